import type { MediaItem } from '@/lib/domain/media';
import type { NewOutboxMessage, OutboxKind, OutboxMessage } from '@/lib/domain/outbox';
import type { Parent, ParentInput } from '@/lib/domain/parent';
import type { Puppy, PuppyInput, PuppyStatus } from '@/lib/domain/puppy';
import type { BasicInfo, BasicInfoInput, HeroImage, MessageRetention, MessageRetentionInput } from '@/lib/domain/settings';
import type { Stud, StudInput } from '@/lib/domain/stud';
import type { Role, User } from '@/lib/domain/user';

/**
 * The port: everything the app asks of a backend. Two adapters implement it
 * (`local/` SQLite + files, `firebase/` Firestore + Storage) and one contract suite tests both.
 * Every method returns the app's own plain types; vendor shapes never leave the adapter.
 * Errors are `AppError`s (`not_found`, `conflict`, `invalid_input`, `unavailable`).
 */

export type PuppyStore = {
  /** Entries where public is not false, ordered by order ascending (public page). */
  listPublic(): Promise<Puppy[]>;
  /** All entries, hidden ones included, newest createdAt first (admin). */
  listAll(): Promise<Puppy[]>;
  get(params: { id: string }): Promise<Puppy | null>;
  create(params: { input: PuppyInput }): Promise<Puppy>;
  update(params: { id: string; input: PuppyInput }): Promise<Puppy>;
  /** Available ↔ Reserved, anything else becomes Available. */
  toggleStatus(params: { id: string }): Promise<Puppy>;
  /** Sets one of the statuses the data allows (SPEC.md §4: Available, Reserved, Adopted, Hold). */
  setStatus(params: { id: string; status: PuppyStatus }): Promise<Puppy>;
  togglePublic(params: { id: string }): Promise<Puppy>;
  /** Deletes the record and returns what it was, so the caller can delete its image. */
  delete(params: { id: string }): Promise<Puppy>;
  /**
   * Export/import (lib/transfer): writes an entry as given, its id, createdAt and updatedAt included,
   * replacing one with the same id. Import oldest first: entries with the same createdAt keep that order.
   */
  importRecord(params: { record: Puppy }): Promise<Puppy>;
};

export type StudStore = {
  /** Studs with available true (public). */
  listAvailable(): Promise<Stud[]>;
  /** All studs, newest first (admin). */
  listAll(): Promise<Stud[]>;
  get(params: { id: string }): Promise<Stud | null>;
  create(params: { input: StudInput }): Promise<Stud>;
  update(params: { id: string; input: StudInput }): Promise<Stud>;
  toggleAvailable(params: { id: string }): Promise<Stud>;
  delete(params: { id: string }): Promise<Stud>;
  /** Export/import: writes a stud as given (id and createdAt included), replacing one with the same id; oldest first. */
  importRecord(params: { record: Stud }): Promise<Stud>;
};

/** Dams and sires with their health clearances (issue 14; lib/domain/parent.ts). */
export type ParentStore = {
  /** Parents with public not false, in no particular order (the page sorts: comparePublicParents). */
  listPublic(): Promise<Parent[]>;
  /** All parents, hidden ones included, newest first (admin). */
  listAll(): Promise<Parent[]>;
  get(params: { id: string }): Promise<Parent | null>;
  create(params: { input: ParentInput }): Promise<Parent>;
  /** Replaces every field of the input (clearances as a whole list) and updatedAt. */
  update(params: { id: string; input: ParentInput }): Promise<Parent>;
  /** Sets only the card image (the media set's cover); raises updatedAt. */
  setImage(params: { id: string; imageUrl: string | null }): Promise<Parent>;
  /** Deletes the record and returns what it was, so the caller can delete its image. */
  delete(params: { id: string }): Promise<Parent>;
  /** Export/import: writes a parent as given (id, createdAt, updatedAt included), replacing one with the same id; oldest first. */
  importRecord(params: { record: Parent }): Promise<Parent>;
};

export type SettingsStore = {
  /** null when the document was never written. */
  getBasicInfo(): Promise<BasicInfo | null>;
  /** Writes address, phone, email, facebook, social.facebook, notificationEmails and updatedAt. */
  setBasicInfo(params: { input: BasicInfoInput }): Promise<BasicInfo>;
  /** The hero image; the default image when none was set. */
  getHeroImage(): Promise<HeroImage>;
  setHeroImage(params: { url: string }): Promise<HeroImage>;
  /** Sets the URL back to the default image (records restoredAt). */
  restoreHeroImage(): Promise<HeroImage>;
  /** How long handled messages are kept (settings/messageRetention); `handledDays` null: until deleted. */
  getMessageRetention(): Promise<MessageRetention>;
  setMessageRetention(params: { input: MessageRetentionInput }): Promise<MessageRetention>;
  /** Export/import: writes basicInfo as given, its updatedAt included. */
  importBasicInfo(params: { record: BasicInfo }): Promise<BasicInfo>;
  /** Export/import: writes the hero image as given, its updatedAt included. */
  importHeroImage(params: { record: HeroImage }): Promise<HeroImage>;
  /** Export/import: writes the message retention as given, its updatedAt included. */
  importMessageRetention(params: { record: MessageRetention }): Promise<MessageRetention>;
};

