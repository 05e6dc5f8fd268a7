// Backup and restore of the embedded default (DATA_DIR: site.db + uploads/).
// Plain Node + better-sqlite3 only, so the same file runs from a checkout (`npm run backup`) and
// inside the standalone container image (`node scripts/backup.mjs`), where no dev tools exist.
//
// The archive is one gzip'd POSIX tar (readable by `tar -xzf`):
//   backup.json        manifest: format, createdAt, schema version, counts, every file's size + sha256
//   site.db            a consistent snapshot taken with SQLite's online backup API while the site runs
//   uploads/...        every uploaded file
//
// Not the session-signing secret (DATA_DIR/auth-secret): a secret belongs to its server, not to a
// copy that travels. Restore leaves the server's own secret in place (archives made before this
// still hold one; it is not restored): on the same server sessions go on, and a new server makes
// a new secret on its first start, which signs everyone out (docs/operations.md).
import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { BLOCK, writeTarGz as writeTar } from '../lib/transfer/tar-write.mjs';
import { redactSecrets } from '../lib/security/redact.mjs';

export const ARCHIVE_FORMAT = 'albion-goldens-backup/1';
const DB_FILE = 'site.db';

/** Error with a message meant for the person running the command. */
export class ArchiveError extends Error {}

// ---------------------------------------------------------------------------------------------
// The tar reader (ustar + PAX records for long paths); the writer is lib/transfer/tar-write.mjs.

/** Writes `entries` ({ name, file } or { name, bytes }) as a .tar.gz to `dest`. */
function writeTarGz(dest, entries) {
  return writeTar(dest, entries, { changed: (name) => new ArchiveError(`${name} changed while it was being archived; run the backup again.`) });
}

function parseOctal(buf) {
  const text = buf.toString('ascii').replace(/\0.*$/s, '').trim();
  return text ? parseInt(text, 8) : 0;
}

function safeEntryName(name) {
  const clean = path.posix.normalize(name);
  if (!name || clean.startsWith('../') || clean === '..' || path.posix.isAbsolute(clean) || clean.includes('\0')) {
    throw new ArchiveError(`The archive holds an unsafe path (${JSON.stringify(name)}); it was not made by npm run backup.`);
  }
  return clean;
}

/**
 * Reads a .tar.gz and calls onEntry(name, stream-less chunks) for each regular file:
 * onFile(name) returns a writable fs path; the content is streamed there.
 */
async function readTarGz(source, onFile) {
  let buffered = Buffer.alloc(0);
  let state = { kind: 'header' };
  let paxPath = null;
  let ended = false;
  const pending = [];

  async function consume(chunk) {
    buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
    for (;;) {
      if (state.kind === 'header') {
        if (buffered.length < BLOCK) return;
        const h = buffered.subarray(0, BLOCK);
        buffered = buffered.subarray(BLOCK);
        if (h.every((b) => b === 0)) {
          ended = true;
          state = { kind: 'skip', left: Infinity };
          continue;
        }
        if (h.toString('ascii', 257, 262) !== 'ustar') throw new ArchiveError('Not a backup archive (no tar header).');
        let sum = 0;
        for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : h[i];
        if (sum !== parseOctal(h.subarray(148, 156))) throw new ArchiveError('The archive is damaged (bad tar header checksum).');
        const size = parseOctal(h.subarray(124, 136));
        const type = String.fromCharCode(h[156] || 0x30);
        const prefix = h.toString('utf8', 345, 500).replace(/\0.*$/s, '');
        const base = h.toString('utf8', 0, 100).replace(/\0.*$/s, '');
        const padded = size + ((BLOCK - (size % BLOCK)) % BLOCK);
        if (type === 'x') {
          state = { kind: 'pax', size, padded, parts: [] };
        } else if (type === '0') {
          const name = safeEntryName(paxPath ?? (prefix ? `${prefix}/${base}` : base));
          paxPath = null;
          const dest = onFile(name, size);
          const fd = dest ? fs.openSync(dest, 'w', 0o600) : null;
          state = { kind: 'data', left: size, padding: padded - size, fd, hash: createHash('sha256'), name, size };
        } else {
          paxPath = null;
          state = { kind: 'skip', left: padded };
        }
        continue;
      }
      if (state.kind === 'pax') {
        if (buffered.length < state.padded) return;
        const text = buffered.subarray(0, state.size).toString('utf8');
        buffered = buffered.subarray(state.padded);
        const match = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(text);
        paxPath = match ? match[1] : null;
        state = { kind: 'header' };
        continue;
      }
      if (state.kind === 'data') {
        if (state.left > 0) {
          if (!buffered.length) return;
          const part = buffered.subarray(0, Math.min(state.left, buffered.length));
          buffered = buffered.subarray(part.length);
          state.left -= part.length;
          state.hash.update(part);
          if (state.fd !== null) fs.writeSync(state.fd, part);
          continue;
        }
        if (buffered.length < state.padding) return;
        buffered = buffered.subarray(state.padding);
        if (state.fd !== null) fs.closeSync(state.fd);
        pending.push({ name: state.name, size: state.size, sha256: state.hash.digest('hex') });
        state = { kind: 'header' };
        continue;
      }
      // skip
      if (state.left === Infinity) {
        buffered = Buffer.alloc(0);
        return;
      }
      const n = Math.min(state.left, buffered.length);
      buffered = buffered.subarray(n);
      state.left -= n;
      if (state.left > 0) return;
      state = { kind: 'header' };
    }
  }

  await pipeline(fs.createReadStream(source), zlib.createGunzip(), async function (chunks) {
    for await (const chunk of chunks) await consume(chunk);
  });
  if (state.kind === 'data' && state.fd !== null) fs.closeSync(state.fd);
  if (!ended && state.kind !== 'header') throw new ArchiveError('The archive is truncated.');
  return pending;
}

