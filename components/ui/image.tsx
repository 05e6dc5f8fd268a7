import type { CSSProperties, ImgHTMLAttributes } from 'react';
import { preload } from 'react-dom';

/**
 * `next/image` without its client code (docs/scale.md, first-load JS). Importing `next/image` anywhere,
 * even from a server component, ships its client component (about 5 kB gzip) with the page, and
 * its `getImageProps` helper is 3 kB more in a client island. This renders the same <img> for the
 * props the site uses (a string src, width/height or fill, sizes, quality, priority): the same
 * optimised URLs (/_next/image?url=…&w=…&q=…) for the widths Next allows, srcset, sizes, lazy
 * loading and fill styles, from the same `images` settings of next.config.ts. image.test.ts checks
 * it against Next's own getImgProps. A blur placeholder is a style (`blurPlaceholder` in
 * image-blur.ts), so pages without one do not carry its code. `priority` preloads the image (React's `preload`, as next/image
 * does) and asks for it with high fetch priority, so the LCP image starts at once.
 */

export type ImageConfig = { deviceSizes: number[]; imageSizes: number[]; qualities?: number[]; path: string; dangerouslyAllowSVG?: boolean; unoptimized?: boolean };

export type ImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height' | 'loading' | 'srcSet' | 'alt'> & {
  src: string;
  alt: string;
  width?: number;
  height?: number;
  fill?: boolean;
  sizes?: string;
  quality?: number;
  priority?: boolean;
  unoptimized?: boolean;
  loading?: 'lazy' | 'eager';
};

// Next's define plugin writes next.config.ts `images` here, in server and client bundles alike.
const NEXT_IMAGES = process.env.__NEXT_IMAGE_OPTS as unknown as ImageConfig;

function widthsFor(config: ImageConfig, width: number | undefined, sizes: string | undefined): { widths: number[]; kind: 'w' | 'x' } {
  const deviceSizes = [...config.deviceSizes].sort((a, b) => a - b);
  const allSizes = [...config.deviceSizes, ...config.imageSizes].sort((a, b) => a - b);
  if (sizes) {
    const percents = [...sizes.matchAll(/(^|\s)(1?\d?\d)vw/g)].map((m) => parseInt(m[2]!, 10));
    if (!percents.length) return { widths: allSizes, kind: 'w' };
    const smallest = Math.min(...percents) * 0.01;
    return { widths: allSizes.filter((s) => s >= deviceSizes[0]! * smallest), kind: 'w' };
  }
  if (typeof width !== 'number') return { widths: deviceSizes, kind: 'w' };
  const pick = (w: number) => allSizes.find((p) => p >= w) ?? allSizes[allSizes.length - 1]!;
  return { widths: [...new Set([pick(width), pick(width * 2)])], kind: 'x' };
}

function optimizedUrl(config: ImageConfig, src: string, width: number, quality: number | undefined): string {
  const q = quality || config.qualities?.reduce((prev, cur) => (Math.abs(cur - 75) < Math.abs(prev - 75) ? cur : prev)) || 75;
  return `${config.path}?url=${encodeURIComponent(src)}&w=${width}&q=${q}`;
}

/** The <img> attributes next/image would render for these props (without placeholder support). */
export function imageProps(
  { src, width, height, fill = false, sizes, quality, priority = false, unoptimized = false, loading, fetchPriority, decoding = 'async', className, style, ...rest }: ImageProps,
  config: ImageConfig,
): ImgHTMLAttributes<HTMLImageElement> {
  let lazy = !priority && (loading === 'lazy' || loading === undefined);
  let raw = unoptimized || !!config.unoptimized;
  if (!src || src.startsWith('data:') || src.startsWith('blob:')) {
    raw = true;
    lazy = false;
  }
  if (!config.dangerouslyAllowSVG && src.split('?', 1)[0]!.endsWith('.svg')) raw = true;
  const imgStyle: CSSProperties = {
    ...(fill ? { position: 'absolute', height: '100%', width: '100%', left: 0, top: 0, right: 0, bottom: 0 } : {}),
    color: 'transparent',
    ...style,
  };
  let attrs: { sizes: string | undefined; srcSet: string | undefined; src: string };
  if (raw) attrs = { src, srcSet: undefined, sizes: undefined };
  else {
    const { widths, kind } = widthsFor(config, width, sizes);
    attrs = {
      sizes: !sizes && kind === 'w' ? '100vw' : sizes,
      srcSet: widths.map((w, i) => `${optimizedUrl(config, src, w, quality)} ${kind === 'w' ? w : i + 1}${kind}`).join(', '),
      src: optimizedUrl(config, src, widths[widths.length - 1]!, quality),
    };
  }
  return {
    ...rest,
    loading: lazy ? 'lazy' : loading,
    fetchPriority: priority ? 'high' : fetchPriority,
    width,
    height,
    decoding,
    className,
    style: imgStyle,
    ...attrs,
  };
}

/**
 * The <img> attributes `Image` renders for these props, without the undefined ones: for a server
 * component that hands them to a client island as data (the home carousel), so the island renders
 * the same <img> without this module in the browser.
 */
export function imgAttributes(props: ImageProps, config: ImageConfig = NEXT_IMAGES): ImgHTMLAttributes<HTMLImageElement> {
  const img = imageProps(props, config);
  return Object.fromEntries(Object.entries(img).filter(([, v]) => v !== undefined)) as ImgHTMLAttributes<HTMLImageElement>;
}

export default function Image(props: ImageProps) {
  const img = imageProps(props, NEXT_IMAGES);
  if (props.priority && typeof img.src === 'string') {
    preload(img.src, { as: 'image', imageSrcSet: img.srcSet, imageSizes: img.sizes, fetchPriority: 'high', crossOrigin: img.crossOrigin, referrerPolicy: img.referrerPolicy });
  }
  // eslint-disable-next-line @next/next/no-img-element -- alt comes in props (required by ImageProps)
  return <img {...img} />;
}
