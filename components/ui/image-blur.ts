import { getImageBlurSvg } from 'next/dist/shared/lib/image-blur-svg';
import type { CSSProperties } from 'react';

/**
 * next/image's `placeholder="blur"` as a style for components/ui/image.tsx: `blurDataURL`, blurred
 * by the same SVG filter, behind the image while it loads. For a `fill` image without object-fit
 * in its style (width/height: pass them for the SVG's box, as next/image does).
 */
export function blurPlaceholder(blurDataURL: string, size: { width?: number; height?: number } = {}): CSSProperties {
  return {
    backgroundSize: 'cover',
    backgroundPosition: '50% 50%',
    backgroundRepeat: 'no-repeat',
    backgroundImage: `url("data:image/svg+xml;charset=utf-8,${getImageBlurSvg({ widthInt: size.width, heightInt: size.height, blurDataURL })}")`,
  };
}
