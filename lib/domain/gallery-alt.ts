/**
 * Alt text from a gallery file name: "spring-meadow_1712345.webp" → "Spring meadow".
 * Drops the folder, the extension and the upload timestamp (`{name}_{timestamp}.{ext}`, SPEC.md §7),
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
