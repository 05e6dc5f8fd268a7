import { describe, expect, it } from 'vitest';
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
 * image, revalidations), and works for the admin, revalidating `tag` only.
 */
export function adminActionMatrix({
  title,
  tag,
  cases,
  users,
  target,
  snapshot,
}: {
  title: string;
  tag: string;
  cases: [string, (id: string) => Promise<Result>][];
  users: () => { admin: User; member: User };
  /** A record to act on; with `withImage`, one with a stored image and a check that it is still stored. */
  target: (withImage: boolean) => Promise<{ id: string; imageKept?: () => Promise<boolean> }>;
  /** What a refused action must leave as it was. */
  snapshot: () => Promise<unknown>;
}) {
  describe(title, () => {
    for (const [name, call] of cases) {
      for (const [who, signIn] of refusedActors(() => users().member)) {
        it(`${name} refuses ${who} and changes nothing`, async () => {
          const t = await target(true);
          const before = await snapshot();
          const revalidations = revalidated.length;
          await signIn();
          const result = await call(t.id);
          expect(result.status).toBe('error');
          expect(result.message).toBe('You do not have permission to do that.');
          expect(await snapshot()).toEqual(before);
          if (t.imageKept) expect(await t.imageKept()).toBe(true);
          expect(revalidated.length).toBe(revalidations);
        });
      }

      it(`${name} works for an admin and revalidates the ${tag} tag`, async () => {
        const t = await target(false);
        const revalidations = revalidated.length;
        await signInAs(users().admin);
        const result = await call(t.id);
        expect(result.status).toBe('ok');
        expect(revalidated.slice(revalidations)).toEqual([`tag:${tag}`]);
      });
    }
  });
}
