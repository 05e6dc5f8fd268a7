import fs from 'node:fs';
import { expect } from '@playwright/test';
import { fixtureImage, uniqueId } from './auth-support';
import { callAction, callFormAction, cookieHeader, findActionId } from './http-client';
import { visibleWithin, visit } from './second-server';

/**
 * The six admin edits of docs/caching.md, made through server A's own admin actions and upload route (as
 * the admin's browser sends them), each checked on server B's public pages: visible within 2 s.
 * Shared by the embedded (e2e/cache-coherence.spec.ts) and Firebase (e2e-firebase/) specs; the
 * store lookups differ per backend.
 */

export const VISIBLE_WITHIN_MS = 2000;

export type Store = {
  entryIdByName(name: string): Promise<string | null>;
  studIdByName(name: string): Promise<string | null>;
  basicInfo(): Promise<{ address: string; phone: string; email: string; facebook: string; notificationEmails: string[] }>;
};

type Ctx = { a: string; b: string; cookies: Map<string, string>; store: Store; label: string };

/** How long each change took to show on B (ms), for the report. */
export const timings: Record<string, number> = {};

const htmlOf = async (origin: string, path: string) => (await visit(origin, path)).html;

async function onB(ctx: Ctx, what: string, path: string, check: (html: string, status: number) => boolean): Promise<void> {
  const took = await visibleWithin(VISIBLE_WITHIN_MS, async () => {
    const page = await visit(ctx.b, path);
    return check(page.html, page.status);
  }).catch(() => -1);
  expect(took, `${what}: on server B's ${path} within ${VISIBLE_WITHIN_MS} ms`).toBeGreaterThanOrEqual(0);
  timings[`${ctx.label}: ${what}`] = took;
}

async function action(ctx: Ctx, page: string, name: string) {
  return findActionId(ctx.a, page, name, ctx.cookies);
}

async function expectOk(p: Promise<{ status: number; result: unknown }>) {
  const r = await p;
  expect(r.status).toBe(200);
  expect(r.result).toMatchObject({ status: 'ok' });
}

async function upload(ctx: Ctx, kind: 'gallery' | 'hero', file: string): Promise<{ url: string; path: string }> {
  const body = new FormData();
  body.append('kind', kind);
  body.append('file', new Blob([fs.readFileSync(file)], { type: 'image/png' }), file.split('/').pop()!);
  const res = await fetch(`${ctx.a}/api/admin/uploads`, { method: 'POST', headers: { cookie: cookieHeader(ctx.cookies) }, body });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as { url: string; path: string };
}

const puppyFields = (name: string, id?: string): [string, string][] => [
  ...(id ? ([['id', id]] as [string, string][]) : []),
  ['entryType', 'puppy'],
  ['name', name],
  ['description', 'Made by the cache coherence spec.'],
  ['order', '999'],
  ['status', 'Available'],
  ['price', '2500'],
  ['sex', 'Female'],
  ['color', 'Golden'],
  ['public', 'on'],
];

export async function puppyEditAndHide(ctx: Ctx): Promise<void> {
  const id = uniqueId();
  const name = `Coherent Pup ${id}`;
  const renamed = `Coherent Renamed ${id}`;
  // B has the listing cached before the edits.
  expect(await htmlOf(ctx.b, '/puppies')).not.toContain(name);

  await expectOk(callFormAction(ctx.a, '/admin/puppies', await action(ctx, '/admin/puppies', 'createPuppyAction'), ctx.cookies, puppyFields(name)));
  await onB(ctx, 'a new puppy', '/puppies', (html) => html.includes(name));
  const entryId = (await ctx.store.entryIdByName(name))!;
  expect(entryId).toBeTruthy();

  await expectOk(callFormAction(ctx.a, '/admin/puppies', await action(ctx, '/admin/puppies', 'updatePuppyAction'), ctx.cookies, puppyFields(renamed, entryId)));
  await onB(ctx, 'a puppy edit', '/puppies', (html) => html.includes(renamed) && !html.includes(name));
  await onB(ctx, 'a puppy edit (detail page)', `/puppies/${entryId}`, (html, status) => status === 200 && html.includes(renamed));

  expect(await callAction(ctx.a, '/admin/puppies', await action(ctx, '/admin/puppies', 'togglePuppyPublicAction'), ctx.cookies, [entryId])).toBe(200);
  await onB(ctx, 'a hidden entry', '/puppies', (html) => !html.includes(renamed));
  await onB(ctx, 'a hidden entry (detail page 404)', `/puppies/${entryId}`, (_html, status) => status === 404);

  expect(await callAction(ctx.a, '/admin/puppies', await action(ctx, '/admin/puppies', 'deletePuppyAction'), ctx.cookies, [entryId])).toBe(200);
}

