import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';

export type Db = Database.Database;

/**
 * Schema migrations, applied in order inside one IMMEDIATE transaction each, so several
 * processes opening the same file (the workers of `next build`, a test and a server) never
 * apply one twice.
 */
export const MIGRATIONS: readonly string[] = [
  `CREATE TABLE puppies (
     id TEXT PRIMARY KEY,
     entry_type TEXT,
     name TEXT,
     description TEXT,
     image_url TEXT,
     sort_order REAL,
     status TEXT,
     price REAL,
     sex TEXT,
     color TEXT,
     dob TEXT,
     available_date TEXT,
     dam_name TEXT,
     stud_name TEXT,
     expected_date TEXT,
     is_public INTEGER,
     created_at TEXT NOT NULL,
     updated_at TEXT NOT NULL
   );
   CREATE INDEX puppies_public_order ON puppies (is_public, sort_order);
   CREATE INDEX puppies_created ON puppies (created_at DESC);
   CREATE TABLE studs (
     id TEXT PRIMARY KEY,
     name TEXT,
     image_url TEXT,
     available INTEGER NOT NULL DEFAULT 0,
     stud_fee TEXT,
     ofa_certified INTEGER NOT NULL DEFAULT 0,
     registration TEXT,
     dob TEXT,
     color TEXT,
     notes TEXT,
     created_at TEXT NOT NULL
   );
   CREATE INDEX studs_available ON studs (available, created_at);
   CREATE TABLE settings (
     key TEXT PRIMARY KEY,
     value TEXT NOT NULL,
     updated_at TEXT NOT NULL
   );
   CREATE TABLE users (
     id TEXT PRIMARY KEY,
     email TEXT NOT NULL UNIQUE COLLATE NOCASE,
     role TEXT NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin')),
     password_hash TEXT,
     created_at TEXT NOT NULL,
     updated_at TEXT NOT NULL
   );
   CREATE TABLE media (
     full_path TEXT PRIMARY KEY,
     folder TEXT NOT NULL,
     name TEXT NOT NULL,
     size INTEGER NOT NULL,
     content_type TEXT NOT NULL,
     md5_hash TEXT NOT NULL,
     custom_metadata TEXT NOT NULL DEFAULT '{}',
     time_created TEXT NOT NULL,
     updated TEXT NOT NULL
   );
   CREATE INDEX media_folder ON media (folder, time_created);
   CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);`,
  `CREATE TABLE password_resets (
     token_hash TEXT PRIMARY KEY,
     user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
     expires_at TEXT NOT NULL,
     used_at TEXT
   );
   CREATE TABLE rate_events (key TEXT NOT NULL, at INTEGER NOT NULL);
   CREATE INDEX rate_events_key_at ON rate_events (key, at);
   CREATE TABLE outbox (
     id TEXT PRIMARY KEY,
     kind TEXT NOT NULL CHECK (kind IN ('contact', 'password-reset')),
     recipients TEXT NOT NULL,
     subject TEXT NOT NULL,
     body TEXT NOT NULL,
     from_name TEXT NOT NULL DEFAULT '',
     reply_email TEXT NOT NULL DEFAULT '',
     phone TEXT NOT NULL DEFAULT '',
     created_at TEXT NOT NULL,
     handled_at TEXT
   );
   CREATE INDEX outbox_kind_created ON outbox (kind, created_at DESC);`,
  // Session versions (docs/security.md): a session carries the version it was issued under.
  `ALTER TABLE users ADD COLUMN session_version INTEGER NOT NULL DEFAULT 0;`,
  // The shared cache (docs/caching.md, lib/cache): entries, tag invalidation times, and the store id made
  // with the database, which is part of every cache key (a cache never outlives its store).
  `CREATE TABLE cache_entries (key TEXT PRIMARY KEY, value TEXT NOT NULL, last_modified INTEGER NOT NULL);
   CREATE INDEX cache_entries_age ON cache_entries (last_modified);
   CREATE TABLE cache_tags (tag TEXT PRIMARY KEY, revalidated_at INTEGER NOT NULL);
   INSERT OR IGNORE INTO meta (key, value) VALUES ('store_id', lower(hex(randomblob(16))));`,
  // Parents (docs/litters.md): dams and sires; clearances as a JSON list; stud_id links a sire to its stud.
  `CREATE TABLE parents (
     id TEXT PRIMARY KEY,
     name TEXT,
     sex TEXT,
     registration TEXT,
     dob TEXT,
     color TEXT,
     image_url TEXT,
     bio TEXT,
     is_public INTEGER,
     retired INTEGER NOT NULL DEFAULT 0,
     stud_id TEXT,
     clearances TEXT NOT NULL DEFAULT '[]',
     created_at TEXT NOT NULL,
     updated_at TEXT NOT NULL
   );
   CREATE INDEX parents_created ON parents (created_at DESC);`,
  // Litters (docs/litters.md, lib/domain/litter.ts): a puppy's litter, and a litter entry's life as JSON
  // (NULL on entries written before: their life is derived on read).
  `ALTER TABLE puppies ADD COLUMN litter_id TEXT;
   ALTER TABLE puppies ADD COLUMN litter_life TEXT;
   CREATE INDEX puppies_litter ON puppies (litter_id);`,
  // The litter journal and reserved families (docs/litters.md, lib/domain/journal.ts): posts with their
  // photos and videos as a JSON list; one link per (litter, user), optionally naming a puppy.
  `CREATE TABLE journal_posts (
     id TEXT PRIMARY KEY,
     litter_id TEXT NOT NULL,
     date TEXT NOT NULL,
     title TEXT NOT NULL DEFAULT '',
     body TEXT NOT NULL DEFAULT '',
     media TEXT NOT NULL DEFAULT '[]',
     visibility TEXT NOT NULL,
     created_at TEXT NOT NULL,
     updated_at TEXT NOT NULL
   );
   CREATE INDEX journal_posts_litter ON journal_posts (litter_id, date DESC, created_at DESC);
   CREATE TABLE family_links (
     litter_id TEXT NOT NULL,
     user_id TEXT NOT NULL,
     puppy_id TEXT,
     created_at TEXT NOT NULL,
     PRIMARY KEY (litter_id, user_id)
   );
   CREATE INDEX family_links_user ON family_links (user_id, created_at);`,
  // Media sets (docs/litters.md, docs/media-sets.md): one row per owner, its ordered items as a JSON list.
  `CREATE TABLE media_sets (
     owner_kind TEXT NOT NULL,
     owner_id TEXT NOT NULL,
     items TEXT NOT NULL DEFAULT '[]',
     updated_at TEXT NOT NULL,
     PRIMARY KEY (owner_kind, owner_id)
   );`,
  // docs/scale.md: the blurred preview of a stud's photo, made once per photo (lib/server/stud-preview.ts).
  `ALTER TABLE studs ADD COLUMN preview TEXT;`,
  // docs/scale.md: a version of the puppies table, raised by every insert, update and delete whoever
  // writes, so the public listing's prepared rows (local/puppy-listing.ts) are reused until a change.
  `CREATE TABLE puppies_version (id INTEGER PRIMARY KEY CHECK (id = 1), n INTEGER NOT NULL);
   INSERT INTO puppies_version (id, n) VALUES (1, 0);
   CREATE TRIGGER puppies_version_insert AFTER INSERT ON puppies BEGIN UPDATE puppies_version SET n = n + 1 WHERE id = 1; END;
   CREATE TRIGGER puppies_version_update AFTER UPDATE ON puppies BEGIN UPDATE puppies_version SET n = n + 1 WHERE id = 1; END;
   CREATE TRIGGER puppies_version_delete AFTER DELETE ON puppies BEGIN UPDATE puppies_version SET n = n + 1 WHERE id = 1; END;`,
  // Applications (docs/family-journey.md, lib/domain/application.ts): the queried fields as columns, the groups
  // (contact, answers, preferences, agreements) as JSON; the status link's token only as its hash.
  `CREATE TABLE applications (
     id TEXT PRIMARY KEY,
     email TEXT NOT NULL,
     status TEXT NOT NULL,
     litter_id TEXT,
     user_id TEXT,
     status_token_hash TEXT UNIQUE,
     notes TEXT NOT NULL DEFAULT '',
     data TEXT NOT NULL DEFAULT '{}',
     created_at TEXT NOT NULL,
     updated_at TEXT NOT NULL
   );
   CREATE INDEX applications_created ON applications (created_at DESC);
   CREATE INDEX applications_status ON applications (status, created_at DESC);
   CREATE INDEX applications_litter ON applications (litter_id, status, created_at DESC);
   CREATE INDEX applications_email ON applications (email);
   CREATE INDEX applications_user ON applications (user_id);`,
  // docs/family-journey.md: the outbox keeps more kinds of mail (lib/domain/outbox.ts OUTBOX_KINDS, checked by the
  // app), so the table loses its CHECK on kind; rows keep their rowid (equal times keep their order).
  `CREATE TABLE outbox_new (
     id TEXT PRIMARY KEY,
     kind TEXT NOT NULL,
     recipients TEXT NOT NULL,
     subject TEXT NOT NULL,
     body TEXT NOT NULL,
     from_name TEXT NOT NULL DEFAULT '',
     reply_email TEXT NOT NULL DEFAULT '',
     phone TEXT NOT NULL DEFAULT '',
     created_at TEXT NOT NULL,
     handled_at TEXT
   );
   INSERT INTO outbox_new (rowid, id, kind, recipients, subject, body, from_name, reply_email, phone, created_at, handled_at)
     SELECT rowid, id, kind, recipients, subject, body, from_name, reply_email, phone, created_at, handled_at FROM outbox;
   DROP TABLE outbox;
   ALTER TABLE outbox_new RENAME TO outbox;
   CREATE INDEX outbox_kind_created ON outbox (kind, created_at DESC);`,
  // docs/family-journey.md: litter waitlists and picks (lib/domain/waitlist.ts), one row per (litter, application),
  // and the deposits/payments ledger (lib/domain/ledger.ts, integer cents).
  `CREATE TABLE waitlist_entries (
     id TEXT PRIMARY KEY,
     litter_id TEXT NOT NULL,
     application_id TEXT NOT NULL,
     position INTEGER NOT NULL,
     deposit_date TEXT,
     passed INTEGER NOT NULL DEFAULT 0,
     puppy_id TEXT,
     picked_at TEXT,
     created_at TEXT NOT NULL,
     updated_at TEXT NOT NULL,
     UNIQUE (litter_id, application_id)
   );
   CREATE INDEX waitlist_litter ON waitlist_entries (litter_id, position);
   CREATE INDEX waitlist_application ON waitlist_entries (application_id, created_at);
   CREATE UNIQUE INDEX waitlist_puppy ON waitlist_entries (puppy_id) WHERE puppy_id IS NOT NULL;
   CREATE TABLE ledger_entries (
     id TEXT PRIMARY KEY,
     application_id TEXT NOT NULL,
     puppy_id TEXT,
     litter_id TEXT,
     kind TEXT NOT NULL,
     amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
     date TEXT NOT NULL,
     method TEXT NOT NULL,
     note TEXT NOT NULL DEFAULT '',
     created_at TEXT NOT NULL,
     updated_at TEXT NOT NULL
   );
   CREATE INDEX ledger_application ON ledger_entries (application_id, date, created_at);`,
  // docs/family-journey.md: delivery state of the mail lib/mail sends, the announcement list, and which
  // (litter, stage) announcements went out (one each).
  `CREATE TABLE mail_deliveries (
     message_id TEXT PRIMARY KEY,
     state TEXT NOT NULL,
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at TEXT,
     last_error TEXT NOT NULL DEFAULT '',
     transport TEXT NOT NULL DEFAULT '',
     sent_at TEXT,
     created_at TEXT NOT NULL,
     updated_at TEXT NOT NULL
   );
   CREATE INDEX mail_deliveries_due ON mail_deliveries (state, next_attempt_at);
   CREATE TABLE subscribers (
     id TEXT PRIMARY KEY,
     email TEXT NOT NULL UNIQUE,
     status TEXT NOT NULL,
     confirm_token_hash TEXT UNIQUE,
     unsubscribe_token_hash TEXT NOT NULL UNIQUE,
     created_at TEXT NOT NULL,
     updated_at TEXT NOT NULL,
     confirmed_at TEXT,
     unsubscribed_at TEXT
   );
   CREATE INDEX subscribers_status ON subscribers (status, email);
   CREATE TABLE announcements_sent (
     litter_id TEXT NOT NULL,
     stage TEXT NOT NULL,
     created_at TEXT NOT NULL,
     PRIMARY KEY (litter_id, stage)
   );`,
  // Verified email addresses (docs/security.md): verification links (SHA-256 of the token only)
  // and each account's verified address.
  `CREATE TABLE email_verifications (
     token_hash TEXT PRIMARY KEY,
     user_id TEXT NOT NULL,
     email TEXT NOT NULL,
     expires_at TEXT NOT NULL,
     used_at TEXT,
     created_at TEXT NOT NULL
   );
   CREATE INDEX email_verifications_user ON email_verifications (user_id);
   CREATE TABLE verified_emails (
     user_id TEXT PRIMARY KEY,
     email TEXT NOT NULL,
     verified_at TEXT NOT NULL
   );`,
  // The puppy's record (docs/puppy-record.md): weights in grams at the breeder's wall-clock time,
  // health events, and each puppy's identity and go-home checklist (one JSON value per puppy).
  `CREATE TABLE puppy_weights (
     id TEXT PRIMARY KEY,
     puppy_id TEXT NOT NULL,
     litter_id TEXT,
     grams INTEGER NOT NULL,
     at TEXT NOT NULL,
     created_at TEXT NOT NULL
   );
   CREATE INDEX puppy_weights_puppy ON puppy_weights (puppy_id, at);
   CREATE TABLE puppy_health (
     id TEXT PRIMARY KEY,
     puppy_id TEXT NOT NULL,
     litter_id TEXT,
     kind TEXT NOT NULL,
     what TEXT NOT NULL,
     product TEXT NOT NULL DEFAULT '',
     lot TEXT NOT NULL DEFAULT '',
     date TEXT NOT NULL,
     given_by TEXT NOT NULL DEFAULT '',
     note TEXT NOT NULL DEFAULT '',
     created_at TEXT NOT NULL
   );
   CREATE INDEX puppy_health_puppy ON puppy_health (puppy_id, date);
   CREATE TABLE puppy_identity (
     puppy_id TEXT PRIMARY KEY,
     data TEXT NOT NULL,
     updated_at TEXT NOT NULL
   );`,
  // What the site tells the owner (docs/notifications.md): each notice, mailed at once or waiting
  // for the daily digest, and when each admin account last looked at each admin area (menu badges).
  `CREATE TABLE IF NOT EXISTS owner_notices (
     id TEXT PRIMARY KEY,
     kind TEXT NOT NULL,
     subject TEXT NOT NULL,
     text TEXT NOT NULL,
     admin_path TEXT NOT NULL,
     created_at TEXT NOT NULL,
     mailed_at TEXT
   );
   CREATE INDEX IF NOT EXISTS owner_notices_pending ON owner_notices (mailed_at, created_at);
   CREATE INDEX IF NOT EXISTS owner_notices_kind ON owner_notices (kind, created_at);
   CREATE TABLE IF NOT EXISTS admin_seen (
     user_id TEXT NOT NULL,
     area TEXT NOT NULL,
     seen_at TEXT NOT NULL,
     PRIMARY KEY (user_id, area)
   );`,
  // Families' testimonials (docs/testimonials.md): shown when visible and the family agreed to be quoted.
  `CREATE TABLE testimonials (
     id TEXT PRIMARY KEY,
     name TEXT NOT NULL,
     place TEXT NOT NULL DEFAULT '',
     text TEXT NOT NULL,
     consent INTEGER NOT NULL DEFAULT 0,
     visible INTEGER NOT NULL DEFAULT 0,
     sort_order INTEGER NOT NULL DEFAULT 0,
     created_at TEXT NOT NULL,
     updated_at TEXT NOT NULL
   );`,
  // Purchase contracts (docs/contracts.md): the owner's templates, and each family's issued
  // versions, frozen (text and SHA-256) with the two signatures as JSON written once each.
  `CREATE TABLE IF NOT EXISTS contract_templates (
     id TEXT PRIMARY KEY,
     name TEXT NOT NULL,
     body TEXT NOT NULL,
     created_at TEXT NOT NULL,
     updated_at TEXT NOT NULL
   );
   CREATE TABLE IF NOT EXISTS contracts (
     id TEXT PRIMARY KEY,
     application_id TEXT NOT NULL,
     version INTEGER NOT NULL,
     title TEXT NOT NULL,
     template_id TEXT,
     puppy_id TEXT,
     litter_id TEXT,
     text TEXT NOT NULL,
     sha256 TEXT NOT NULL,
     issued_at TEXT NOT NULL,
     family_signature TEXT,
     owner_signature TEXT,
     kept_at TEXT,
     UNIQUE (application_id, version)
   );`,
  // Online payments (docs/payments.md): each processor webhook event once, by its id (ids only).
  `CREATE TABLE payment_events (
     provider TEXT NOT NULL,
     event_id TEXT NOT NULL,
     application_id TEXT,
     payment_id TEXT,
     ledger_entry_id TEXT,
     flagged INTEGER NOT NULL DEFAULT 0,
     created_at TEXT NOT NULL,
     completed_at TEXT,
     PRIMARY KEY (provider, event_id)
   );
   CREATE INDEX payment_events_application ON payment_events (application_id, created_at);`,
  // One dog record (docs/dogs.md): a sire offered as a stud carries the stud facet. The rows of the
  // old studs table are merged in by migrateLegacyStuds (lib/backend/local/parents.ts), which drops it.
  `ALTER TABLE parents ADD COLUMN stud_offered INTEGER NOT NULL DEFAULT 0;
   ALTER TABLE parents ADD COLUMN stud_available INTEGER NOT NULL DEFAULT 0;
   ALTER TABLE parents ADD COLUMN stud_fee TEXT NOT NULL DEFAULT '';
   ALTER TABLE parents ADD COLUMN stud_ofa INTEGER NOT NULL DEFAULT 0;
   ALTER TABLE parents ADD COLUMN stud_preview TEXT;
   CREATE INDEX parents_studs ON parents (stud_offered, stud_available, created_at);`,
];

