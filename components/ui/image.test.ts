import { getImgProps, type ImageProps as NextImageProps } from 'next/dist/shared/lib/get-img-props';
import type { ImageConfigComplete } from 'next/dist/shared/lib/image-config';
import defaultLoader from 'next/dist/shared/lib/image-loader';
import { describe, expect, it } from 'vitest';
import { IMAGE_LOCAL_PATTERNS, IMAGE_QUALITIES } from '@/lib/security/images';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { imageProps, imgAttributes, type ImageConfig, type ImageProps } from './image';
import { blurPlaceholder } from './image-blur';

// next.config.ts `images`, as Next's define plugin hands them to next/image.
const CONFIG: ImageConfig = {
  deviceSizes: [360, 480, 640, 828, 1080, 1280, 1600, 1920],
  imageSizes: [64, 96, 128, 256, 384],
  qualities: [...IMAGE_QUALITIES],
  path: '/_next/image',
  dangerouslyAllowSVG: false,
};

function nextProps(p: NextImageProps) {
  const { props } = getImgProps(p, { defaultLoader, imgConf: { ...CONFIG, localPatterns: IMAGE_LOCAL_PATTERNS } as unknown as ImageConfigComplete });
  return props;
}

describe('components/ui/image: the <img> next/image renders, without its client code', () => {
  const cases: ImageProps[] = [
    { src: '/hero-bg-square.png', alt: '', fill: true, priority: true, sizes: '100vw', className: 'bg' },
    { src: '/media/puppies/a.webp?v=1', alt: 'Sunny', fill: true, sizes: '(max-width: 640px) 100vw, (max-width: 1000px) 50vw, 380px' },
    { src: '/media/gallery/b.webp?v=2', alt: 'Meadow', width: 1200, height: 900, sizes: '(max-width: 700px) 50vw, 33vw' },
    { src: '/media/gallery/c.jpg', alt: 'Fixed', width: 300, height: 200 },
    { src: '/media/gallery/d.jpg', alt: 'No sizes', fill: true },
    { src: '/media/gallery/e.jpg', alt: 'Px sizes', width: 100, height: 100, sizes: '380px', loading: 'eager', quality: IMAGE_QUALITIES[0] },
    { src: '/seals/akc.svg', alt: 'AKC', width: 72, height: 72 },
    { src: 'data:image/png;base64,AAAA', alt: 'inline', width: 10, height: 10 },
    { src: 'https://firebasestorage.googleapis.com/v0/b/x/o/p.jpg?alt=media&token=t', alt: 'remote', fill: true, sizes: '50vw', style: { objectPosition: 'top' } },
    { src: '/media/x.jpg', alt: 'attrs', width: 64, height: 64, id: 'pic', title: 'T', draggable: false },
  ];
  it.each(cases.map((c) => [c.alt, c] as const))('same attributes as next/image for %s', (_alt, c) => {
    const expected = nextProps(c);
    // What we add on purpose: a priority image is fetched with high priority.
    if (c.priority) expected.fetchPriority = 'high';
    const actual = imageProps(c, CONFIG);
    const clean = (o: object) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
    expect(clean(actual)).toEqual(clean(expected));
  });

  it('imgAttributes hands the same <img> as data: no undefined value, the same markup', () => {
    // The home carousel's thumbnail: a fixed size, 1x/2x.
    const thumb = { src: '/media/adminGallery/p.webp?v=1', alt: '', width: 320, height: 240 } as const;
    const attrs = imgAttributes(thumb, CONFIG);
    expect(Object.values(attrs)).not.toContain(undefined);
    expect(attrs.srcSet?.split(', ')).toHaveLength(2);
    expect(renderToStaticMarkup(createElement('img', attrs))).toBe(renderToStaticMarkup(createElement('img', imageProps(thumb, CONFIG))));
  });

  it('draws the blur placeholder as next/image does, through blurPlaceholder()', () => {
    const base = { src: '/media/studs/s.jpg', alt: 'blurred', fill: true, sizes: '380px' } as const;
    const preview = 'data:image/webp;base64,UklGR';
    const expected = nextProps({ ...base, placeholder: 'blur', blurDataURL: preview });
    expect(imageProps({ ...base, style: blurPlaceholder(preview) }, CONFIG)).toEqual(expected);
    const sized = { src: '/media/studs/t.jpg', alt: 'sized', width: 400, height: 300 } as const;
    expect(imageProps({ ...sized, style: blurPlaceholder(preview, sized) }, CONFIG)).toEqual(nextProps({ ...sized, placeholder: 'blur', blurDataURL: preview }));
  });
});
