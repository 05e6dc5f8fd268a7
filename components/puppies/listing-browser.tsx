'use client';

import dynamic from 'next/dynamic';
import type { ComponentProps } from 'react';
import type { PuppyBrowser as InBrowser } from './puppy-browser';
import type { ServerPuppyBrowser as ServerPaged } from './server-puppy-browser';

/**
 * The /puppies listing's client side in the catalogue's mode (docs/scale.md, first-load JS): each mode's
 * browser is its own chunk, loaded through next/dynamic from this client component, so the page's
 * first-load JS carries neither of them and a view never downloads the mode it does not use. The
 * server still renders the chosen browser (ssr on), so the HTML is the same as before and nothing
 * shifts: hydration keeps the server's markup until the chunk arrives.
 */
const PuppyBrowser = dynamic(() => import('./puppy-browser').then((m) => m.PuppyBrowser));
const ServerPuppyBrowser = dynamic(() => import('./server-puppy-browser').then((m) => m.ServerPuppyBrowser));

type Props =
  | { mode: 'in-browser'; props: ComponentProps<typeof InBrowser> }
  | { mode: 'server-paged'; props: ComponentProps<typeof ServerPaged> };

export function ListingBrowser(p: Props) {
  return p.mode === 'in-browser' ? <PuppyBrowser {...p.props} /> : <ServerPuppyBrowser {...p.props} />;
}