export async function studDelete(ctx: Ctx): Promise<void> {
  const name = `Coherent Stud ${uniqueId()}`;
  expect(await htmlOf(ctx.b, '/studs')).not.toContain(name);
  await expectOk(
    callFormAction(ctx.a, '/admin/studs', await action(ctx, '/admin/studs', 'createStudAction'), ctx.cookies, [
      ['name', name],
      ['available', 'on'],
      ['studFee', '$1,500'],
      ['color', 'Golden'],
    ]),
  );
  await onB(ctx, 'a new stud', '/studs', (html) => html.includes(name));
  const studId = (await ctx.store.studIdByName(name))!;
  expect(studId).toBeTruthy();
  expect(await callAction(ctx.a, '/admin/studs', await action(ctx, '/admin/studs', 'deleteStudAction'), ctx.cookies, [studId])).toBe(200);
  await onB(ctx, 'a deleted stud', '/studs', (html) => !html.includes(name));
}

export async function galleryImage(ctx: Ctx): Promise<void> {
  const stem = `coherent-gallery-${uniqueId()}`;
  expect(await htmlOf(ctx.b, '/gallery')).not.toContain(stem);
  const file = await fixtureImage(`${stem}.png`);
  const stored = await upload(ctx, 'gallery', file);
  fs.rmSync(file, { force: true });
  await onB(ctx, 'a new gallery image', '/gallery', (html) => html.includes(stem));
  expect(await callAction(ctx.a, '/admin/gallery', await action(ctx, '/admin/gallery', 'deleteGalleryImageAction'), ctx.cookies, [stored.path])).toBe(200);
  await onB(ctx, 'a deleted gallery image', '/gallery', (html) => !html.includes(stem));
}

export async function heroImage(ctx: Ctx): Promise<void> {
  const file = await fixtureImage(`coherent-hero-${uniqueId()}.png`, { width: 1600, height: 900 });
  const stored = await upload(ctx, 'hero', file);
  fs.rmSync(file, { force: true });
  const shown = (html: string) => html.includes(encodeURIComponent(stored.url)) || html.includes(stored.url.replaceAll('&', '&amp;'));
  await onB(ctx, 'a changed hero', '/', shown);
  expect(await callAction(ctx.a, '/admin/basic-info', await action(ctx, '/admin/basic-info', 'restoreHeroImageAction'), ctx.cookies, [])).toBe(200);
  await onB(ctx, 'the restored hero', '/', (html) => !shown(html));
}

export async function contactInfo(ctx: Ctx): Promise<void> {
  const before = await ctx.store.basicInfo();
  const phone = `(585) 555-${String(Math.floor(Math.random() * 9000) + 1000)}`;
  const save = await action(ctx, '/admin/basic-info', 'saveBasicInfoAction');
  const fields = (p: string): [string, string][] => [
    ['address', before.address],
    ['phone', p],
    ['email', before.email],
    ['facebook', before.facebook],
    ...before.notificationEmails.map((e): [string, string] => ['notificationEmails', e]),
  ];
  await expectOk(callFormAction(ctx.a, '/admin/basic-info', save, ctx.cookies, fields(phone)));
  await onB(ctx, 'changed contact info', '/contact', (html) => html.includes(phone));
  await expectOk(callFormAction(ctx.a, '/admin/basic-info', save, ctx.cookies, fields(before.phone)));
  await onB(ctx, 'restored contact info', '/contact', (html) => !html.includes(phone));
}
