import { resolveMapEmbedUrl } from '@/lib/domain/map';
import styles from './contact.module.css';

/** The map's URL (lib/domain/map.ts; next.config.ts allows its origin in frame-src). */
function mapEmbedUrl(): string {
  return resolveMapEmbedUrl(process.env.NEXT_PUBLIC_MAP_EMBED_URL);
}

export function ContactMap() {
  return (
    <div className={styles.map}>
      <iframe
        title="Map of our area"
        src={mapEmbedUrl()}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        width="100%"
        height="400"
      />
    </div>
  );
}
