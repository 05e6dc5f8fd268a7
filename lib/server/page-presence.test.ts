import { describe, expect, it } from 'vitest';
import { tempBackend, useTempDataDir } from '@/test/auth';
import { applicationInput, puppyInput } from '@/test/factories';

const tmp = useTempDataDir('breeder-page-presence-');
const { pagePresence } = await import('./page-presence');
const { hashStatusToken, newStatusToken } = await import('./applications');
const b = await tempBackend(tmp, import('@/lib/backend'));

describe('pagePresence: whether a public address names something that is there (as its page decides)', () => {
  it('puppies: a public entry is there; a hidden or unknown one is not', async () => {
    const shown = await b.puppies.create({ input: puppyInput({ name: 'Shown' }) });
    const hidden = await b.puppies.create({ input: puppyInput({ name: 'Hidden', public: false }) });
    expect(await pagePresence(`/puppies/${encodeURIComponent(shown.id)}`)).toBe(true);
    expect(await pagePresence(`/puppies/${encodeURIComponent(hidden.id)}`)).toBe(false);
    expect(await pagePresence('/puppies/not-a-real-id')).toBe(false);
  });

  it('status links: a live token is there; a made-up, malformed or replaced one is not', async () => {
    const token = newStatusToken();
    const app = await b.applications.create({ input: applicationInput(), statusTokenHash: hashStatusToken(token) });
    expect(await pagePresence(`/status/${token}`)).toBe(true);
    expect(await pagePresence(`/status/${newStatusToken()}`)).toBe(false);
    expect(await pagePresence('/status/short')).toBe(false);
    await b.applications.setStatusTokenHash({ id: app.id, tokenHash: hashStatusToken(newStatusToken()) });
    expect(await pagePresence(`/status/${token}`)).toBe(false);
  });

  it('litters, parents, gallery pages and unsubscribe links that are not there', async () => {
    expect(await pagePresence('/litters/nope')).toBe(false);
    expect(await pagePresence('/parents/nope')).toBe(false);
    // No photos: /gallery is the only page; page numbers are written plainly.
    expect(await pagePresence('/gallery/page/2')).toBe(false);
    expect(await pagePresence('/gallery/page/02')).toBe(false);
    expect(await pagePresence('/unsubscribe/nope')).toBe(false);
  });

  it('listing views: a well-formed key is there whatever its page; a key typed wrong is not', async () => {
    expect(await pagePresence('/puppies/view/all.featured.2.')).toBe(true);
    expect(await pagePresence('/puppies/view/litters.price.1-3.UmVk')).toBe(true);
    expect(await pagePresence('/puppies/view/garbage')).toBe(false);
    expect(await pagePresence('/puppies/view/all.featured.3-2.')).toBe(false);
  });

  it('does not answer for addresses it does not know or cannot decode (the page decides)', async () => {
    expect(await pagePresence('/about/x')).toBeNull();
    expect(await pagePresence('/puppies/%E0%A4%A')).toBeNull();
    expect(await pagePresence('/puppies/a/b')).toBeNull();
  });
});
