import { getImgProps, type ImageProps } from 'next/dist/shared/lib/get-img-props';
import type { ImageConfigComplete } from 'next/dist/shared/lib/image-config';
import defaultLoader from 'next/dist/shared/lib/image-loader';
import { preload } from 'react-dom';

/**
 * `next/image` without its client component (issue 13, first-load JS): the same optimised URLs,
 * srcset, sizes and fill styles from Next's own `getImgProps` (what `getImageProps` uses), rendered
 * as a plain <img>. Importing `next/image` anywhere, even in a server component, ships its client
 * component (about 5 kB gzip) with the page; this ships nothing from a server component, and only
 * the small props helper from a client one. `priority` preloads the image (React's `preload`, as
 * `next/image` does) and asks for it with high fetch priority, so the LCP image starts at once.
 * Used for every public picture; the props are next/image's (no blur placeholder or onLoad).
 */
export default function Image({ priority, ...rest }: ImageProps) {
  const { props } = getImgProps(
    { ...rest, priority, fetchPriority: priority ? 'high' : rest.fetchPriority },
    // Next's define plugin puts images.* of next.config.ts here, in both server and client bundles.
    { defaultLoader, imgConf: process.env.__NEXT_IMAGE_OPTS as unknown as ImageConfigComplete },
  );
  if (priority) {
    preload(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: 'high',
      crossOrigin: props.crossOrigin,
      referrerPolicy: props.referrerPolicy,
    });
  }
  // eslint-disable-next-line @next/next/no-img-element -- alt comes in props (required by ImageProps)
  return <img {...props} />;
}