// ---------------------------------------------------------------------------------------------

function sha256File(file) {
  const hash = createHash('sha256');
  const fd = fs.openSync(file, 'r');
  try {
    const buf = Buffer.alloc(1 << 16);
    let n;
    while ((n = fs.readSync(fd, buf, 0, buf.length, null)) > 0) hash.update(buf.subarray(0, n));
  } finally {
    fs.closeSync(fd);
  }
  return hash.digest('hex');
}

function walk(dir, rel = '') {
  if (!fs.existsSync(dir)) return [];
  const out = [];
  for (const ent of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, ent.name);
    const name = rel ? `${rel}/${ent.name}` : ent.name;
    if (ent.isDirectory()) out.push(...walk(full, name));
    else if (ent.isFile()) out.push({ name, file: full });
  }
  return out;
}

function counts(db) {
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").pluck().all();
  return Object.fromEntries(tables.map((t) => [t, db.prepare(`SELECT COUNT(*) FROM "${t.replace(/"/g, '""')}"`).pluck().get()]));
}

/** backup-2026-11-22T15-04-05Z.tar.gz */
export function defaultArchiveName(now = new Date()) {
  return `backup-${now.toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-')}.tar.gz`;
}

/**
 * Writes one archive of the site in `dataDir` to `dest` while the site keeps running:
 * the database through SQLite's online backup API (a consistent snapshot, never a file copy),
 * then the uploads. Returns the manifest.
 */
