'use client';

import { localBusinessJsonLd } from '@/lib/domain/business-jsonld';
import { serializeJsonLd } from '@/lib/domain/jsonld-core';
import type { BasicInfo } from '@/lib/domain/settings';

/**
 * The LocalBusiness block (areaServed, the phone from settings), built in this client component from
 * the few public contact fields it needs, so the JSON-LD text is in the HTML once rather than also
 * repeated in the RSC payload. Only public fields are passed (never the notification emails).
 */
export function BusinessJsonLd({ base, contact }: { base: string; contact: Pick<BasicInfo, 'phone' | 'email' | 'facebook'> | null }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(localBusinessJsonLd(base, contact)) }} />;
}

