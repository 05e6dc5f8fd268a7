import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { useTempDataDir } from '@/test/auth';
import { fromIp } from '@/test/client-ip';
import { applicationFormValues, puppyInput } from '@/test/factories';
import { applicationFormSchema } from '@/lib/domain/application';

// One check per hole closed in docs/security.md, each written so that it ran unchanged against the
// code before those changes (where every one failed) and after (docs/security.md lists both).
const tmp = useTempDataDir('breeder-holes-');
(globalThis as { React?: unknown }).React = await import('react');
const { getBackend } = await import('@/lib/backend');
const { registerWithPassword, requestPasswordReset } = await import('@/lib/server/accounts');
const { submitApplication } = await import('@/lib/server/applications');
const { POST: subscribePost } = await import('@/app/api/subscribe/route');
const media = await import('@/app/media/[...path]/route');
const { securityHeaderRules } = await import('@/lib/security/headers');
const b = await getBackend();
afterAll(tmp.cleanup);
// Folders outside the data folder (a backup's destination, a brand-new data folder), removed with it.
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'breeder-holes-scratch-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));
const form = (email: string, name = 'Jamie Rivera') => applicationFormSchema.parse(applicationFormValues({ email, name }));
let ip = 0;
const subscribe = (email: string, body?: ReadableStream<Uint8Array>) =>
  subscribePost(new Request('http://localhost/api/subscribe', { method: 'POST', body: body ?? new URLSearchParams({ email, website: '' }), headers: { ...fromIp(`198.51.100.${++ip}`), ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) }, duplex: 'half' } as RequestInit));

describe('holes', () => {
  it('1 registering a family address first does not capture its application', async () => {
    const stranger = await registerWithPassword({ email: 'family@example.com', password: 'stranger pass 1' });
    const { application } = await submitApplication(form('family@example.com'));
    expect(application.userId).toBeNull();
    expect(await b.applications.listByUser({ userId: stranger.id })).toEqual([]);
  });

  it('2 five subscribe requests from five clients mail one inbox once', async () => {
    await Promise.all([1, 2, 3, 4, 5].map(() => subscribe('target@example.com')));
    expect((await b.outbox.list({ kind: 'subscription' })).filter((m) => m.to.includes('target@example.com'))).toHaveLength(1);
  });

  it('2 the /apply confirmation echoes nothing the sender typed', async () => {
    await submitApplication(form('victim@example.com', 'Visit spam.example now'));
    const mail = (await b.outbox.list({ kind: 'application' })).find((m) => m.to.includes('victim@example.com'))!;
    expect(mail.body).not.toContain('spam.example');
  });

  it('3 /api/subscribe stops reading a chunked body near its limit', async () => {
    const pulled = { bytes: 0 };
    const chunk = new Uint8Array(64 * 1024).fill(0x61);
    const stream = new ReadableStream<Uint8Array>({ pull: (c) => (pulled.bytes >= 50 * 1024 * 1024 ? c.close() : (pulled.bytes += chunk.byteLength, c.enqueue(chunk))) });
    await subscribe('', stream);
    expect(pulled.bytes).toBeLessThan(300 * 1024);
  });

  it('4 a reset link is not written to the log', async () => {
    await registerWithPassword({ email: 'reset@example.com', password: 'reset pass 1' });
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    await requestPasswordReset({ email: 'reset@example.com' });
    const logged = log.mock.calls.flat().join(' ');
    log.mockRestore();
    expect(logged).not.toMatch(/reset-password\?token=/);
  });

  it('4 an export and a backup hold no working status link', async () => {
    const { token } = await submitApplication(form('export@example.com'));
    const { exportSite } = await import('@/lib/transfer/export');
    const { readTarGz } = await import('@/lib/transfer/tar');
    const file = path.join(tmp.dir, 'export.tar.gz');
    await exportSite(b, file);
    let text = '';
    for await (const e of readTarGz(file)) text += Buffer.from(e.bytes).toString('utf8');
    expect(text).not.toContain(token);
    const { createBackup } = await import('@/scripts/site-archive.mjs');
    const archive = path.join(scratch, 'b.tar.gz');
    await createBackup({ dataDir: tmp.dir, dest: archive });
    let raw = Buffer.alloc(0);
    for await (const e of readTarGz(archive)) if (e.name === 'site.db') raw = Buffer.from(e.bytes);
    expect(raw.length).toBeGreaterThan(0);
    expect(raw.includes(Buffer.from(token))).toBe(false);
  });

  it('4 a new DATA_DIR is 0700 and site.db 0600', async () => {
    const { createLocalBackend } = await import('@/lib/backend/local');
    const dir = path.join(scratch, 'data');
    const local = await createLocalBackend({ dataDir: dir, seed: false });
    expect((fs.statSync(dir).mode & 0o777).toString(8)).toBe('700');
    expect((fs.statSync(path.join(dir, 'site.db')).mode & 0o777).toString(8)).toBe('600');
    local.close();
  });

  it('5 a families-only journal photo is not served to anyone holding the /media URL', async () => {
    const litter = await b.puppies.create({ input: puppyInput({ entryType: 'litter', name: 'Holes litter' }) });
    const file = await b.media.put({ path: `journal/${litter.id}/1-abc_private.webp`, bytes: new Uint8Array([1, 2, 3]), contentType: 'image/webp' });
    await b.journal.create({ input: { litterId: litter.id, date: '2026-05-02', title: 'Pick day', body: 'families', media: [{ kind: 'photo', url: file.url, alt: '', posterUrl: null, width: 1, height: 1 }], visibility: 'families' } });
    const res = await media.GET(new Request(`http://localhost/media/${file.fullPath}`), { params: Promise.resolve({ path: file.fullPath.split('/') }) });
    expect(res.status).toBe(404);
  });

  it('6 secret pages send Referrer-Policy: no-referrer as a header; /media keeps its sandbox CSP', () => {
    const rules = securityHeaderRules({});
    expect(rules.find((r) => r.source === '/status/:path*')?.headers).toEqual([{ key: 'Referrer-Policy', value: 'no-referrer' }]);
    const csp = rules.filter((r) => r.headers.some((h) => h.key === 'Content-Security-Policy'));
    expect(csp.some((r) => new RegExp(`^${r.source.replace(':path*', '.*')}$`).test('/media/a.webp'))).toBe(false);
  });

  it('6 opening a list confirmation link (GET) confirms nothing', async () => {
    const { hashLinkToken, newLinkToken } = await import('@/lib/mail/tokens');
    const token = newLinkToken();
    await b.subscribers.subscribe({ email: 'scanned@example.com', confirmTokenHash: hashLinkToken(token), unsubscribeTokenHash: 'u-scanned' });
    const { default: Page } = await import('@/app/(site)/subscribe/confirm/[token]/page');
    const { renderToStaticMarkup } = await import('react-dom/server');
    renderToStaticMarkup(await (Page as (p: unknown) => Promise<React.ReactElement>)({ params: Promise.resolve({ token }), searchParams: Promise.resolve({}) }));
    expect((await b.subscribers.getByEmail({ email: 'scanned@example.com' }))!.status).toBe('pending');
  });
});
