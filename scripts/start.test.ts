import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { siteUrl } from '@/lib/config/site-origin';
import { applySiteOrigin } from '@/lib/config/site-origin';
import { buildFingerprint, credentialsBox, productionInstall, readCredentials, rebuildReason, writeStamp } from './start.mjs';

const dirs: string[] = [];
function project(): string {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'breeder-start-'));
  dirs.push(d);
  fs.mkdirSync(path.join(d, 'app'), { recursive: true });
  fs.mkdirSync(path.join(d, 'lib'), { recursive: true });
  fs.writeFileSync(path.join(d, 'app', 'page.tsx'), 'export default function Page() { return null; }\n');
  fs.writeFileSync(path.join(d, 'package-lock.json'), '{}\n');
  return d;
}
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
afterEach(() => vi.unstubAllEnvs());

describe('npm start builds only when needed', () => {
  it('tells a production install (no dev tools: its build skips lint and type checks) from a full one', () => {
    const root = project();
    expect(productionInstall(root)).toBe(true);
    fs.mkdirSync(path.join(root, 'node_modules', 'eslint'), { recursive: true });
    fs.writeFileSync(path.join(root, 'node_modules', 'eslint', 'package.json'), '{}\n');
    expect(productionInstall(root)).toBe(false);
  });

  it('builds when there is no build, then not until a source, the lock or a build-time variable changes', () => {
    const root = project();
    const dist = path.join(root, '.next');
    const env = { PORT: '3000', NEXT_PUBLIC_SITE_URL: 'https://example.com', HOME: '/root' };
    const fp = buildFingerprint(root, env);
    expect(rebuildReason(dist, fp)).toBe('no production build yet');
    fs.mkdirSync(dist);
    fs.writeFileSync(path.join(dist, 'BUILD_ID'), 'x');
    expect(rebuildReason(dist, fp)).toMatch(/no stamp/);
    writeStamp(dist, fp);
    expect(rebuildReason(dist, buildFingerprint(root, env))).toBeNull();
    // Variables a build does not read change nothing; test files change nothing.
    expect(rebuildReason(dist, buildFingerprint(root, { ...env, HOME: '/elsewhere', DATA_DIR: '/srv/data' }))).toBeNull();
    fs.writeFileSync(path.join(root, 'lib', 'x.test.ts'), 'test');
    expect(rebuildReason(dist, buildFingerprint(root, env))).toBeNull();
    // next-env.d.ts is written by `next build` itself.
    fs.writeFileSync(path.join(root, 'next-env.d.ts'), '/// <reference types="next" />\n');
    expect(rebuildReason(dist, buildFingerprint(root, env))).toBeNull();

    expect(rebuildReason(dist, buildFingerprint(root, { ...env, PORT: '8080' }))).toMatch(/changed/);
    expect(rebuildReason(dist, buildFingerprint(root, { ...env, NEXT_PUBLIC_SITE_URL: 'https://other.example' }))).toMatch(/changed/);
    // The forms' ids come from this key (docs/forms.md): a new key needs a new build.
    expect(rebuildReason(dist, buildFingerprint(root, { ...env, NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: 'a2V5' }))).toMatch(/changed/);
    fs.writeFileSync(path.join(root, 'lib', 'new.ts'), 'export const x = 1;\n');
    expect(rebuildReason(dist, buildFingerprint(root, env))).toMatch(/changed/);
    writeStamp(dist, buildFingerprint(root, env));
    fs.writeFileSync(path.join(root, 'package-lock.json'), '{"lockfileVersion":3}\n');
    expect(rebuildReason(dist, buildFingerprint(root, env))).toMatch(/changed/);
  });

  it('the first admin box carries the address, email, password and the file to delete', () => {
    const dir = project();
    const file = path.join(dir, 'admin-credentials.txt');
    expect(readCredentials(file)).toBeNull();
    fs.writeFileSync(file, 'email: admin@breeder.local\npassword: Zq8-secret-pw\n');
    const creds = readCredentials(file)!;
    expect(creds).toEqual({ email: 'admin@breeder.local', password: 'Zq8-secret-pw' });
    const box = credentialsBox({ ...creds, file, origin: 'http://localhost:4100' }).split('\n').filter(Boolean);
    expect(box[0]).toMatch(/^#{20,}$/);
    expect(box.at(-1)).toBe(box[0]);
    // Every line of the box has the same width.
    expect(new Set(box.map((l) => l.length)).size).toBe(1);
    const text = box.join('\n');
    for (const part of ['http://localhost:4100/login', 'admin@breeder.local', 'Zq8-secret-pw', file]) expect(text).toContain(part);
  });
});

describe('one setting for the public origin', () => {
  it('NEXT_PUBLIC_SITE_URL wins; otherwise the local origin on PORT', () => {
    vi.stubEnv('NEXT_PUBLIC_SITE_URL', '');
    vi.stubEnv('SITE_URL', '');
    vi.stubEnv('PORT', '');
    expect(siteUrl()).toBe('http://localhost:3000');
    vi.stubEnv('PORT', '4123');
    expect(siteUrl()).toBe('http://localhost:4123');
    vi.stubEnv('NEXT_PUBLIC_SITE_URL', 'https://www.example.com/');
    expect(siteUrl()).toBe('https://www.example.com');
  });

  it('NEXTAUTH_URL falls back to the site origin (NEXT_PUBLIC_SITE_URL, else localhost:PORT); an explicit one is kept', () => {
    const env: Record<string, string | undefined> = { NEXT_PUBLIC_SITE_URL: 'https://www.example.com/' };
    applySiteOrigin(env);
    expect(env.NEXTAUTH_URL).toBe('https://www.example.com');
    const explicit: Record<string, string | undefined> = { NEXT_PUBLIC_SITE_URL: 'https://www.example.com', NEXTAUTH_URL: 'https://auth.example.com' };
    applySiteOrigin(explicit);
    expect(explicit.NEXTAUTH_URL).toBe('https://auth.example.com');
    // Neither set: the local origin on PORT, not next-auth's own fixed http://localhost:3000.
    const local: Record<string, string | undefined> = { PORT: '4100' };
    applySiteOrigin(local);
    expect(local.NEXTAUTH_URL).toBe('http://localhost:4100');
    const none: Record<string, string | undefined> = {};
    applySiteOrigin(none);
    expect(none.NEXTAUTH_URL).toBe('http://localhost:3000');
  });
});
