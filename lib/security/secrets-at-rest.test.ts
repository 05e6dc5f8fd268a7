import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createLocalBackend, type LocalBackend } from '@/lib/backend/local';
import { widerThanPrivate } from '@/lib/backend/local/db';
import { drainDue } from '@/lib/mail/drain';
import { outboxOnlyTransport, type MailTransport } from '@/lib/mail/transports';
import { exportSite } from '@/lib/transfer/export';
import { readTarGz } from '@/lib/transfer/tar';
import { createBackup } from '@/scripts/site-archive.mjs';
import { REDACTED, redactSecrets } from './redact.mjs';

/** No working secret at rest (docs/security.md): kept mail, exports, backups, file modes. */
const dirs: string[] = [];
const temp = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'breeder-secrets-'));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcd'; // 42 characters, like the site's 43-character tokens
const LINKS = [
  `https://site.test/status/${TOKEN}`,
  `https://site.test/reset-password?token=${TOKEN}`,
  `https://site.test/subscribe/confirm/${TOKEN}`,
  `https://site.test/unsubscribe/${TOKEN}`,
  `https://site.test/account/verify/${TOKEN}`,
];
const body = `Hello,\n\n${LINKS.join('\n')}\n\nAlbion Goldens`;

async function backendWithMail(): Promise<{ b: LocalBackend; dir: string; id: string }> {
  const dir = temp();
  const b = await createLocalBackend({ dataDir: dir, seed: false });
  const m = await b.outbox.add({ message: { kind: 'application', to: ['fam@example.com'], subject: 'S', body, fromName: 'Site', replyEmail: '', phone: '' } });
  await b.mailDeliveries.enqueue({ messageId: m.id });
  return { b, dir, id: m.id };
}

describe('redactSecrets', () => {
  it('removes the token of every kind of link the site mails, and keeps the rest', () => {
    const out = redactSecrets(body);
    expect(out).not.toContain(TOKEN);
    expect(out).toContain(`https://site.test/status/${REDACTED}`);
    expect(out).toContain(`https://site.test/reset-password?token=${REDACTED}`);
    expect(out).toContain('Hello,');
    expect(redactSecrets('Thank you for the puppy photos!')).toBe('Thank you for the puppy photos!');
  });
});

describe('kept mail', () => {
  it('loses its links once a real transport delivered it; the transport got them', async () => {
    const { b, id } = await backendWithMail();
    const sent: string[] = [];
    const smtp: MailTransport = { name: 'smtp', send: async ({ message }) => void sent.push(message.body) };
    expect(await drainDue(b, smtp)).toMatchObject({ sent: 1 });
    expect(sent[0]).toContain(TOKEN);
    expect((await b.outbox.get({ id }))!.body).not.toContain(TOKEN);
    b.close();
  });

  it('with no transport configured the outbox is the mailbox and keeps them', async () => {
    const { b, id } = await backendWithMail();
    await drainDue(b, outboxOnlyTransport);
    expect((await b.outbox.get({ id }))!.body).toContain(TOKEN);
    b.close();
  });
});

describe('archives', () => {
  it('an export holds no working link', async () => {
    const { b, dir } = await backendWithMail();
    const file = path.join(dir, 'export.tar.gz');
    await exportSite(b, file);
    let text = '';
    for await (const entry of readTarGz(file)) text += Buffer.from(entry.bytes).toString('utf8');
    expect(text).toContain('Albion Goldens');
    expect(text).not.toContain(TOKEN);
    b.close();
  });

  it('a backup holds no working link, not even in freed pages of its database', async () => {
    const { b, dir } = await backendWithMail();
    b.close();
    const archive = path.join(temp(), 'b.tar.gz');
    await createBackup({ dataDir: dir, dest: archive });
    let raw = Buffer.alloc(0);
    for await (const entry of readTarGz(archive)) if (entry.name === 'site.db') raw = Buffer.from(entry.bytes);
    expect(raw.length).toBeGreaterThan(0);
    expect(raw.includes(Buffer.from(TOKEN))).toBe(false);
    const copy = path.join(temp(), 'site.db');
    fs.writeFileSync(copy, raw);
    const db = new Database(copy, { readonly: true });
    expect((db.prepare('SELECT body FROM outbox').get() as { body: string }).body).toContain(`/status/${REDACTED}`);
    db.close();
  });
});

describe('DATA_DIR modes', () => {
  it('a new DATA_DIR is 0700 and its database files 0600', async () => {
    const dir = path.join(temp(), 'data');
    const b = await createLocalBackend({ dataDir: dir, seed: false });
    await b.outbox.add({ message: { kind: 'contact', to: ['a@b.c'], subject: 's', body: 'b', fromName: '', replyEmail: '', phone: '' } });
    await b.media.put({ path: 'journal/L1/a.webp', bytes: new Uint8Array([1, 2, 3]), contentType: 'image/webp' });
    const mode = (p: string) => (fs.statSync(p).mode & 0o777).toString(8);
    expect(mode(dir)).toBe('700');
    expect(mode(path.join(dir, 'site.db'))).toBe('600');
    expect(mode(path.join(dir, 'site.db-wal'))).toBe('600');
    expect(mode(path.join(dir, 'uploads'))).toBe('700');
    expect(mode(path.join(dir, 'uploads', 'journal', 'L1', 'a.webp'))).toBe('600');
    expect(widerThanPrivate(dir)).toEqual([]);
    b.close();
  });

  it('warns at start about a DATA_DIR others can read', async () => {
    const dir = temp();
    fs.chmodSync(dir, 0o755);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const b = await createLocalBackend({ dataDir: dir, seed: false });
    expect(warn.mock.calls.flat().join(' ')).toMatch(/other users of this machine can read the site's data: .* \(0755\)/);
    warn.mockRestore();
    b.close();
  });
});
