import { IMAGE_DEVICE_SIZES, IMAGE_QUALITIES, IMAGE_SIZES } from '@/lib/security/images';

/**
 * Which optimized sizes of a new photo visitors will ask for first (docs/images.md), so the server
 * can make them right after the upload instead of on a visitor's first view.
 *
 * A page's image carries a srcset of every width Next allows (filtered by its `sizes`); the
 * browser picks one from the slot's CSS width on its screen and the screen's pixel density. This
 * module does the same arithmetic for a few common screens, for every place an upload of a kind is
 * shown. The `sizes` strings are the pages' own (image-warm.test.ts checks each is still in its file).
 */

export type WarmKind = 'puppy' | 'parent' | 'stud' | 'gallery' | 'hero' | 'media' | 'journal';

/** Where each kind of upload is shown to visitors: the file and the `sizes` its image gives. */
export const IMAGE_SLOTS: Record<WarmKind, { file: string; sizes: string }[]> = {
  // Puppy and litter entries share the uploads folder: cards on /puppies and /litters, the detail pages.
  puppy: [
    { file: 'components/puppies/puppy-card.tsx', sizes: '(min-width: 1152px) 360px, (min-width: 1000px) 31vw, (min-width: 640px) 46vw, 92vw' },
    { file: 'components/puppies/puppy-detail.tsx', sizes: '(min-width: 1152px) 620px, (min-width: 900px) 54vw, 100vw' },
    { file: 'components/litters/litter-card.tsx', sizes: '(min-width: 1152px) 360px, (min-width: 640px) 46vw, 92vw' },
    { file: 'app/(site)/litters/[id]/page.tsx', sizes: '(min-width: 860px) 40rem, 92vw' },
  ],
  parent: [
    { file: 'components/parents/parent-card.tsx', sizes: '(max-width: 640px) 100vw, (max-width: 1000px) 50vw, 380px' },
    { file: 'app/(site)/parents/[id]/page.tsx', sizes: '(max-width: 860px) 100vw, 560px' },
  ],
  stud: [{ file: 'components/studs/stud-detail-card.tsx', sizes: '(max-width: 640px) 100vw, (max-width: 1000px) 50vw, 380px' }],
  gallery: [{ file: 'components/gallery/gallery-grid.tsx', sizes: '(max-width: 560px) 50vw, (max-width: 900px) 33vw, 280px' }],
  hero: [{ file: 'components/home/hero.tsx', sizes: '100vw' }],
  media: [{ file: 'components/media-sets/media-set-gallery.tsx', sizes: '(min-width: 1152px) 360px, (min-width: 700px) 45vw, 100vw' }],
  journal: [{ file: 'components/litters/journal/journal-post.tsx', sizes: '(min-width: 900px) 280px, (min-width: 560px) 45vw, 92vw' }],
};

/** Common screens: CSS width and device pixel ratio (phones first: most families look on one). */
const WARM_SCREENS = [
  { width: 390, dpr: 3 }, // iPhone 12 to 16
  { width: 412, dpr: 2.625 }, // a common Android phone
  { width: 1280, dpr: 1 }, // a laptop
  { width: 1440, dpr: 2 }, // a MacBook
  { width: 1920, dpr: 1 }, // a desktop monitor
] as const;

const REM = 16;

function px(length: string, viewport: number): number {
  const m = /^([\d.]+)(px|rem|em|vw)$/.exec(length.trim());
  if (!m) throw new Error(`Unsupported length in sizes: ${length}`);
  const n = Number(m[1]);
  return m[2] === 'vw' ? (n * viewport) / 100 : m[2] === 'px' ? n : n * REM;
}

/** The slot's CSS width on a viewport, from a `sizes` list of (min-width|max-width: L) conditions. */
export function slotWidth(sizes: string, viewport: number): number {
  for (const entry of sizes.split(',').map((s) => s.trim())) {
    const m = /^\((min|max)-width:\s*([^)]+)\)\s+(.+)$/.exec(entry);
    if (!m) return px(entry, viewport);
    const limit = px(m[2]!, viewport);
    if (m[1] === 'min' ? viewport >= limit : viewport <= limit) return px(m[3]!, viewport);
  }
  return viewport;
}

/** The widths next/image puts in the srcset for this `sizes` (as Next's getImgProps filters them). */
export function srcsetWidths(sizes: string): number[] {
  const all = [...IMAGE_DEVICE_SIZES, ...IMAGE_SIZES].sort((a, b) => a - b);
  const percents = [...sizes.matchAll(/(^|\s)(1?\d?\d)vw/g)].map((m) => Number(m[2]));
  if (!percents.length) return all;
  const smallest = Math.min(...percents) / 100;
  const first = Math.min(...IMAGE_DEVICE_SIZES);
  return all.filter((w) => w >= first * smallest);
}

/**
 * The candidates browsers pick for a slot of `slot` CSS px at `dpr`: the smallest width at least
 * slot × dpr (Safari, Firefox), and Chromium's choice, which may take the one below when the
 * density falls under the geometric mean of the two.
 */
export function pickedWidths(widths: number[], slot: number, dpr: number): number[] {
  const need = slot * dpr;
  const i = widths.findIndex((w) => w >= need);
  if (i === -1) return [widths[widths.length - 1]!];
  const picked = [widths[i]!];
  if (i > 0 && dpr > 1) {
    const lower = widths[i - 1]! / slot;
    const upper = widths[i]! / slot;
    if (dpr < Math.sqrt(lower * upper)) picked.push(widths[i - 1]!);
  }
  return picked;
}

/** Every width of an upload of this kind that a common screen asks for, smallest first. */
export function warmWidths(kind: WarmKind): number[] {
  const out = new Set<number>();
  for (const { sizes } of IMAGE_SLOTS[kind]) {
    const widths = srcsetWidths(sizes);
    for (const screen of WARM_SCREENS) for (const w of pickedWidths(widths, slotWidth(sizes, screen.width), screen.dpr)) out.add(w);
  }
  return [...out].sort((a, b) => a - b);
}

/** The optimizer URL a page's <img> asks for (components/ui/image.tsx builds the same). */
export function optimizerPath(src: string, width: number): string {
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${IMAGE_QUALITIES[0]}`;
}

/**
 * The Accept header of current browsers' image requests (Chrome's; Safari and Firefox also list
 * AVIF): the optimizer answers AVIF, the first of next.config's formats, and caches it under that type.
 */
export const BROWSER_IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
