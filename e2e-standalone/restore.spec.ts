import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../e2e/test';
import { PUBLIC_PUPPIES, signIn } from '../e2e/support';
import { TEST_KEEP_ALIVE_MS } from '../e2e/env';
import { STANDALONE_ADMIN, STANDALONE_DIST } from './env';

/**
 * Backup → edit → stop → restore → start, on the standalone production server with its own data
 * folder, through the real commands (scripts/backup.mjs, scripts/restore.mjs): the public pages
 * show the restored content (no stale page from the cache) and the uploads come back byte for byte.
 */

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** `node scripts/standalone.mjs --serve --no-proxy`: the standalone server alone on `port`. */
async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['scripts/standalone.mjs', '--serve', '--no-proxy', '--app-port', String(port), '--data', dataDir, '--dist', STANDALONE_DIST], {
    stdio: ['ignore', 'pipe', 'pipe'],
    // server.js reads KEEP_ALIVE_TIMEOUT: idle connections kept as long as the other test servers
    // keep them (TEST_KEEP_ALIVE_MS), so a reused one is never closed under a request.
    env: { ...process.env, ADMIN_EMAIL: STANDALONE_ADMIN.email, ADMIN_PASSWORD: STANDALONE_ADMIN.password, KEEP_ALIVE_TIMEOUT: String(TEST_KEEP_ALIVE_MS) },
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (d: Buffer) => {
      output += d;
      if (output.includes('ready http')) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (d: Buffer) => (output += d));
    child.once('exit', (code) => reject(new Error(`the server exited (${code}):\n${output}`)));
  });
  return child;
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * Runs scripts/<script>.mjs and returns what it printed. Not spawnSync: a test blocked for the
 * seconds a backup takes cannot see the server close its idle keep-alive connection (after 5 s),
 * and its next request went out on the closed socket (ECONNRESET).
 */
function npmScript(script: 'backup' | 'restore', arg: string, dataDir: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [`scripts/${script}.mjs`, arg], { encoding: 'utf8', env: { ...process.env, DATA_DIR: dataDir, BACKEND: 'local' } }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${script}: ${error.message}\n${stderr}`));
      else resolve(stdout);
    });
  });
}

test('a restored backup is what the public pages show after the restart', async ({ browser }) => {
  test.setTimeout(180_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'breeder-restore-e2e-'));
  const archives = fs.mkdtempSync(path.join(os.tmpdir(), 'breeder-restore-archive-'));
  const archive = path.join(archives, 'site.tar.gz');
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  let server = await startServer(port, dataDir);
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  try {
    const name = PUBLIC_PUPPIES[1]!.name;
    const listing = async () => (await (await page.request.get('/puppies')).text()).includes(`>${name}<`);
    expect(await listing()).toBe(true);
    // A photo as the page links it (raw in JSON-LD or encoded in a next/image URL).
    const found = /(?:\/|%2F)media(?:\/|%2F)puppies(?:\/|%2F)[^"&\s]+?\.webp(?:\?|%3F)v(?:=|%3D)[^"&\s]+/.exec(await (await page.request.get('/puppies')).text());
    expect(found, 'an uploaded photo on /puppies').toBeTruthy();
    const imageUrl = decodeURIComponent(found![0]);
    const image = async () => {
      const res = await page.request.get(imageUrl);
      expect(res.status(), imageUrl).toBe(200);
      return Buffer.from(await res.body());
    };
    const imageBefore = await image();

    // The backup is taken while the server runs.
    expect(await npmScript('backup', archive, dataDir)).toContain('Backup written');

    // After the backup the owner hides the entry: the public page (and its cache) follows.
    await signIn(page, STANDALONE_ADMIN.email, STANDALONE_ADMIN.password);
    await page.goto('/admin/puppies');
    const toggle = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name, exact: true }) })
      .getByRole('button', { name: `Hide from site ${name}` });
    // The row buttons work with the table's script, which enables New entry when it runs.
    await expect(page.getByRole('button', { name: 'New entry' })).toBeEnabled();
    await toggle.click();
    await expect.poll(listing, { timeout: 60_000 }).toBe(false);

    // Stop, restore, start again on the same data folder.
    await stopServer(server);
    expect(await npmScript('restore', archive, dataDir)).toContain('Restored');
    server = await startServer(port, dataDir);
    expect(await listing()).toBe(true);
    expect((await image()).equals(imageBefore)).toBe(true);
  } finally {
    await context.close();
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(archives, { recursive: true, force: true });
  }
});
