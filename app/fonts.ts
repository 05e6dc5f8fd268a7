import localFont from 'next/font/local';

/**
 * One self-hosted font file, for headings only (Google-hosted fonts would download at build
 * time): Fraunces at the one weight the headings use, 600 (18 kB; the variable font with every
 * weight was 37 kB, all of it on the way to the first paint). Display-face CSS asks for 600 only;
 * another weight would be synthesised. Body text uses the system UI font: no download, nothing
 * to swap. `optional` means a slow connection keeps the fallback rather than re-laying out the
 * page (and the LCP) late.
 */
export const display = localFont({
  src: '../node_modules/@fontsource/fraunces/files/fraunces-latin-600-normal.woff2',
  variable: '--font-display',
  display: 'optional',
  weight: '600',
  fallback: ['Georgia', 'Times New Roman', 'serif'],
});
