import fs from 'node:fs';
import { createGunzip } from 'node:zlib';
import { BLOCK, splitUstarName, writeTarGz as writeTarGzFile } from './tar-write.mjs';

/**
 * A gzipped tar file (POSIX ustar), written and read as streams without a dependency: any `tar -xzf`
 * opens what `writeTarGz` makes. Only regular files; the export keeps to names up to 255 bytes
 * (ustar name + prefix, `fitsTarName`), which is what `readTarGz` reads.
 */

export type TarEntry = { name: string; bytes: Uint8Array };

/** Whether a name can be stored in a plain ustar header (the reader below does not read PAX records). */
export function fitsTarName(name: string): boolean {
  return splitUstarName(name) !== null;
}

/**
 * Writes the entries to `file` (gzip), through a temporary name renamed at the end, so a failed
 * export never leaves half an archive under the final name. The one writer, shared with the backup
 * script (lib/transfer/tar-write.mjs).
 */
export async function writeTarGz(file: string, entries: AsyncIterable<TarEntry> | Iterable<TarEntry>): Promise<void> {
  await writeTarGzFile(file, entries);
}

function readString(buf: Buffer, offset: number, length: number): string {
  const slice = buf.subarray(offset, offset + length);
  const end = slice.indexOf(0);
  return slice.subarray(0, end === -1 ? length : end).toString('utf8');
}

function readOctal(buf: Buffer, offset: number, length: number): number {
  const s = readString(buf, offset, length).trim();
  const n = s === '' ? 0 : parseInt(s, 8);
  if (!Number.isSafeInteger(n) || n < 0) throw new Error('tar: a header has a bad number');
  return n;
}

/** Reads the regular files of a gzipped tar, one at a time (each file is held in memory, the archive is not). */
export async function* readTarGz(file: string): AsyncGenerator<TarEntry> {
  const source = fs.createReadStream(file).pipe(createGunzip());
  const chunks: Buffer[] = [];
  let buffered = 0;
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;

  async function take(n: number): Promise<Buffer | null> {
    while (buffered < n) {
      const next = await iterator.next();
      if (next.done) return null;
      chunks.push(next.value);
      buffered += next.value.length;
    }
    const all = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
    chunks.length = 0;
    const out = all.subarray(0, n);
    const rest = all.subarray(n);
    if (rest.length) chunks.push(rest);
    buffered = rest.length;
    return out;
  }

  try {
    for (;;) {
      const h = await take(BLOCK);
      if (!h) throw new Error('tar: the archive ends without its end marker (truncated?)');
      if (h.every((b) => b === 0)) return;
      let sum = 0;
      for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : h[i]!;
      if (sum !== readOctal(h, 148, 8)) throw new Error('tar: a header checksum does not match (damaged archive?)');
      const name = readString(h, 0, 100);
      const prefix = readString(h, 345, 155);
      const size = readOctal(h, 124, 12);
      const type = String.fromCharCode(h[156]!);
      const data = await take(size + ((BLOCK - (size % BLOCK)) % BLOCK));
      if (!data) throw new Error('tar: the archive ends inside a file (truncated?)');
      if (type === '0' || type === '\0') yield { name: prefix ? `${prefix}/${name}` : name, bytes: Uint8Array.from(data.subarray(0, size)) };
    }
  } finally {
    source.destroy();
  }
}
