import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
// The JSX below is satori's input; vitest compiles it with the classic runtime, which needs React in scope.
import React from 'react';
import sharp from 'sharp';
import { SITE } from '@/lib/domain/site';
import { load } from '@/lib/server/data';
import { storedFileByUrl } from '@/lib/server/media-files';

/**
 * Share cards (Open Graph, docs/scale.md): 1200×630 PNG made from a record's photo and name with
 * next/og (satori + resvg, both inside Next) and the site's heading font from a local file
 * (@fontsource/fraunces ships WOFF, which satori reads; the variable WOFF2 the pages use it cannot).
 * Nothing is downloaded. One function for every kind of page: /puppies/[id]/og.png uses it, and
 * litter and parent pages can do the same with their title, subtitle and photo.
 */
const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

const PHOTO_WIDTH = 540;
const GREEN = '#1f3d2b';
const CREAM = '#fbf6ec';
const GOLD = '#e0b25a';

const FONT_DIR = path.join(process.cwd(), 'node_modules', '@fontsource', 'fraunces', 'files');
let fonts: Promise<{ bold: Buffer; regular: Buffer }> | null = null;
function loadFonts() {
  fonts ??= Promise.all([
    fs.readFile(path.join(FONT_DIR, 'fraunces-latin-700-normal.woff')),
    fs.readFile(path.join(FONT_DIR, 'fraunces-latin-400-normal.woff')),
  ]).then(([bold, regular]) => ({ bold, regular }));
  return fonts;
}

/**
 * The photo's bytes: an upload through the backend (either adapter, no HTTP round trip), or a file
 * of public/ for the site's own images. Null when there is none or it cannot be read.
 */
async function photoBytes(url: string | null): Promise<Buffer | null> {
  if (!url) return null;
  try {
    const stored = await storedFileByUrl(url);
    if (stored !== undefined) return stored ? Buffer.from(stored) : null;
    if (/^\/[\w./-]+$/.test(url) && !url.includes('..')) return await fs.readFile(path.join(process.cwd(), 'public', url));
  } catch (e) {
    console.error('[share-image] could not read the photo:', e instanceof Error ? e.message : e);
  }
  return null;
}

/** The photo cut to the card's left panel as a JPEG data URL (satori reads no WebP, and this keeps it small). */
async function photoDataUrl(url: string | null): Promise<string | null> {
  const bytes = await photoBytes(url);
  if (!bytes) return null;
  try {
    const jpeg = await sharp(bytes).rotate().resize(PHOTO_WIDTH, SHARE_IMAGE_SIZE.height, { fit: 'cover', position: 'attention' }).jpeg({ quality: 82 }).toBuffer();
    return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
  } catch (e) {
    console.error('[share-image] could not decode the photo:', e instanceof Error ? e.message : e);
    return null;
  }
}

type ShareImageInput = {
  /** The big line: the record's name. */
  title: string;
  /** A short second line ("Golden retriever puppy · Available"). */
  subtitle?: string;
  /** The record's photo as stored (an upload URL or a path under public/); none: the card has no photo panel. */
  imageUrl?: string | null;
};

/** The share card as a PNG response (1200×630). Cache it like a page: the route is static/ISR. */
async function shareImageResponse({ title, subtitle, imageUrl }: ShareImageInput): Promise<ImageResponse> {
  const [{ bold, regular }, photo] = await Promise.all([loadFonts(), photoDataUrl(imageUrl ?? null)]);
  const long = title.length > 28;
  return new ImageResponse(
    (
      <div style={{ width: '100%', height: '100%', display: 'flex', background: GREEN, color: CREAM, fontFamily: 'Fraunces' }}>
        {photo ? (
          // eslint-disable-next-line @next/next/no-img-element -- satori draws a plain <img>
          <img src={photo} alt="" width={PHOTO_WIDTH} height={SHARE_IMAGE_SIZE.height} style={{ objectFit: 'cover' }} />
        ) : null}
        <div style={{ flex: 1, display: 'flex', flexDirection: 'column', justifyContent: 'space-between', padding: '64px 60px' }}>
          <div style={{ display: 'flex', fontSize: 30, color: GOLD, fontWeight: 400 }}>{SITE.name}</div>
          <div style={{ display: 'flex', flexDirection: 'column' }}>
            <div style={{ display: 'flex', fontSize: long ? 60 : 76, fontWeight: 700, lineHeight: 1.05 }}>{title}</div>
            {subtitle ? <div style={{ display: 'flex', marginTop: 24, fontSize: 34, fontWeight: 400, lineHeight: 1.25 }}>{subtitle}</div> : null}
          </div>
          <div style={{ display: 'flex', fontSize: 26, fontWeight: 400, opacity: 0.85 }}>Albion, NY · AKC golden retrievers</div>
        </div>
      </div>
    ),
    {
      ...SHARE_IMAGE_SIZE,
      // Like the pages (docs/caching.md), not next/og's default of a year: a CDN shows a new card within a minute.
      headers: { 'Cache-Control': 's-maxage=30, stale-while-revalidate=30' },
      fonts: [
        { name: 'Fraunces', data: bold, weight: 700, style: 'normal' },
        { name: 'Fraunces', data: regular, weight: 400, style: 'normal' },
      ],
    },
  );
}

/**
 * The GET handler of a record's share card route (`/puppies|litters|parents/[id]/og.png`): reads
 * the public record through `load` (tagged and cached like its page), 503 with Retry-After when
 * the backend cannot answer, 404 for an unknown or hidden record (nothing cached), else the card.
 */
export function shareCardRoute<T>(what: string, read: (id: string) => Promise<T | null>, card: (record: T) => ShareImageInput) {
  return async function GET(_req: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
    const { id } = await params;
    const loaded = await load(`share image ${what}`, () => read(id));
    if (!loaded.ok) return new Response('Unavailable right now.', { status: 503, headers: { 'Retry-After': '60' } });
    if (!loaded.data) return new Response('Not found', { status: 404 });
    return shareImageResponse(card(loaded.data));
  };
}