/** The schema version a database opened by this code has (its user_version). */
export const SCHEMA_VERSION = MIGRATIONS.length;

/** Files of DATA_DIR that hold the site's data or secrets: readable by the server's user only. */
const PRIVATE_FILES = ['site.db', 'site.db-wal', 'site.db-shm', 'auth-secret', 'admin-credentials.txt'];

/**
 * DATA_DIR as the local backend makes it (docs/security.md): the folder 0700 and the database
 * created 0600 (SQLite gives its -wal and -shm files the database's mode), so no other user of the
 * machine reads families' data. An existing folder is left as it is; `widerThanPrivate` says what
 * is more open than that, and openDb warns about it at start.
 */
export function prepareDataDir(dataDir: string): void {
  if (!fs.existsSync(dataDir)) {
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    fs.chmodSync(dataDir, 0o700);
  }
  const file = path.join(dataDir, 'site.db');
  if (!fs.existsSync(file)) fs.closeSync(fs.openSync(file, 'a', 0o600));
}

/** DATA_DIR, its uploads folder and its private files that other users may read or enter (mode & 0o077). */
export function widerThanPrivate(dataDir: string): { path: string; mode: string }[] {
  const found: { path: string; mode: string }[] = [];
  for (const p of [dataDir, path.join(dataDir, 'uploads'), ...PRIVATE_FILES.map((f) => path.join(dataDir, f))]) {
    let mode: number;
    try {
      mode = fs.statSync(p).mode & 0o777;
    } catch {
      continue;
    }
    if (mode & 0o077) found.push({ path: p, mode: mode.toString(8).padStart(4, '0') });
  }
  return found;
}

