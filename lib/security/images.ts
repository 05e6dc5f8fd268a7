/**
 * What the image optimizer (/_next/image) accepts from this site's own paths; next.config.ts
 * reads these (relative imports only). Every other local path, and every other quality, is
 * refused with 400 before anything is fetched, re-encoded or cached, so made-up URLs cost
 * neither CPU nor disk.
 *
 * - `/media/**`: uploads of the embedded backend (demo seed included). Their URLs carry a `?v=`
 *   version; the media route (app/media/[...path]/route.ts) answers 404 to any other query, so one
 *   file gives the optimizer at most two cache keys (with and without its current version).
 * - The default hero image (lib/domain/site.ts DEFAULT_HERO_IMAGE), without a query: a route
 *   (app/hero-bg-square.png/route.ts), never a public/ file, which one visitor's disconnect could
 *   leave hanging in the optimizer (docs/images.md, "A visitor who leaves mid-resize").
 *
 * The seals, icons and Open Graph image are served as they are, never through the optimizer.
 */
export const IMAGE_LOCAL_PATTERNS = [
  { pathname: '/media/**' },
  { pathname: '/hero-bg-square.png', search: '' },
];

/** The only quality the pages use (next/image's default; no component passes `quality`). */
export const IMAGE_QUALITIES = [75];

/**
 * The widths the optimizer makes (next.config.ts `images`): deviceSizes for full-width images,
 * imageSizes for smaller slots. next/image offers them in each srcset; lib/domain/image-warm.ts
 * works out which of them visitors' browsers pick.
 */
export const IMAGE_DEVICE_SIZES = [360, 480, 640, 828, 1080, 1280, 1600, 1920];
export const IMAGE_SIZES = [64, 96, 128, 256, 384];
