// Off-site copies of the embedded site's backups (docs/operations.md "Off-site backups").
// A backup on the server's own disk dies with the server; each archive npm run backup makes can
// also go, encrypted on the server, to any S3-compatible storage (AWS S3, Backblaze B2,
// Cloudflare R2, MinIO), which then keeps a retention scheme (7 daily, 4 weekly, 12 monthly).
//
// Encryption: AES-256-GCM, the key derived from BACKUP_PASSPHRASE with scrypt and a random salt
// per archive. The passphrase is never written anywhere: not beside the archive, not in the bucket,
// not in DATA_DIR. Lose it and the off-site archives cannot be opened (by anyone).
//
// File format of an encrypted archive (".tar.gz.enc"):
//   "AGBKENC1" (8 bytes) · salt (16) · iv (12) · ciphertext of the .tar.gz · GCM tag (16)
// The first 36 bytes are authenticated too (additional data), so a changed header is refused.
//
// Plain Node + @aws-sdk/client-s3, so the same file runs from a checkout and inside the container.
import { createCipheriv, createDecipheriv, randomBytes, scrypt as scryptCb } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { OFFSITE_STATUS_FILE } from '../lib/config/data-files.mjs';
import { ArchiveError } from './site-archive.mjs';

const scrypt = promisify(scryptCb);
const MAGIC = Buffer.from('AGBKENC1', 'ascii');
const SALT_BYTES = 16;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = MAGIC.length + SALT_BYTES + IV_BYTES;
// scrypt cost: 2^15 iterations, 32 MB of memory: about 0.1 s per archive, slow for a guesser.
const SCRYPT = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const MIN_PASSPHRASE = 12;
export const ENCRYPTED_SUFFIX = '.enc';

async function deriveKey(passphrase, salt) {
  if (typeof passphrase !== 'string' || passphrase.length < MIN_PASSPHRASE) {
    throw new ArchiveError(`BACKUP_PASSPHRASE must be at least ${MIN_PASSPHRASE} characters.`);
  }
  return scrypt(passphrase.normalize('NFC'), salt, 32, SCRYPT);
}

/** Encrypts the file `src` into `dest` (AES-256-GCM, key from the passphrase). */
export async function encryptFile(src, dest, passphrase) {
  const salt = randomBytes(SALT_BYTES);
  const iv = randomBytes(IV_BYTES);
  const key = await deriveKey(passphrase, salt);
  const header = Buffer.concat([MAGIC, salt, iv]);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(header);
  const out = fs.createWriteStream(dest, { mode: 0o600 });
  out.write(header);
  await pipeline(fs.createReadStream(src), cipher, out, { end: false });
  await new Promise((resolve, reject) => out.end(cipher.getAuthTag(), (e) => (e ? reject(e) : resolve())));
}

/**
 * Decrypts `src` (made by encryptFile) into `dest`. A wrong passphrase or a changed byte anywhere
 * fails the GCM check: nothing is left at `dest` and the error says so.
 */
export async function decryptFile(src, dest, passphrase) {
  const size = fs.statSync(src).size;
  if (size < HEADER_BYTES + TAG_BYTES) throw new ArchiveError(`${src} is not an encrypted backup (too short).`);
  const fd = fs.openSync(src, 'r');
  const header = Buffer.alloc(HEADER_BYTES);
  const tag = Buffer.alloc(TAG_BYTES);
  try {
    fs.readSync(fd, header, 0, HEADER_BYTES, 0);
    fs.readSync(fd, tag, 0, TAG_BYTES, size - TAG_BYTES);
  } finally {
    fs.closeSync(fd);
  }
  if (!header.subarray(0, MAGIC.length).equals(MAGIC)) throw new ArchiveError(`${src} is not an encrypted backup made by npm run backup.`);
  const salt = header.subarray(MAGIC.length, MAGIC.length + SALT_BYTES);
  const iv = header.subarray(MAGIC.length + SALT_BYTES);
  const key = await deriveKey(passphrase, salt);
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(header);
  decipher.setAuthTag(tag);
  try {
    const last = size - TAG_BYTES - 1;
    const input = last >= HEADER_BYTES ? fs.createReadStream(src, { start: HEADER_BYTES, end: last }) : Readable.from([]);
    await pipeline(input, decipher, fs.createWriteStream(dest, { mode: 0o600 }));
  } catch (e) {
    fs.rmSync(dest, { force: true });
    if (e && /auth|unable to authenticate/i.test(String(e.message))) {
      throw new ArchiveError('The passphrase does not open this archive (or the archive was changed). Nothing was restored.');
    }
    throw e;
  }
}

