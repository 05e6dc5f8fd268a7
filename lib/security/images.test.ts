import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dirFiles } from '@/tools/bench/dir-files.mjs';
import { DEFAULT_HERO_IMAGE } from '@/lib/domain/site';
import { IMAGE_LOCAL_PATTERNS } from './images';

const ROOT = path.resolve(__dirname, '../..');

/** The files under public/, as site paths (`/og-default.png`, `/seals/akc.svg`). */
const publicPaths = () => [...dirFiles(path.join(ROOT, 'public')).keys()].map((rel) => `/${rel.split(path.sep).join('/')}`);

// docs/images.md, "A visitor who leaves mid-resize": a public/ file the optimizer resizes can be
// left pending for every visitor by one who disconnects; route answers cannot.
describe('what the image optimizer may resize', () => {
  it('is never a public/ file', () => {
    const served = publicPaths();
    expect(served.length).toBeGreaterThan(0);
    for (const { pathname } of IMAGE_LOCAL_PATTERNS) {
      const fixed = pathname.replace(/\/\*\*$/, '');
      expect(served.filter((p) => p === fixed || p.startsWith(`${fixed}/`)), pathname).toEqual([]);
    }
  });

  it('includes the default hero image, answered by its route from the file beside it', () => {
    expect(IMAGE_LOCAL_PATTERNS.map((p) => p.pathname)).toContain(DEFAULT_HERO_IMAGE);
    const folder = path.join(ROOT, 'app', DEFAULT_HERO_IMAGE.slice(1));
    expect(fs.existsSync(path.join(folder, 'route.ts'))).toBe(true);
    expect(fs.readFileSync(path.join(folder, 'hero.png')).subarray(1, 4).toString()).toBe('PNG');
  });
});
