import { describe, expect, it } from 'vitest';
import { pageMetadata } from './page-metadata';
import { SITE } from './site';

describe('pageMetadata', () => {
  it('gives a public page its canonical link and full share card', () => {
    expect(pageMetadata({ path: '/studs', title: 'Stud Services', description: 'Studs.', imageAlt: 'Golden retrievers in Albion, NY' })).toEqual({
      title: 'Stud Services',
      description: 'Studs.',
      alternates: { canonical: '/studs' },
      openGraph: {
        type: 'website',
        siteName: SITE.name,
        title: 'Stud Services',
        description: 'Studs.',
        url: '/studs',
        images: [{ url: '/og-default.png', width: 1200, height: 630, alt: 'Golden retrievers in Albion, NY' }],
      },
    });
  });

  it('keeps the home page title absolute, a separate share title and a given image', () => {
    const m = pageMetadata({ path: '/', title: 'Home', description: 'd', absoluteTitle: true, shareTitle: `Home | ${SITE.name}`, image: { url: 'https://x.example/a.webp', alt: 'Sunny' } });
    expect(m.title).toEqual({ absolute: 'Home' });
    expect(m.openGraph).toMatchObject({ title: `Home | ${SITE.name}`, images: [{ url: 'https://x.example/a.webp', alt: 'Sunny' }] });
  });

  it('gives account pages a basic card', () => {
    expect(pageMetadata({ path: '/login', title: 'Sign in', description: 'd', card: 'basic' })).toEqual({
      title: 'Sign in',
      description: 'd',
      alternates: { canonical: '/login' },
      openGraph: { title: 'Sign in', description: 'd', url: '/login' },
    });
  });
});