export async function createBackup({ dataDir, dest, now = new Date() }) {
  const dbPath = path.join(dataDir, DB_FILE);
  if (!fs.existsSync(dbPath)) throw new ArchiveError(`No site database at ${dbPath}. Is DATA_DIR right?`);
  fs.mkdirSync(path.dirname(path.resolve(dest)), { recursive: true });
  const work = fs.mkdtempSync(path.join(path.dirname(path.resolve(dest)), '.backup-'));
  try {
    const snapshot = path.join(work, DB_FILE);
    const live = new Database(dbPath, { fileMustExist: true });
    try {
      live.pragma('busy_timeout = 10000');
      await live.backup(snapshot);
    } finally {
      live.close();
    }
    const snap = new Database(snapshot);
    let schemaVersion;
    let tableCounts;
    let mediaRows;
    try {
      snap.pragma('journal_mode = DELETE');
      const check = snap.pragma('integrity_check', { simple: true });
      if (check !== 'ok') throw new ArchiveError(`The database snapshot failed its integrity check: ${check}`);
      // No working link in a backup (docs/security.md): mail the site sent loses its secret
      // tokens, and VACUUM rewrites the file so no freed page keeps the old text.
      if (snap.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'outbox'").get()) {
        snap.function('redact_secrets', { deterministic: true }, (body) => redactSecrets(body));
        snap.prepare("UPDATE outbox SET body = redact_secrets(body) WHERE kind <> 'contact'").run();
        snap.exec('VACUUM');
      }
      schemaVersion = snap.pragma('user_version', { simple: true });
      tableCounts = counts(snap);
      mediaRows = tableCounts.media !== undefined ? snap.prepare('SELECT full_path FROM media').pluck().all() : [];
    } finally {
      snap.close();
    }

    const uploads = walk(path.join(dataDir, 'uploads'), 'uploads');
    const files = [{ name: DB_FILE, file: snapshot }, ...uploads].map((e) => ({
      ...e,
      size: fs.statSync(e.file).size,
      sha256: sha256File(e.file),
    }));
    const inArchive = new Set(uploads.map((u) => u.name.slice('uploads/'.length)));
    const missingMedia = mediaRows.filter((p) => !inArchive.has(p));
    const manifest = {
      format: ARCHIVE_FORMAT,
      createdAt: now.toISOString(),
      schemaVersion,
      counts: tableCounts,
      missingMedia,
      files: files.map(({ name, size, sha256 }) => ({ name, size, sha256 })),
    };
    await writeTarGz(dest, [
      { name: 'backup.json', bytes: Buffer.from(JSON.stringify(manifest, null, 2) + '\n') },
      ...files.map(({ name, file }) => ({ name, file })),
    ]);
    return manifest;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/**
 * True when another process has the database open (a running server): leaving WAL mode needs
 * the only connection, so SQLite refuses it with SQLITE_BUSY while anyone else holds the file.
 */
export function databaseInUse(dataDir) {
  const dbPath = path.join(dataDir, DB_FILE);
  if (!fs.existsSync(dbPath)) return false;
  const db = new Database(dbPath, { fileMustExist: true, timeout: 0 });
  try {
    const before = db.pragma('journal_mode', { simple: true });
    if (before !== 'wal') return false;
    try {
      db.pragma('journal_mode = DELETE');
    } catch (e) {
      if (e && (e.code === 'SQLITE_BUSY' || e.code === 'SQLITE_LOCKED')) return true;
      throw e;
    }
    const after = db.pragma('journal_mode', { simple: true });
    // Back to WAL as the server opens it; nobody else had it open.
    db.pragma('journal_mode = WAL');
    return after !== 'delete';
  } finally {
    db.close();
  }
}

/** Reads and checks an archive's manifest and files into `into` (a new folder). */
async function extractVerified(archive, into) {
  fs.mkdirSync(into, { recursive: true });
  const seen = await readTarGz(archive, (name) => {
    const dest = path.join(into, ...name.split('/'));
    if (!dest.startsWith(into + path.sep)) throw new ArchiveError(`Unsafe path in archive: ${name}`);
    fs.mkdirSync(path.dirname(dest), { recursive: true });
    return dest;
  });
  const manifestPath = path.join(into, 'backup.json');
  if (!fs.existsSync(manifestPath)) throw new ArchiveError('Not a site backup: backup.json is missing.');
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  if (manifest.format !== ARCHIVE_FORMAT) throw new ArchiveError(`Unknown backup format ${JSON.stringify(manifest.format)}.`);
  const byName = new Map(seen.map((s) => [s.name, s]));
  for (const f of manifest.files) {
    const got = byName.get(f.name);
    if (!got) throw new ArchiveError(`The archive is incomplete: ${f.name} is missing.`);
    if (got.size !== f.size || got.sha256 !== f.sha256) throw new ArchiveError(`The archive is damaged: ${f.name} does not match its checksum.`);
  }
  const db = new Database(path.join(into, DB_FILE), { fileMustExist: true });
  try {
    const check = db.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new ArchiveError(`The archived database failed its integrity check: ${check}`);
  } finally {
    db.close();
  }
  fs.rmSync(manifestPath);
  return manifest;
}

/**
 * Replaces the site in `dataDir` with the archive's. The server must be stopped (refused with a
 * clear message otherwise): a running server keeps the old database open and its caches. The
 * archive is fully checked before anything is touched; the previous database and uploads are moved
 * to DATA_DIR/pre-restore-<time>/ (delete it once the restored site looks right).
 */
export async function restoreBackup({ dataDir, archive, now = new Date(), keepPrevious = true }) {
  if (!fs.existsSync(archive)) throw new ArchiveError(`No such archive: ${archive}`);
  fs.mkdirSync(dataDir, { recursive: true });
  if (databaseInUse(dataDir)) {
    throw new ArchiveError(`The site database in ${dataDir} is in use. Stop the server (npm start / docker compose stop app) and run the restore again.`);
  }
  const stamp = now.toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-');
  const staging = path.join(dataDir, `.restore-${stamp}`);
  fs.rmSync(staging, { recursive: true, force: true });
  let manifest;
  try {
    manifest = await extractVerified(path.resolve(archive), staging);
  } catch (e) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw e;
  }
  const restored = new Database(path.join(staging, DB_FILE));
  try {
    restored.pragma('journal_mode = WAL');
  } finally {
    restored.close();
  }

  const previous = path.join(dataDir, `pre-restore-${stamp}`);
  const replaced = [DB_FILE, `${DB_FILE}-wal`, `${DB_FILE}-shm`, 'uploads'];
  const moveOut = replaced.filter((n) => fs.existsSync(path.join(dataDir, n)));
  if (moveOut.length) fs.mkdirSync(previous, { recursive: true });
  for (const name of moveOut) fs.renameSync(path.join(dataDir, name), path.join(previous, name));
  for (const name of replaced) {
    const from = path.join(staging, name);
    if (fs.existsSync(from)) fs.renameSync(from, path.join(dataDir, name));
  }
  fs.mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });
  fs.rmSync(staging, { recursive: true, force: true });
  if (!keepPrevious && moveOut.length) fs.rmSync(previous, { recursive: true, force: true });
  return { manifest, previous: moveOut.length && keepPrevious ? previous : null };
}

/** DATA_DIR as the server resolves it (lib/config/env.ts): the variable, or .data beside the app. */
export function resolveDataDir(env = process.env, cwd = process.cwd()) {
  return path.resolve(cwd, env.DATA_DIR || '.data');
}
