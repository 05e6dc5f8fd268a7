import type { NextConfig } from 'next';
import { IMAGE_LOCAL_PATTERNS, IMAGE_QUALITIES } from './lib/security/images';
import { securityHeaderRules } from './lib/security/headers';
import { cacheHandlerFile } from './lib/cache/build-handler';
import { compileHintPlugin } from './lib/config/compile-hint';

/**
 * The Storage emulator's download URLs, so next/image loads uploads in Firebase-mode tests and
 * development. Only when STORAGE_EMULATOR_HOST is set at build time, which it never is in production.
 */
function storageEmulatorPatterns() {
  const raw = process.env.STORAGE_EMULATOR_HOST || process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  if (!raw) return [];
  const url = new URL(raw.includes('://') ? raw : `http://${raw}`);
  return [{ protocol: url.protocol === 'https:' ? ('https' as const) : ('http' as const), hostname: url.hostname, port: url.port }];
}

const nextConfig: NextConfig = {
  // A separate build folder per parallel build (tests, benchmarks, several people on one machine).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Keep middleware's redirect to the public origin as written: Next otherwise rewrites a redirect to
  // its own host with 127.0.0.1 turned into localhost (another origin, without the session cookie).
  // Only /_next/data (Pages Router, unused here) is normalised by it otherwise.
  skipMiddlewareUrlNormalize: true,
  // One cache for every server process, in the site's own store (lib/cache, docs/caching.md); no
  // per-process memory copy that could disagree with it.
  cacheMaxMemorySize: 0,
  // Public pages: s-maxage = their revalidate (30 s), stale-while-revalidate up to 60 s in all, so
  // a CDN or proxy shows an edit within a minute.
  expireTime: 60,
  reactStrictMode: true,
  experimental: {
    // Each page loads the CSS of its own components only (docs/performance.md, "CSS per page"). Next's
    // default merges CSS modules of unrelated routes into shared files of up to 100 kB, so every public
    // page loaded the admin dashboard's and the account forms' rules too: 19-26 kB gzip of
    // render-blocking CSS per page, 8.5-11.5 kB without the merging. e2e/css-per-page.spec.ts pins it.
    cssChunking: false,
  },
  // The test command checks types (`tsc --noEmit`). BUILD_SKIP_TYPE_CHECK=1 leaves them to it: a
  // production install's `npm start` (no test tools' types, scripts/start.mjs) and the e2e suite's
  // builds (playwright.config.ts).
  typescript: { ignoreBuildErrors: process.env.BUILD_SKIP_TYPE_CHECK === '1' },
  // Native modules stay outside the bundle (they are loaded only by lib/backend).
  serverExternalPackages: ['better-sqlite3', 'sharp'],
  // NEXT_OUTPUT=standalone (the Dockerfile, docs "Deploy"): a self-contained server in
  // <distDir>/standalone with only the traced node_modules. Off otherwise, where `next start` serves.
  ...(process.env.NEXT_OUTPUT === 'standalone' ? { output: 'standalone' as const } : {}),
  // Files read by path at run time, so not found by the tracer: the default hero image
  // (app/hero-bg-square.png/route.ts; for any traced output, Firebase App Hosting's too), and, for
  // the standalone server, the first start's demo content and the share cards' font.
  outputFileTracingIncludes: {
    '/hero-bg-square.png': ['./app/hero-bg-square.png/hero.png'],
    ...(process.env.NEXT_OUTPUT === 'standalone'
      ? { '/**': ['./lib/backend/local/seed/images/**', './node_modules/@fontsource/fraunces/files/fraunces-latin-*-normal.woff'] }
      : {}),
  },
  images: {
    formats: ['image/avif', 'image/webp'],
    deviceSizes: [360, 480, 640, 828, 1080, 1280, 1600, 1920],
    imageSizes: [64, 96, 128, 256, 384],
    minimumCacheTTL: 60 * 60 * 24 * 30,
    // Only uploads (/media/**, whose ?v= the media route checks) and the site's own images, at the
    // one quality the pages ask for: anything else is refused before any work (lib/security/images.ts).
    localPatterns: IMAGE_LOCAL_PATTERNS,
    qualities: IMAGE_QUALITIES,
    remotePatterns: [
      { protocol: 'https', hostname: 'firebasestorage.googleapis.com' },
      { protocol: 'https', hostname: 'storage.googleapis.com' },
      ...storageEmulatorPatterns(),
    ],
  },
  // CSP (third-party origins only for configured features) and HSTS over https: lib/security/headers.ts.
  async headers() {
    return securityHeaderRules(process.env, { dev: process.env.NODE_ENV !== 'production' });
  },
  // The large start-up scripts carry V8's compile hint (lib/config/compile-hint.ts, docs/performance.md
  // "Compile hints"): their functions compile off the main thread while they download.
  webpack(config, { dev, isServer, webpack }) {
    if (!dev && !isServer) config.plugins.push(compileHintPlugin(webpack));
    return config;
  },
  // docs/product.md /book/:studId: one static page for every id (app/(site)/book/page.tsx), so made-up ids
  // add no cache entries.
  async rewrites() {
    return [{ source: '/book/:studId', destination: '/book' }];
  },
};

/** A function of the phase so the cache handler is bundled on build and dev, and reused on start. */
export default function config(phase: string): NextConfig {
  // Only tools/bench/bench-cache.mjs sets this: Next's own per-process cache, to compare throughput.
  if (process.env.BENCH_NEXT_DEFAULT_CACHE === '1') {
    const { cacheMaxMemorySize: _shared, ...own } = nextConfig;
    return own;
  }
  return { ...nextConfig, cacheHandler: cacheHandlerFile(phase) };
}
