import { describe, expect, it, vi } from 'vitest';
import type { Backend } from '@/lib/backend/types';
import type { User } from '@/lib/domain/user';
import { signInAs } from './auth';
import { revalidated } from './setup';

type Result = { status: string; message?: string };

/** Everyone an admin action must turn away: nobody, a member, and a forged middleware sub-request. */
export function refusedActors(member: () => User): [string, () => Promise<void>][] {
  return [
    ['anonymous', () => signInAs(null)],
    ['a signed-in user', () => signInAs(member())],
    ['anonymous with x-middleware-subrequest', () => signInAs(null, { 'x-middleware-subrequest': 'middleware' })],
  ];
}

/**
 * The authorisation matrix of one admin feature's actions (puppies, studs): each action refuses each
 * of `refusedActors` with the permission message and changes nothing (records, the target's stored
 * image, revalidations), and works for the admin, revalidating `tag` only. `record` makes a record to
 * act on (with an image URL, or null); its images are stored in the folder named like `tag`.
 */
export function adminActionMatrix(
  noun: string,
  {
    tag,
    cases,
    accounts,
    backend,
    record,
    snapshot,
  }: {
    tag: string;
    cases: [string, (id: string) => Promise<Result>][];
    accounts: { admin: User; member: User };
    backend: Backend;
    record: (imageUrl: string | null) => Promise<{ id: string }>;
    /** What a refused action must leave as it was. */
    snapshot: () => Promise<unknown>;
  },
) {
  describe(`authorisation matrix: only an admin can run the ${noun} actions`, () => {
    for (const [name, call] of cases) {
      for (const [who, signIn] of refusedActors(() => accounts.member)) {
        it(`${name} refuses ${who} and changes nothing`, async () => {
          const image = await storedTestImage(backend, tag, 'guarded');
          const t = await record(image.url);
          const before = await snapshot();
          const revalidations = revalidated.length;
          await signIn();
          const result = await call(t.id);
          expect(result.status).toBe('error');
          expect(result.message).toBe('You do not have permission to do that.');
          expect(await snapshot()).toEqual(before);
          expect(await backend.media.read({ path: image.path })).not.toBeNull();
          expect(revalidated.length).toBe(revalidations);
        });
      }

      it(`${name} works for an admin and revalidates the ${tag} tag`, async () => {
        const t = await record(null);
        const revalidations = revalidated.length;
        await signInAs(accounts.admin);
        const result = await call(t.id);
        expect(result.status).toBe('ok');
        expect(revalidated.slice(revalidations)).toEqual([`tag:${tag}`]);
      });
    }
  });
}

/** A real 1×1 WebP, so the media store of an action test holds an actual image file. */
export const TEST_WEBP = Uint8Array.from(Buffer.from('UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA', 'base64'));

/** Stores TEST_WEBP in `folder` (a fresh name built from `name`): its public URL and its stored path. */
export async function storedTestImage(backend: Backend, folder: string, name: string): Promise<{ url: string; path: string }> {
  const item = await backend.media.put({ path: `${folder}/${Date.now()}_${name}.webp`, bytes: TEST_WEBP, contentType: 'image/webp' });
  return { url: item.url, path: item.fullPath };
}

/**
 * One test per bad input of a create form: `[what, fields, field, error]`. Sending the fields answers
 * "invalid" with `message` and `error` beside `field`, and stores (`snapshot`) and revalidates nothing.
 */
export function refusesEachBadInput({
  bad,
  send,
  message,
  snapshot,
}: {
  bad: [string, Record<string, string | undefined>, string, RegExp][];
  send: (fields: Record<string, string | undefined>) => Promise<Result & { fieldErrors?: Partial<Record<string, string>> }>;
  message: string;
  snapshot: () => Promise<unknown>;
}) {
  for (const [what, fields, field, error] of bad) {
    it(what, async () => {
      const before = await snapshot();
      const revalidations = revalidated.length;
      const result = await send(fields);
      expect(result.status).toBe('invalid');
      expect(result.message).toBe(message);
      expect(result.fieldErrors?.[field]).toMatch(error);
      expect(await snapshot()).toEqual(before);
      expect(revalidated.length).toBe(revalidations);
    });
  }
}

/** Runs `act` while deleting a stored file fails once, as a storage without rights would, and expects one warning logged for it. */
export async function whileMediaDeleteFails(backend: Backend, act: () => Promise<void>) {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const del = vi.spyOn(backend.media, 'delete').mockRejectedValueOnce(new Error('storage/unauthorized'));
  try {
    await act();
    expect(warn).toHaveBeenCalledOnce();
  } finally {
    del.mockRestore();
    warn.mockRestore();
  }
}
