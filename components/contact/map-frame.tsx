'use client';

import { useEffect, useState } from 'react';
import { afterFirstView } from '@/components/ui/after-first-view';

/**
 * The embedded map, a third-party frame (its own connection, page and tiles): it is added once the
 * page's first view is on screen (components/ui/after-first-view.ts), so a phone spends its first
 * second on the page itself. Its box is sized by the stylesheet, so nothing moves when it arrives.
 * Without JavaScript the same frame is in a <noscript> and loads as any iframe does.
 */
export function MapFrame({ src, title }: { src: string; title: string }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let live = true;
    void afterFirstView().then(() => live && setShown(true));
    return () => {
      live = false;
    };
  }, []);
  const frame = <iframe title={title} src={src} loading="lazy" referrerPolicy="no-referrer-when-downgrade" width="100%" height="400" />;
  return shown ? frame : <noscript>{frame}</noscript>;
}
