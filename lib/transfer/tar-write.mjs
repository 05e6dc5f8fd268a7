// The one tar writer (gzipped POSIX ustar, readable by `tar -xzf`), in plain Node so that both the
// app's export (lib/transfer/tar.ts) and the backup script that runs inside the standalone
// container without dev tools (scripts/site-archive.mjs) use it. Names that do not fit ustar's
// 100-byte name + 155-byte prefix get a PAX `path` record before their header.
import fs from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';

export const BLOCK = 512;

/** Splits a long name into ustar prefix (≤155 bytes) and name (≤100) at a slash; null when it cannot. */
export function splitUstarName(name) {
  if (Buffer.byteLength(name) <= 100) return { prefix: '', name };
  for (let i = name.indexOf('/'); i !== -1; i = name.indexOf('/', i + 1)) {
    const prefix = name.slice(0, i);
    const rest = name.slice(i + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(rest) <= 100 && rest) return { prefix, name: rest };
  }
  return null;
}

function field(buf, offset, length, value) {
  const bytes = Buffer.from(value, 'utf8');
  if (bytes.length > length) throw new Error(`tar: ${JSON.stringify(value)} does not fit in ${length} bytes`);
  bytes.copy(buf, offset);
}

function octal(buf, offset, length, value) {
  field(buf, offset, length, `${value.toString(8).padStart(length - 1, '0')}\0`);
}

function header({ name, prefix = '', size, mtime, type = '0' }) {
  const h = Buffer.alloc(BLOCK);
  field(h, 0, 100, name);
  octal(h, 100, 8, 0o644);
  octal(h, 108, 8, 0);
  octal(h, 116, 8, 0);
  octal(h, 124, 12, size);
  octal(h, 136, 12, Math.floor(mtime / 1000));
  h.fill(0x20, 148, 156); // the checksum is counted as spaces
  field(h, 156, 1, type);
  field(h, 257, 6, 'ustar\0');
  field(h, 263, 2, '00');
  field(h, 345, 155, prefix);
  let sum = 0;
  for (const b of h) sum += b;
  field(h, 148, 8, `${sum.toString(8).padStart(6, '0')}\0 `);
  return h;
}

/** The zero bytes that fill a file's data up to a whole block. */
export function padding(size) {
  const rest = size % BLOCK;
  return rest ? Buffer.alloc(BLOCK - rest) : Buffer.alloc(0);
}

function paxRecord(key, value) {
  const body = ` ${key}=${value}\n`;
  let len = Buffer.byteLength(body) + 1;
  while (String(len).length + Buffer.byteLength(body) !== len) len = String(len).length + Buffer.byteLength(body);
  return `${len}${body}`;
}

/** The header block(s) of one regular file: ustar, or a PAX record first when the name does not fit. */
function* entryHeader(name, size, mtime) {
  const parts = splitUstarName(name);
  if (parts) {
    yield header({ ...parts, size, mtime });
    return;
  }
  const pax = Buffer.from(paxRecord('path', name));
  yield header({ name: 'PaxHeader', size: pax.length, mtime, type: 'x' });
  yield pax;
  yield padding(pax.length);
  yield header({ name: Buffer.from(name).subarray(0, 99).toString('utf8').replace(/\uFFFD+$/, ''), size, mtime });
}

/**
 * Writes `entries` ({ name, bytes } held in memory, or { name, file } streamed from disk) to `dest`
 * as a .tar.gz (mode 0600), through a temporary name renamed at the end, so a failure never leaves
 * half an archive under the final name. A file whose size changes while it is read fails the
 * write with `changed(name)`.
 */
export async function writeTarGz(dest, entries, { changed = (name) => new Error(`tar: ${name} changed while it was read`) } = {}) {
  const tmp = `${dest}.${process.pid}.tmp`;
  const now = Date.now();
  async function* blocks() {
    for await (const entry of entries) {
      if (entry.bytes) {
        const bytes = Buffer.from(entry.bytes.buffer, entry.bytes.byteOffset, entry.bytes.byteLength);
        yield* entryHeader(entry.name, bytes.length, now);
        yield bytes;
        yield padding(bytes.length);
        continue;
      }
      const stat = fs.statSync(entry.file);
      yield* entryHeader(entry.name, stat.size, stat.mtimeMs);
      let written = 0;
      for await (const chunk of fs.createReadStream(entry.file)) {
        written += chunk.length;
        if (written > stat.size) throw changed(entry.name);
        yield chunk;
      }
      if (written !== stat.size) throw changed(entry.name);
      yield padding(stat.size);
    }
    yield Buffer.alloc(BLOCK * 2);
  }
  try {
    await pipeline(Readable.from(blocks()), zlib.createGzip({ level: 6 }), fs.createWriteStream(tmp, { mode: 0o600 }));
    fs.renameSync(tmp, dest);
  } catch (e) {
    fs.rmSync(tmp, { force: true });
    throw e;
  }
}