const warnedDirs = new Set<string>();

export function openDb(dataDir: string): Db {
  prepareDataDir(dataDir);
  const db = new Database(path.join(dataDir, 'site.db'));
  db.pragma('busy_timeout = 10000');
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  migrate(db);
  const wide = widerThanPrivate(dataDir);
  if (wide.length && !warnedDirs.has(dataDir)) {
    warnedDirs.add(dataDir);
    console.warn(
      `[data] other users of this machine can read the site's data: ${wide.map((w) => `${w.path} (${w.mode})`).join(', ')}. ` +
        `Run: chmod 700 ${dataDir} ${path.join(dataDir, 'uploads')} && chmod 600 ${path.join(dataDir, 'site.db')}*`,
    );
  }
  return db;
}

function migrate(db: Db): void {
  const apply = db.transaction(() => {
    const version = db.pragma('user_version', { simple: true }) as number;
    for (let v = version; v < MIGRATIONS.length; v++) {
      db.exec(MIGRATIONS[v]!);
      db.pragma(`user_version = ${v + 1}`);
    }
  });
  apply.immediate();
}

/**
 * A write a UNIQUE constraint refused. Told by better-sqlite3's error code rather than by `instanceof`
 * and the message: the code is the driver's contract, and holds across realms (the unit tests run
 * each file in its own VM context, docs/testing.md).
 */
export function isUniqueViolation(e: unknown): boolean {
  return typeof e === 'object' && e !== null && (e as { code?: unknown }).code === 'SQLITE_CONSTRAINT_UNIQUE';
}

export function getMeta(db: Db, key: string): string | null {
  const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined;
  return row?.value ?? null;
}

export function setMeta(db: Db, key: string, value: string): void {
  db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value').run(key, value);
}
