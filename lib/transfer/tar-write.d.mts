export const BLOCK: 512;
/** Splits a long name into ustar prefix (≤155 bytes) and name (≤100) at a slash; null when it cannot. */
export function splitUstarName(name: string): { prefix: string; name: string } | null;
export function padding(size: number): Buffer;
export function entryHeader(name: string, size: number, mtime: number): Generator<Buffer>;
export type TarWriteEntry = { name: string; bytes: Uint8Array } | { name: string; file: string; bytes?: undefined };
/** Writes the entries to `dest` as a .tar.gz (0600) through a temporary name renamed at the end. */
export function writeTarGz(
  dest: string,
  entries: AsyncIterable<TarWriteEntry> | Iterable<TarWriteEntry>,
  options?: { changed?: (name: string) => Error },
): Promise<void>;
