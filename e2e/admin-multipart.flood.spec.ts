import { expect, test } from './test';
import { uniqueId } from './auth-support';
import { E2E_ADMIN, E2E_ORIGIN } from './env';
import { callAction, callFormAction, findActionId, signInCookies } from './http-client';
import { withE2eDb } from './sqlite';

/**
 * docs/security.md: multipart server-action bodies lost their first field under /admin with the
 * Node-runtime middleware (a stud create said "Name is required", a Basic Info save stored a blank
 * address). 300 concurrent creates through Node `fetch` with a real admin session and the action id
 * taken from the page's scripts, each body sent in two pieces as a network may deliver it; every
 * stored record must equal what was sent. Its own Playwright project ('flood', last), so the burst
 * slows no other test.
 */


test.describe('multipart admin saves (docs/security.md)', () => {
  test('300 concurrent stud creates, bodies sent in pieces like a real network: every stored record equals what was sent', async () => {
    test.setTimeout(180_000);
    const admin = await signInCookies(E2E_ORIGIN, E2E_ADMIN.email, E2E_ADMIN.password);
    const create = await findActionId(E2E_ORIGIN, '/admin/studs', 'createStudAction', admin);
    const remove = await findActionId(E2E_ORIGIN, '/admin/studs', 'deleteStudAction', admin);
    const tag = `M${uniqueId()}`;
    const sent = Array.from({ length: 300 }, (_, i) => ({
      name: `${tag} stud ${i}`,
      registration: `AKC-${tag}-${i}`,
      color: `Colour ${i}`,
      notes: `Notes of ${i}: ${'x'.repeat((i % 50) + 1)}`,
    }));
    const results = await Promise.all(
      sent.map((s, i) =>
        callFormAction(
          E2E_ORIGIN,
          '/admin/studs',
          create,
          admin,
          [
            ['name', s.name],
            ['registration', s.registration],
            ['color', s.color],
            ['dob', ''],
            ['studFee', ''],
            ['notes', s.notes],
          ],
          // The first piece ends inside the first field's part (its name or value), as a slow
          // network or a proxy may deliver it; then the rest.
          { splitAt: 30 + (i % 120), pauseMs: i % 3 },
        ),
      ),
    );
    type Row = { id: string; name: string; registration: string; color: string; notes: string; available: number };
    const rows = withE2eDb(
      (db) => db.prepare('SELECT id, name, registration, color, bio AS notes, stud_available AS available FROM parents WHERE stud_offered = 1 AND (registration LIKE ? OR name LIKE ?)').all(`AKC-${tag}-%`, `${tag} %`) as Row[],
      { readonly: true },
    );
    try {
      const refused = results.filter((r) => (r.result as { status?: string } | null)?.status !== 'ok');
      const wrong = sent.filter((s) => {
        const r = rows.find((x) => x.registration === s.registration);
        return !r || r.name !== s.name || r.color !== s.color || r.notes !== s.notes || r.available !== 0;
      });
      console.log(`[multipart] ${sent.length} saves: ${refused.length} refused, ${wrong.length} stored differently, ${rows.length} stored`);
      expect(refused.map((r) => r.result)).toEqual([]);
      expect(wrong.map((s) => s.name)).toEqual([]);
      expect(rows).toHaveLength(sent.length);
    } finally {
      await Promise.all(rows.map((r) => callAction(E2E_ORIGIN, '/admin/studs', remove, admin, [r.id])));
    }
  });
});
