import { resolveMapEmbedUrl } from '@/lib/domain/map';
import { MapFrame } from './map-frame';
import styles from './contact.module.css';

/** The map's URL (lib/domain/map.ts; next.config.ts allows its origin in frame-src). */
function mapEmbedUrl(): string {
  return resolveMapEmbedUrl(process.env.NEXT_PUBLIC_MAP_EMBED_URL);
}

export function ContactMap() {
  return (
    <div className={styles.map}>
      <MapFrame title="Map of our area" src={mapEmbedUrl()} />
    </div>
  );
}