export type NewUser = { email: string; role?: Role; passwordHash?: string | null; id?: string };

export type UserStore = {
  getById(params: { id: string }): Promise<User | null>;
  getByEmail(params: { email: string }): Promise<User | null>;
  /** Creates a user with role "user" unless told otherwise; `conflict` when the e-mail exists. */
  create(params: NewUser): Promise<User>;
  /** A demotion (admin → user) also raises `sessionVersion` in the same write: the admin's sessions end. */
  setRole(params: { id: string; role: Role }): Promise<User>;
  /** A new sign-in e-mail (stored lowercase); `conflict` when another account has it, `not_found` when no user. */
  setEmail(params: { id: string; email: string }): Promise<User>;
  /** The stored password hash (local backend only; Firebase keeps passwords in Firebase Auth). */
  getPasswordHash(params: { id: string }): Promise<string | null>;
  /** Also raises `sessionVersion` in the same write: a new password ends every existing session. */
  setPasswordHash(params: { id: string; passwordHash: string }): Promise<void>;
  /** Raises `sessionVersion` by one (Logout): every session issued before ends; the new version. `not_found` when no user. */
  endSessions(params: { id: string }): Promise<number>;
  count(): Promise<number>;
  /**
   * Stores a password-reset token by its hash (never the token itself) and voids the account's
   * older unused tokens in the same write: only the newest e-mailed link works.
   */
  createPasswordReset(params: { userId: string; tokenHash: string; expiresAt: string }): Promise<void>;
  /** Uses a token once: the user id when the hash is known, unused and unexpired; otherwise null. */
  consumePasswordReset(params: { tokenHash: string }): Promise<string | null>;
  /** Every user, oldest first (export). */
  listAll(): Promise<User[]>;
  /**
   * Export/import: writes a user as given (id, e-mail, role, createdAt), replacing one with the same id;
   * `conflict` when another id has the e-mail. The local backend stores passwordHash; Firebase keeps
   * passwords in Firebase Auth and ignores it (see IdentityStore.importAccounts).
   */
  importRecord(params: { record: User; passwordHash?: string | null }): Promise<User>;
};

export type PutMedia = {
  path: string;
  bytes: Uint8Array;
  contentType: string;
  customMetadata?: Record<string, string>;
};

export type MediaStore = {
  put(params: PutMedia): Promise<MediaItem>;
  /** Files in a folder (not recursive), oldest first; pages past the backend's listing limit. */
  list(params: { folder: string }): Promise<MediaItem[]>;
  /** Every file in every folder, the root included, oldest first (export). */
  listAll(): Promise<MediaItem[]>;
  read(params: { path: string }): Promise<{ bytes: Uint8Array; contentType: string } | null>;
  /** Resolves to false when there was nothing to delete. */
  delete(params: { path: string }): Promise<boolean>;
  /**
   * Merges `customMetadata` into a stored file's (a gallery photo's caption and alt text); an empty
   * string removes that key. Null when there is no such file.
   */
  updateMetadata(params: { path: string; customMetadata: Record<string, string> }): Promise<MediaItem | null>;
  /** The storage path behind a URL this store handed out, or null for foreign URLs. */
  pathFromUrl(url: string): string | null;
};

/** Longer than any rate-limit window the app uses (the longest is an hour): keys idle this long are pruned. */
export const RATE_KEY_IDLE_MS = 24 * 60 * 60_000;

/** Where a page of the outbox ends: its last message's createdAt and id. */
export type OutboxCursor = { createdAt: string; id: string };

/** Fixed-window counters for rate limits (sign-in attempts, contact messages). */
export type RateLimitStore = {
  /** Records one event under key; returns how many events fell inside the window, this one included. */
  hit(params: { key: string; windowMs: number }): Promise<number>;
  /** Events under key inside the window, without recording one. */
  count(params: { key: string; windowMs: number }): Promise<number>;
  clear(params: { key: string }): Promise<void>;
  /**
   * Deletes keys with no hit in the last `idleMs` (keys not seen again; pass more than the longest
   * window in use), at most `limit` keys per call; resolves to how many keys it removed. `hit` also
   * prunes keys idle for RATE_KEY_IDLE_MS, at most once a minute per process.
   */
  prune(params: { idleMs: number; limit?: number }): Promise<number>;
};

