import 'server-only';
import { rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';

/**
 * Text on PDF pages with pdf-lib's standard Helvetica (no font file ships): wrapped paragraphs,
 * headings and "label: value" lines on A4 pages, a new page when one is full. The go-home packet
 * (puppy-packet.ts) and the signed contract (contract-pdf.ts) write with it.
 */

export const A4 = { w: 595.28, h: 841.89 };
export const MARGIN = 48;

/** Characters Helvetica's WinAnsi encoding has; anything else becomes "?" rather than failing. */
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
export function ansi(text: string): string {
  let out = '';
  for (const ch of text.replace(/\r/g, '')) {
    const c = ch.codePointAt(0)!;
    // Tabs and the thin spaces Intl puts in times ("10:30\u202fPM") become plain spaces.
    out += (c >= 0x20 && c <= 0x7e) || (c >= 0xa0 && c <= 0xff) || WIN_ANSI_EXTRA.includes(ch) ? ch : ch === '\t' || /[\u2000-\u200a\u202f\u205f]/.test(ch) ? ' ' : '?';
  }
  return out;
}

export class Writer {
  page: PDFPage;
  y: number;
  constructor(
    private doc: PDFDocument,
    private font: PDFFont,
    private bold: PDFFont,
  ) {
    this.page = doc.addPage([A4.w, A4.h]);
    this.y = A4.h - MARGIN;
  }
  ensure(space: number) {
    if (this.y - space < MARGIN) {
      this.page = this.doc.addPage([A4.w, A4.h]);
      this.y = A4.h - MARGIN;
    }
  }
  /** Wrapped text at the current position. */
  text(value: string, { size = 10, bold = false, indent = 0 }: { size?: number; bold?: boolean; indent?: number } = {}) {
    const font = bold ? this.bold : this.font;
    const width = A4.w - 2 * MARGIN - indent;
    for (const para of ansi(value).split('\n')) {
      const words = para.split(/\s+/).filter(Boolean);
      let line = '';
      const flush = () => {
        this.ensure(size + 4);
        this.page.drawText(line, { x: MARGIN + indent, y: this.y - size, size, font, color: rgb(0.1, 0.1, 0.1) });
        this.y -= size + 4;
        line = '';
      };
      for (const w of words) {
        const next = line ? `${line} ${w}` : w;
        if (font.widthOfTextAtSize(next, size) > width && line) {
          flush();
          line = w;
        } else line = next;
      }
      if (line || !words.length) flush();
    }
  }
  heading(value: string) {
    this.ensure(40);
    this.y -= 10;
    this.text(value, { size: 14, bold: true });
    this.y -= 2;
  }
  fact(label: string, value: string) {
    this.text(`${label}: ${value}`);
  }
}