// ---------------------------------------------------------------------------------------------
// Settings

/**
 * The off-site settings from the environment, or null when off-site copies are not set up
 * (no BACKUP_S3_BUCKET). Throws a clear message when they are half set up.
 */
export function offsiteConfig(env = process.env) {
  const bucket = env.BACKUP_S3_BUCKET?.trim();
  if (!bucket) return null;
  const missing = ['BACKUP_S3_ACCESS_KEY_ID', 'BACKUP_S3_SECRET_ACCESS_KEY', 'BACKUP_PASSPHRASE'].filter((k) => !env[k]);
  if (missing.length) throw new ArchiveError(`BACKUP_S3_BUCKET is set, so ${missing.join(', ')} must be set too (docs/operations.md).`);
  if (env.BACKUP_PASSPHRASE.length < MIN_PASSPHRASE) throw new ArchiveError(`BACKUP_PASSPHRASE must be at least ${MIN_PASSPHRASE} characters.`);
  const whole = (name, fallback) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 0 || n > 1000) throw new ArchiveError(`${name} must be a whole number from 0 to 1000.`);
    return n;
  };
  let prefix = (env.BACKUP_S3_PREFIX ?? 'backups/').replace(/^\/+/, '');
  if (prefix && !prefix.endsWith('/')) prefix += '/';
  return {
    bucket,
    prefix,
    region: env.BACKUP_S3_REGION || 'us-east-1',
    endpoint: env.BACKUP_S3_ENDPOINT || undefined,
    forcePathStyle: env.BACKUP_S3_FORCE_PATH_STYLE === 'true' || env.BACKUP_S3_FORCE_PATH_STYLE === '1',
    accessKeyId: env.BACKUP_S3_ACCESS_KEY_ID,
    secretAccessKey: env.BACKUP_S3_SECRET_ACCESS_KEY,
    passphrase: env.BACKUP_PASSPHRASE,
    keep: { daily: whole('BACKUP_KEEP_DAILY', 7), weekly: whole('BACKUP_KEEP_WEEKLY', 4), monthly: whole('BACKUP_KEEP_MONTHLY', 12) },
  };
}

// ---------------------------------------------------------------------------------------------
// Retention

const NAME = /backup-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z\.tar\.gz\.enc$/;

/** The time in an archive's name (backup-2026-11-22T03-00-00Z.tar.gz.enc), or null. */
export function archiveTime(key) {
  const m = NAME.exec(key);
  return m ? new Date(`${m[1]}T${m[2]}:${m[3]}:${m[4]}Z`) : null;
}

function isoWeek(date) {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const day = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - day);
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  return `${d.getUTCFullYear()}-W${Math.ceil(((d.getTime() - yearStart) / 86_400_000 + 1) / 7)}`;
}

/**
 * Which archives a retention scheme keeps: the newest archive of each of the `daily` most recent
 * days that have one, of the `weekly` most recent ISO weeks, and of the `monthly` most recent
 * months (UTC), plus always the newest of all. Keys without a time in their name are kept (they
 * were not made by npm run backup). Returns { keep, drop } as arrays of keys.
 */
export function retention(keys, { daily, weekly, monthly }) {
  const dated = [];
  const keep = new Set();
  for (const key of keys) {
    const at = archiveTime(key);
    if (at) dated.push({ key, at });
    else keep.add(key);
  }
  dated.sort((a, b) => b.at.getTime() - a.at.getTime() || (a.key < b.key ? 1 : -1));
  if (dated.length) keep.add(dated[0].key);
  const rule = (count, bucketOf) => {
    const seen = new Set();
    for (const { key, at } of dated) {
      if (seen.size >= count) break;
      const bucket = bucketOf(at);
      if (seen.has(bucket)) continue;
      seen.add(bucket);
      keep.add(key);
    }
  };
  rule(daily, (at) => at.toISOString().slice(0, 10));
  rule(weekly, isoWeek);
  rule(monthly, (at) => at.toISOString().slice(0, 7));
  return { keep: keys.filter((k) => keep.has(k)), drop: keys.filter((k) => !keep.has(k)) };
}