export type Outbox = {
  add(params: { message: NewOutboxMessage }): Promise<OutboxMessage>;
  /** Newest first; all kinds unless one is given. */
  list(params?: { kind?: OutboxKind }): Promise<OutboxMessage[]>;
  /**
   * One page, newest first (createdAt, then id, descending): at most `limit` messages, those after
   * the `before` cursor (the last message of the previous page) when given. Cursors, not offsets:
   * a page costs its own rows, however deep.
   */
  page(params: { kind?: OutboxKind; limit: number; before?: OutboxCursor }): Promise<OutboxMessage[]>;
  /** How many messages there are (of a kind; handled or not when `handled` is given), by a count query. */
  count(params?: { kind?: OutboxKind; handled?: boolean }): Promise<number>;
  get(params: { id: string }): Promise<OutboxMessage | null>;
  /**
   * Deletes handled messages of a kind (only those handled before `handledBefore` when given),
   * oldest handled first, at most `limit`; resolves to how many were deleted.
   */
  deleteHandled(params: { kind: OutboxKind; handledBefore?: string; limit: number }): Promise<number>;
  setHandled(params: { id: string; handled: boolean }): Promise<OutboxMessage>;
  delete(params: { id: string }): Promise<void>;
  /** Export/import: writes a message as given (id, createdAt, handledAt included), replacing one with the same id; oldest first. */
  importRecord(params: { record: OutboxMessage }): Promise<OutboxMessage>;
};

/** Who a Firebase ID token belongs to, after verification on the server. */
export type VerifiedIdentity = {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  /** Firebase's sign_in_provider claim: 'password', 'google.com', … */
  signInProvider: string | null;
};

/** A standard scrypt hash (RFC 7914), as the local backend makes them (lib/config/password.ts). */
export type ScryptHash = { N: number; r: number; p: number; salt: Uint8Array; hash: Uint8Array };

/** An account to create in the identity provider, under a given uid (export/import). */
export type ImportAccount = { uid: string; email: string; role: Role; password: ScryptHash | null };

export type ImportAccountsResult = {
  /** Accounts created (or replaced) under their uid. */
  imported: string[];
  /** Accounts whose password hash was imported. */
  withPassword: string[];
  /** Accounts not imported, and why. */
  failed: { uid: string; email: string; reason: string }[];
  /**
   * False when the provider keeps imported hashes but cannot check them (the Firebase Auth emulator
   * only checks passwords it hashed itself): those accounts must reset their password there.
   */
  hashesVerifiable: boolean;
};

/**
 * An external identity provider (Firebase Auth in Firebase mode; the local backend has none and
 * keeps password hashes in its UserStore instead).
 */
export type IdentityStore = {
  /** Verifies an ID token, revoked tokens included (`checkRevoked`); `unauthorized` when it is not valid. */
  verifyIdToken(params: { token: string }): Promise<VerifiedIdentity>;
  /** The provider's account id for an e-mail, or null. */
  findUidByEmail(params: { email: string }): Promise<string | null>;
  /** Mirrors the role into the provider's custom claims (`role`). */
  setRoleClaim(params: { uid: string; role: Role }): Promise<void>;
  /** Ends the provider's sessions of this account (refresh tokens revoked). */
  revokeSessions(params: { uid: string }): Promise<void>;
  /**
   * When the provider last ended this account's sessions (ms since the epoch, whole seconds): a
   * password change or reset, or revokeSessions. Null when it has no such time or no such account.
   */
  sessionsValidSince(params: { uid: string }): Promise<number | null>;
  /**
   * Creates accounts under the given uids with their role claim and, when given, their scrypt
   * password hash (Firebase Auth `importUsers` with STANDARD_SCRYPT); replaces accounts with the same uid.
   */
  importAccounts(params: { accounts: ImportAccount[] }): Promise<ImportAccountsResult>;
};

/** One cached page or data entry: Next's value, serialised by lib/cache, and when it was made (ms). */
export type CacheEntry = { value: string; lastModified: number };

/**
 * The shared cache behind Next's `cacheHandler` (lib/cache/handler.ts), so every server process of
 * a deployment agrees: tag invalidation times live in the store itself (a table of the SQLite file;
 * one Firestore document), entries where that is cheap (SQLite) or in a bounded memory of the
 * process (Firebase: a page hit costs no Firestore read). See docs/caching.md.
 */
export type CacheStore = {
  /** An id made once with the store (SQLite: at creation; Firebase: one document); part of every cache key. */
  storeId(): Promise<string>;
  getEntry(params: { key: string }): Promise<CacheEntry | null>;
  setEntry(params: { key: string; entry: CacheEntry }): Promise<void>;
  /** How many entries are held (tests and the benchmark). */
  entryCount(): Promise<number>;
  /** Tag → when it was last invalidated (ms since the epoch). */
  tagTimes(): Promise<Record<string, number>>;
  /** Records that the tags were invalidated at `at`; a time never moves backwards. */
  invalidateTags(params: { tags: readonly string[]; at: number }): Promise<void>;
};

export type Backend = {
  kind: 'local' | 'firebase';
  /** The external identity provider, or null when accounts live in the backend itself (local). */
  identity: IdentityStore | null;
  puppies: PuppyStore;
  studs: StudStore;
  parents: ParentStore;
  settings: SettingsStore;
  users: UserStore;
  media: MediaStore;
  rateLimits: RateLimitStore;
  outbox: Outbox;
  /** The shared cache of pages and data reads (lib/cache). */
  cache: CacheStore;
};
