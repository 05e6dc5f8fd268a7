import type { Metadata } from 'next';
import { SITE } from './site';

/** The default share image (public/og-default.png) and its usual description. */
const DEFAULT_SHARE_IMAGE = { url: '/og-default.png', width: 1200, height: 630 } as const;
const DEFAULT_SHARE_ALT = 'Golden retriever puppies in Albion, NY';

type PageMetadataInput = {
  /** The page's address, for the canonical link and the share card. */
  path: string;
  title: string;
  description: string;
  /** Used as is, without the root layout's "… | site name" template (the home page). */
  absoluteTitle?: boolean;
  /** The title share cards show, when it differs from the page title. */
  shareTitle?: string;
  /** The share card's image; the default artwork otherwise (with `imageAlt`, if given). */
  image?: { url: string; alt: string; width?: number; height?: number };
  imageAlt?: string;
  /** Account pages give share cards their title, description and address only. */
  card?: 'full' | 'basic';
};

/** One page's metadata: title, description, canonical link and share card (Open Graph). */
export function pageMetadata({ path, title, description, absoluteTitle, shareTitle, image, imageAlt, card = 'full' }: PageMetadataInput): Metadata {
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: path },
    openGraph:
      card === 'basic'
        ? { title, description, url: path }
        : {
            type: 'website',
            siteName: SITE.name,
            title: shareTitle ?? title,
            description,
            url: path,
            images: [image ?? { ...DEFAULT_SHARE_IMAGE, alt: imageAlt ?? DEFAULT_SHARE_ALT }],
          },
  };
}
