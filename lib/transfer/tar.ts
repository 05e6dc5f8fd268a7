import fs from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

/**
 * A gzipped tar file (POSIX ustar), written and read as streams without a dependency: any `tar -xzf`
 * opens what `writeTarGz` makes. Only regular files; names up to 255 bytes (ustar name + prefix).
 */

export type TarEntry = { name: string; bytes: Uint8Array };

const BLOCK = 512;
const enc = new TextEncoder();

function field(buf: Buffer, offset: number, length: number, value: string) {
  const bytes = enc.encode(value);
  if (bytes.length > length) throw new Error(`tar: ${JSON.stringify(value)} does not fit in ${length} bytes`);
  buf.set(bytes, offset);
}

function octal(buf: Buffer, offset: number, length: number, value: number) {
  field(buf, offset, length, `${value.toString(8).padStart(length - 1, '0')}\0`);
}

/** Splits a long name into ustar prefix (≤155) and name (≤100) at a slash; null when it cannot. */
function splitName(name: string): { prefix: string; name: string } | null {
  if (Buffer.byteLength(name) <= 100) return { prefix: '', name };
  for (let i = name.indexOf('/'); i !== -1; i = name.indexOf('/', i + 1)) {
    const prefix = name.slice(0, i);
    const rest = name.slice(i + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(rest) <= 100 && rest) return { prefix, name: rest };
  }
  return null;
}

/** Whether a name can be stored in a ustar header. */
export function fitsTarName(name: string): boolean {
  return splitName(name) !== null;
}

function header(name: string, size: number, mtime: number): Buffer {
  const parts = splitName(name);
  if (!parts) throw new Error(`tar: the name ${JSON.stringify(name)} is too long`);
  const h = Buffer.alloc(BLOCK);
  field(h, 0, 100, parts.name);
  octal(h, 100, 8, 0o644);
  octal(h, 108, 8, 0);
  octal(h, 116, 8, 0);
  octal(h, 124, 12, size);
  octal(h, 136, 12, Math.floor(mtime / 1000));
  h.fill(0x20, 148, 156); // checksum counted as spaces
  field(h, 156, 1, '0');
  field(h, 257, 6, 'ustar\0');
  field(h, 263, 2, '00');
  field(h, 345, 155, parts.prefix);
  let sum = 0;
  for (const b of h) sum += b;
  field(h, 148, 8, `${sum.toString(8).padStart(6, '0')}\0 `);
  return h;
}

/**
 * Writes the entries to `file` (gzip), through a temporary name renamed at the end, so a failed
 * export never leaves half an archive under the final name.
 */
export async function writeTarGz(file: string, entries: AsyncIterable<TarEntry> | Iterable<TarEntry>): Promise<void> {
  const tmp = `${file}.${process.pid}.tmp`;
  const now = Date.now();
  async function* blocks() {
    for await (const e of entries) {
      yield header(e.name, e.bytes.byteLength, now);
      yield Buffer.from(e.bytes.buffer, e.bytes.byteOffset, e.bytes.byteLength);
      const pad = (BLOCK - (e.bytes.byteLength % BLOCK)) % BLOCK;
      if (pad) yield Buffer.alloc(pad);
    }
    yield Buffer.alloc(BLOCK * 2);
  }
  try {
    await pipeline(Readable.from(blocks()), createGzip(), fs.createWriteStream(tmp, { mode: 0o600 }));
    fs.renameSync(tmp, file);
  } catch (e) {
    fs.rmSync(tmp, { force: true });
    throw e;
  }
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
