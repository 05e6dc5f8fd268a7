/**
 * Alt text from a gallery file name: "spring-meadow_1712345.webp" → "Spring meadow".
 * Drops the folder, the extension and the upload timestamp (`{name}_{timestamp}.{ext}`, docs/product.md §7),
 * turns dashes and underscores into spaces and capitalises the first letter.
 */
export const FALLBACK_ALT = 'Photo from our farm';

export function altFromName(fileName: string): string {
  let name = fileName.split(/[\\/]/).pop() ?? '';
  try {
    name = decodeURIComponent(name);
  } catch {
    // Not percent-encoded after all; keep it as it is.
  }
  const words = name
    .replace(/\.[a-z0-9]{2,5}$/i, '')
    .replace(/[_-]\d{6,}$/, '')
    .replace(/^\d{6,}[_-]/, '')
    .replace(/[_-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
  if (!/[a-z]/.test(words)) return FALLBACK_ALT;
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Longest caption and alt text the admin may save (a sentence each). */
export const GALLERY_TEXT_MAX = 200;

/**
 * A gallery photo's words: the owner's alt text and caption (stored in the file's custom metadata,
 * edited in Admin › Gallery), else alt text made from the file name and no caption.
 */
export function galleryLabels(item: { name: string; customMetadata?: Record<string, string> }): { alt: string; caption: string } {
  const meta = item.customMetadata ?? {};
  const alt = (meta.alt ?? '').trim();
  return { alt: alt || altFromName(item.name), caption: (meta.caption ?? '').trim() };
}