// ---------------------------------------------------------------------------------------------
// The bucket

async function client(config) {
  const { S3Client } = await import('@aws-sdk/client-s3');
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums only where S3 requires them: the SDK's default streams uploads as aws-chunked with a
    // trailing CRC, which several S3-compatible services (and s3rver) store verbatim or refuse.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** Every archive key under the prefix. */
async function listArchives(config) {
  const { ListObjectsV2Command } = await import('@aws-sdk/client-s3');
  const s3 = await client(config);
  const keys = [];
  let token;
  do {
    const page = await s3.send(new ListObjectsV2Command({ Bucket: config.bucket, Prefix: config.prefix, ContinuationToken: token }));
    for (const item of page.Contents ?? []) if (item.Key?.endsWith(`.tar.gz${ENCRYPTED_SUFFIX}`)) keys.push(item.Key);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return keys;
}

/**
 * Encrypts the archive at `archive`, uploads it under the prefix, then prunes the bucket by the
 * retention scheme. Returns { key, bytes, pruned }.
 */
export async function sendOffsite(archive, config) {
  const { PutObjectCommand, DeleteObjectCommand } = await import('@aws-sdk/client-s3');
  const key = `${config.prefix}${path.basename(archive)}${ENCRYPTED_SUFFIX}`;
  const sealed = `${archive}${ENCRYPTED_SUFFIX}`;
  try {
    await encryptFile(archive, sealed, config.passphrase);
    const bytes = fs.statSync(sealed).size;
    const s3 = await client(config);
    await s3.send(
      new PutObjectCommand({
        Bucket: config.bucket,
        Key: key,
        Body: fs.createReadStream(sealed),
        ContentLength: bytes,
        ContentType: 'application/octet-stream',
      }),
    );
    const { drop } = retention(await listArchives(config), config.keep);
    for (const old of drop) await s3.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: old }));
    return { key, bytes, pruned: drop };
  } finally {
    fs.rmSync(sealed, { force: true });
  }
}

/**
 * Downloads the archive `which` ("latest" or a key or a file name under the prefix) and decrypts
 * it to `dest` (a .tar.gz npm run restore takes). Returns the key fetched.
 */
export async function fetchOffsite(which, dest, config) {
  const { GetObjectCommand } = await import('@aws-sdk/client-s3');
  let key = which;
  if (!which || which === 'latest') {
    const keys = (await listArchives(config)).filter((k) => archiveTime(k));
    keys.sort((a, b) => archiveTime(b).getTime() - archiveTime(a).getTime());
    if (!keys.length) throw new ArchiveError(`No off-site archive under s3://${config.bucket}/${config.prefix}.`);
    key = keys[0];
  } else if (!which.startsWith(config.prefix)) {
    key = `${config.prefix}${which}`;
  }
  const s3 = await client(config);
  const sealed = `${dest}${ENCRYPTED_SUFFIX}`;
  try {
    let answer;
    try {
      answer = await s3.send(new GetObjectCommand({ Bucket: config.bucket, Key: key }));
    } catch (e) {
      if (e?.name === 'NoSuchKey') throw new ArchiveError(`No off-site archive ${key} in ${config.bucket}.`);
      throw e;
    }
    await pipeline(answer.Body, fs.createWriteStream(sealed, { mode: 0o600 }));
    await decryptFile(sealed, dest, config.passphrase);
    return key;
  } finally {
    fs.rmSync(sealed, { force: true });
  }
}

/** Notes the outcome in DATA_DIR for the Dashboard: times, key and size only. */
export function recordOffsiteResult(dataDir, outcome) {
  const file = path.join(dataDir, OFFSITE_STATUS_FILE);
  let previous = {};
  try {
    previous = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    previous = {};
  }
  const next = outcome.ok
    ? { ...previous, lastSuccess: { at: outcome.at.toISOString(), key: outcome.key, bytes: outcome.bytes } }
    : { ...previous, lastFailure: { at: outcome.at.toISOString(), reason: String(outcome.reason).slice(0, 200) } };
  fs.writeFileSync(file, JSON.stringify(next, null, 2) + '\n', { mode: 0o600 });
}
