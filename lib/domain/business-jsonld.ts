import type { JsonLd } from './jsonld-core';
import type { BasicInfo } from './settings';
import { SITE } from './site';

/** Where the breeder places puppies; the farm's own location is not shown (docs/product.md §2). */
export const AREA_SERVED = [
  { '@type': 'State', name: 'New York' },
  { '@type': 'Country', name: 'United States' },
] as const;

/** The public fields of the contact settings the LocalBusiness block uses (never the notification emails). */
export function businessContact(info: BasicInfo | null): Pick<BasicInfo, 'phone' | 'email' | 'facebook'> | null {
  return info ? { phone: info.phone, email: info.email, facebook: info.facebook } : null;
}

export function localBusinessJsonLd(base: string, info: Pick<BasicInfo, 'phone' | 'email' | 'facebook'> | null): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${base}/#business`,
    name: SITE.name,
    description: `Family breeder of AKC-registered golden retriever puppies with ${SITE.yearsExperience} years of experience. Farm visits by appointment only.`,
    url: base,
    image: `${base}/og-default.png`,
    ...(info?.phone ? { telephone: info.phone } : {}),
    ...(info?.email ? { email: info.email } : {}),
    // Town, state and country only: no street address, no coordinates.
    address: {
      '@type': 'PostalAddress',
      addressLocality: SITE.locality,
      addressRegion: SITE.region,
      addressCountry: SITE.country,
    },
    areaServed: AREA_SERVED,
    ...(info?.facebook ? { sameAs: [info.facebook] } : {}),
  };
}
