import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { IMAGE_DEVICE_SIZES, IMAGE_SIZES } from '@/lib/security/images';
import { IMAGE_SLOTS, optimizerPath, pickedWidths, slotWidth, srcsetWidths, warmWidths, type WarmKind } from './image-warm';

const ROOT = path.resolve(__dirname, '..', '..');

describe('image warm-up sizes', () => {
  it('uses the sizes the pages really give their images (each string is still in its file)', () => {
    for (const slots of Object.values(IMAGE_SLOTS)) {
      for (const { file, sizes } of slots) expect(fs.readFileSync(path.join(ROOT, file), 'utf8'), file).toContain(sizes);
    }
  });

  it('knows the widths next.config.ts gives the optimizer', () => {
    const config = fs.readFileSync(path.join(ROOT, 'next.config.ts'), 'utf8');
    const list = (key: string, constant: string, values: number[]) => {
      const m = new RegExp(`${key}:\\s*(\\[[^\\]]*\\]|${constant})`).exec(config);
      expect(m, key).not.toBeNull();
      if (m![1] !== constant) expect(JSON.parse(m![1]!)).toEqual(values);
    };
    list('deviceSizes', 'IMAGE_DEVICE_SIZES', IMAGE_DEVICE_SIZES);
    list('imageSizes', 'IMAGE_SIZES', IMAGE_SIZES);
  });

  it('reads a sizes list as a browser does', () => {
    const card = '(min-width: 1152px) 360px, (min-width: 1000px) 31vw, (min-width: 640px) 46vw, 92vw';
    expect(slotWidth(card, 390)).toBeCloseTo(358.8);
    expect(slotWidth(card, 800)).toBeCloseTo(368);
    expect(slotWidth(card, 1280)).toBe(360);
    expect(slotWidth('(max-width: 640px) 100vw, (max-width: 1000px) 50vw, 380px', 1000)).toBe(500);
    expect(slotWidth('(min-width: 860px) 40rem, 92vw', 1440)).toBe(640);
    expect(slotWidth('100vw', 412)).toBe(412);
  });

  it('offers the srcset next/image renders: every width from the smallest vw share of the first device size', () => {
    expect(srcsetWidths('(max-width: 560px) 50vw, 280px')).toEqual([256, 360, 384, 480, 640, 828, 1080, 1280, 1600, 1920]);
    expect(srcsetWidths('360px')[0]).toBe(64);
  });

  it('picks what Safari (the next width up) and Chromium (maybe the one below) would load', () => {
    const widths = srcsetWidths('100vw');
    // 390 px at 3x needs 1170 px: Safari loads 1280, Chromium 1080 (3 < √(2.77 × 3.28)).
    expect(pickedWidths(widths, 390, 3).sort()).toEqual([1080, 1280]);
    // A 1x screen takes the next width up, never less.
    expect(pickedWidths(widths, 360, 1)).toEqual([360]);
    // Past the largest width: the largest.
    expect(pickedWidths(widths, 1400, 2)).toEqual([1920]);
  });

  it('makes a handful of sizes per kind, all of them widths the optimizer accepts', () => {
    const allowed = new Set([...IMAGE_DEVICE_SIZES, ...IMAGE_SIZES]);
    for (const kind of Object.keys(IMAGE_SLOTS) as WarmKind[]) {
      const widths = warmWidths(kind);
      expect(widths.length, kind).toBeGreaterThan(0);
      expect(widths.length, kind).toBeLessThanOrEqual(8);
      for (const w of widths) expect(allowed.has(w), `${kind} ${w}`).toBe(true);
    }
    // A puppy photo: the phone card and detail sizes and the desktop ones.
    expect(warmWidths('puppy')).toEqual(expect.arrayContaining([360, 640, 1080, 1280]));
  });

  it('asks for the URL a page asks for', () => {
    expect(optimizerPath('/media/puppies/a b.webp?v=3', 640)).toBe('/_next/image?url=%2Fmedia%2Fpuppies%2Fa%20b.webp%3Fv%3D3&w=640&q=75');
  });
});
