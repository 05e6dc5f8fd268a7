import { inflateSync } from 'node:zlib';

/**
 * The text a PDF made by pdf-lib with standard fonts shows: every content stream (Flate-decoded
 * when compressed), and in it every hex string shown with Tj, in order, one line per Tj. Enough to
 * read back what lib/server/puppy-packet.ts wrote; not a general PDF parser.
 */
export function pdfText(bytes: Uint8Array): string {
  const buf = Buffer.from(bytes);
  const lines: string[] = [];
  let at = 0;
  for (;;) {
    const start = buf.indexOf('stream', at, 'latin1');
    if (start < 0) break;
    let from = start + 'stream'.length;
    if (buf[from] === 0x0d) from++;
    if (buf[from] === 0x0a) from++;
    const end = buf.indexOf('endstream', from, 'latin1');
    if (end < 0) break;
    const dictStart = buf.lastIndexOf('<<', start, 'latin1');
    const dict = buf.subarray(dictStart, start).toString('latin1');
    let data = buf.subarray(from, end);
    at = end + 'endstream'.length;
    if (/\/FlateDecode/.test(dict)) {
      try {
        data = inflateSync(data);
      } catch {
        continue;
      }
    }
    const body = data.toString('latin1');
    for (const m of body.matchAll(/<([0-9A-Fa-f\s]*)>\s*Tj/g)) lines.push(Buffer.from(m[1]!.replace(/\s/g, ''), 'hex').toString('latin1'));
    for (const m of body.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)) lines.push(m[1]!.replace(/\\(.)/g, '$1'));
  }
  return lines.join('\n');
}
