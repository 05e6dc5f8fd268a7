'use client';

import Link from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';

type Props = Omit<ComponentProps<typeof Link>, 'href' | 'prefetch'> & { href: string };

/**
 * A link that prefetches its page when the visitor shows the intent to follow it (pointer over
 * it, a touch, keyboard focus) instead of when it scrolls into view. For the links every page
 * shows above the fold (the header's home link, the heroes' calls to action): prefetching them
 * on sight meant fetching and decoding one or two other pages during every page's start-up,
 * the largest part of its blocking time under Lighthouse's mobile throttling (docs/seo.md).
 */
export default function IntentLink({ href, onPointerEnter, onTouchStart, onFocus, ...rest }: Props) {
  const router = useRouter();
  const prefetch = () => router.prefetch(href);
  return (
    <Link
      {...rest}
      href={href}
      prefetch={false}
      onPointerEnter={(e) => {
        prefetch();
        onPointerEnter?.(e);
      }}
      onTouchStart={(e) => {
        prefetch();
        onTouchStart?.(e);
      }}
      onFocus={(e) => {
        prefetch();
        onFocus?.(e);
      }}
    />
  );
}
