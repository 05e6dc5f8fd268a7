import localFont from 'next/font/local';

/**
 * One self-hosted variable font, for headings only (Google-hosted fonts would download at build
 * time). Body text uses the system UI font: no download, nothing to swap. `optional` means a
 * slow connection keeps the fallback rather than re-laying out the page (and the LCP) late.
 */
export const display = localFont({
  src: '../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
  variable: '--font-display',
  display: 'optional',
  weight: '100 900',
  fallback: ['Georgia', 'Times New Roman', 'serif'],
});
