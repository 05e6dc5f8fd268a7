import styles from './contact.module.css';

/**
 * The town of Albion, NY, with no marker: the farm's exact location is not shown (SPEC.md §2).
 * NEXT_PUBLIC_MAP_EMBED_URL overrides it with any embeddable map URL.
 */
const DEFAULT_MAP =
  'https://www.openstreetmap.org/export/embed.html?bbox=-78.2600%2C43.2150%2C-78.1260%2C43.2770&layer=mapnik';

export function mapEmbedUrl(): string {
  const configured = process.env.NEXT_PUBLIC_MAP_EMBED_URL?.trim();
  return configured && /^https:\/\//.test(configured) ? configured : DEFAULT_MAP;
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
