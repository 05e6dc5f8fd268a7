import type { Application, ApplicationCounts, ApplicationFilter, ApplicationInput, ApplicationStatus } from '@/lib/domain/application';
import type { FamilyLink, JournalPost, JournalPostInput } from '@/lib/domain/journal';
import type { MediaItem } from '@/lib/domain/media';
import type { MediaOwner, MediaSet, MediaSetItem, NewMediaSetItem } from '@/lib/domain/media-set';
import type { NewOutboxMessage, OutboxKind, OutboxMessage } from '@/lib/domain/outbox';
import type { DeliveryState, MailDelivery, Subscriber } from '@/lib/domain/mail';
import type { Parent, ParentInput } from '@/lib/domain/parent';
import type { Testimonial, TestimonialInput } from '@/lib/domain/testimonial';
import type { Litter, LitterLife, LitterLifeInput } from '@/lib/domain/litter';
import type { PublicPage, PublicPageQuery } from '@/lib/domain/listing';
import type { Puppy, PuppyInput, PuppyStatus } from '@/lib/domain/puppy';
import type { BasicInfo, BasicInfoInput, HeroImage, MessageRetention, MessageRetentionInput } from '@/lib/domain/settings';
import type { Stud, StudInput } from '@/lib/domain/stud';
import type { Role, User } from '@/lib/domain/user';
import type { WaitlistEntry } from '@/lib/domain/waitlist';
import type { LedgerEntry, LedgerEntryInput } from '@/lib/domain/ledger';
import type { WeightEntry, WeightInput } from '@/lib/domain/growth';
import type { HealthEvent, HealthEventInput, PuppyIdentity, PuppyIdentityInput, RecordSettings } from '@/lib/domain/health';
import type { Contract, ContractIssueInput, ContractSignatureInput, ContractTemplate, ContractTemplateInput } from '@/lib/domain/contract';
import type { OwnerNotice, OwnerNoticeInput, OwnerNoticeKind, OwnerPreferences, OwnerPreferencesInput } from '@/lib/domain/notifications';

/**
 * The port: everything the app asks of a backend. Two adapters implement it
 * (`local/` SQLite + files, `firebase/` Firestore + Storage) and one contract suite tests both.
 * Every method returns the app's own plain types; vendor shapes never leave the adapter.
 * Errors are `AppError`s (`not_found`, `conflict`, `invalid_input`, `unavailable`).
 */

/**
 * Counts of the puppies collection (docs/scale.md: the Dashboard and the Admin › Puppies summary use count
 * queries, not full reads). "Shown" follows docs/product.md §3: an entry shows unless public is false.
 */
export type PuppyCounts = {
  total: number;
  /** Entries with public false. */
  hidden: number;
  puppies: number;
  hiddenPuppies: number;
  /** Shown puppies with status Available / Reserved. */
  availablePuppies: number;
  reservedPuppies: number;
  litters: number;
  hiddenLitters: number;
};

export type StudCounts = { total: number; available: number };

/**
 * Puppy and litter entries (docs/product.md §3). An import writes entries oldest first: entries with
 * the same createdAt keep that order.
 */
export type PuppyStore = RecordStore<Puppy, PuppyInput> & {
  /** Entries where public is not false, ordered by order ascending (public page). */
  listPublic(): Promise<Puppy[]>;
  /**
   * One page of the public listing (docs/product.md §9: type filter, case-insensitive substring search over
   * name, description, sex, color, dam, stud, status and entry type, the four sorts with ties in
   * listPublic's order), the same as `applyListing` over `listPublic()`. Reads stay proportional to
   * the page: SQLite selects the listing columns only; Firestore reads its compact listing index
   * (a few documents kept current by every write) and then the page's records by id.
   */
  queryPublic(params: PublicPageQuery): Promise<PublicPage<Puppy>>;
  /** All entries, hidden ones included, newest createdAt first (admin). */
  listAll(): Promise<Puppy[]>;
  /**
   * One page of `listAll`'s order (admin tables, docs/scale.md): at most `limit` entries after skipping
   * `offset`. Reads the page's own records (the Firestore adapter reads offset + limit, as a native
   * offset is billed), never the whole collection.
   */
  pageAll(params: { limit: number; offset: number }): Promise<Puppy[]>;
  /** The Admin tables' and the Dashboard's numbers, by count queries (no record is read). */
  countAll(): Promise<PuppyCounts>;
  /** Available ↔ Reserved, anything else becomes Available. */
  toggleStatus(params: { id: string }): Promise<Puppy>;
  /** Sets one of the statuses the data allows (docs/product.md §4: Available, Reserved, Adopted, Hold). */
  setStatus(params: { id: string; status: PuppyStatus }): Promise<Puppy>;
  togglePublic(params: { id: string }): Promise<Puppy>;
  /** Sets only the card image (the media set's cover, docs/media-sets.md); raises updatedAt. `not_found` when no entry. */
  setImage(params: { id: string; imageUrl: string | null }): Promise<Puppy>;
};

/**
 * Litters (docs/litters.md, lib/domain/litter.ts): the litter entries of the puppies collection with their
 * life, and the puppies that belong to them. Reads the same records as PuppyStore; original-shape
 * entries (no life stored) get their life derived on read.
 */
export type LitterStore = {
  /** Every litter entry, hidden ones included, order ascending then oldest first. */
  list(): Promise<Litter[]>;
  /** null when there is no such entry or it is not a litter. */
  get(params: { id: string }): Promise<Litter | null>;
  /**
   * Writes the life; the dam's and sire's names, the expected date and color are the entry's docs/product.md
   * fields (damName, studName, expectedDate, color), so the /puppies card shows them. `not_found`
   * when there is no such litter.
   */
  update(params: { id: string; input: LitterLifeInput }): Promise<Litter>;
  /** The puppies of a litter, hidden ones included, order ascending then oldest first. */
  listPuppies(params: { litterId: string }): Promise<Puppy[]>;
  /** Every puppy that belongs to some litter (the /litters page groups them), order ascending. */
  listAssignedPuppies(): Promise<Puppy[]>;
  /**
   * Puts a puppy in a litter (null: in none). `not_found` when either is missing; `invalid_input`
   * when the entry is a litter or the target is not one.
   */
  assign(params: { puppyId: string; litterId: string | null }): Promise<Puppy>;
  /** Writes the `order` of several entries at once (drag-and-drop); `not_found`, writing nothing, when one is missing. */
  setOrders(params: { orders: { id: string; order: number }[] }): Promise<void>;
  /**
   * Export/import: writes a litter's life as given onto the entry (already imported), leaving its
   * docs/product.md fields and updatedAt as they are. `not_found` when there is no such litter.
   */
  importLife(params: { id: string; life: LitterLife }): Promise<Litter>;
};

/**
 * The studs: the sires offered as studs, a view over the parent records under their ids
 * (docs/dogs.md; written once for both adapters in lib/backend/stud-view.ts).
 */
export type StudStore = {
  /** Studs with available true (public). */
  listAvailable(): Promise<Stud[]>;
  /** All studs, newest first (admin). */
  listAll(): Promise<Stud[]>;
  /** One page of `listAll`'s order: at most `limit` studs after skipping `offset` (as PuppyStore.pageAll). */
  pageAll(params: { limit: number; offset: number }): Promise<Stud[]>;
  /** How many studs there are and how many are available, by count queries. */
  countAll(): Promise<StudCounts>;
  get(params: { id: string }): Promise<Stud | null>;
  create(params: { input: StudInput }): Promise<Stud>;
  update(params: { id: string; input: StudInput }): Promise<Stud>;
  toggleAvailable(params: { id: string }): Promise<Stud>;
  /** Stops offering a dog shown on /parents; deletes a dog that is only a stud (docs/dogs.md). */
  delete(params: { id: string }): Promise<Stud>;
  /** Export/import: writes a stud as given (id and createdAt included), replacing one with the same id; oldest first. */
  importRecord(params: { record: Stud }): Promise<Stud>;
  /**
   * The available studs (listAvailable's order) with the blurred preview stored for each one's photo
   * (docs/scale.md: made once per photo, lib/server/stud-preview.ts), null where none is stored yet. One read.
   */
  listAvailableWithPreview(): Promise<{ stud: Stud; preview: string | null }[]>;
  /**
   * Stores the preview made from `imageUrl`, only while the stud still has that photo (false
   * otherwise, or for an unknown stud). Saving a stud with another imageUrl drops its preview;
   * importRecord writes none.
   */
  setPreview(params: { id: string; imageUrl: string; preview: string }): Promise<boolean>;
};

/**
 * The get / create / update / delete / importRecord of a store of records made from an input
 * (local/table.ts `recordTable` and firebase/collection.ts `recordCollection` give them).
 */
type RecordStore<R, I> = {
  /** null when there is no such record (or the id is malformed). */
  get(params: { id: string }): Promise<R | null>;
  create(params: { input: I }): Promise<R>;
  /** Replaces every field of the input and raises updatedAt; `not_found` for an unknown id. */
  update(params: { id: string; input: I }): Promise<R>;
  /** Deletes the record and returns what it was (so the caller can delete its files); `not_found` for an unknown id. */
  delete(params: { id: string }): Promise<R>;
  /** Export/import: writes a record as given (id, createdAt, updatedAt included), replacing one with the same id; oldest first. */
  importRecord(params: { record: R }): Promise<R>;
};

/**
 * Dams and sires with their health clearances (docs/litters.md; lib/domain/parent.ts). `update`
 * replaces the clearances as a whole list.
 */
export type ParentStore = RecordStore<Parent, ParentInput> & {
  /** Parents with public not false, in no particular order (the page sorts: comparePublicParents). */
  listPublic(): Promise<Parent[]>;
  /** All parents, hidden ones included, newest first (admin). */
  listAll(): Promise<Parent[]>;
  /** Sets only the card image (the media set's cover); raises updatedAt. */
  setImage(params: { id: string; imageUrl: string | null }): Promise<Parent>;
};

/** Families' words shown on the home page and /about (docs/testimonials.md; lib/domain/testimonial.ts). */
export type TestimonialStore = RecordStore<Testimonial, TestimonialInput> & {
  /** Published testimonials only (visible and with the family's consent), by order, then oldest first. */
  listPublic(): Promise<Testimonial[]>;
  /** Every testimonial (hidden ones and those without consent included), by order, then oldest first. */
  listAll(): Promise<Testimonial[]>;
};

/** The litter journal (docs/litters.md; lib/domain/journal.ts): dated posts, public or for the litter's families. */
export type JournalStore = RecordStore<JournalPost, JournalPostInput> & {
  /** A litter's posts, newest first (date, then the newest written); only public ones when `publicOnly`. */
  listByLitter(params: { litterId: string; publicOnly?: boolean }): Promise<JournalPost[]>;
  /** Deletes every post of a litter (the litter was deleted) and returns them. */
  deleteByLitter(params: { litterId: string }): Promise<JournalPost[]>;
  /** Every post, oldest first (export). */
  listAll(): Promise<JournalPost[]>;
};

/**
 * Reserved families (docs/litters.md): one link per (litter, user), optionally naming a puppy of the
 * litter. Applications and waitlists (docs/family-journey.md) create and read these same links.
 */
export type FamilyStore = {
  /** A litter's families, oldest link first. */
  listByLitter(params: { litterId: string }): Promise<FamilyLink[]>;
  /** The litters a user is linked to, oldest link first. */
  listByUser(params: { userId: string }): Promise<FamilyLink[]>;
  get(params: { litterId: string; userId: string }): Promise<FamilyLink | null>;
  /** Links a user to a litter; linking again sets the puppy and keeps the link's createdAt. */
  link(params: { litterId: string; userId: string; puppyId: string | null }): Promise<FamilyLink>;
  /** Removes a link and returns it; `not_found` when there was none. */
  unlink(params: { litterId: string; userId: string }): Promise<FamilyLink>;
  /** Every link, oldest first (export). */
  listAll(): Promise<FamilyLink[]>;
  /** Export/import: writes a link as given (createdAt included), replacing the same (litter, user). */
  importRecord(params: { record: FamilyLink }): Promise<FamilyLink>;
};

/**
 * Families' applications (docs/family-journey.md, lib/domain/application.ts): personal data, admin only. Lists
 * are newest first (createdAt; equal times: the later write first). Errors: `not_found` for an unknown id.
 */
export type ApplicationStore = {
  /** Stores a new application with status `submitted`, empty notes, and the given account link and token hash. */
  create(params: { input: ApplicationInput; userId?: string | null; statusTokenHash?: string | null }): Promise<Application>;
  get(params: { id: string }): Promise<Application | null>;
  /** The application whose status-link token hashes to this (SHA-256 hex); null for any other value. */
  getByTokenHash(params: { tokenHash: string }): Promise<Application | null>;
  /** One page of the filtered list, newest first: at most `limit` after skipping `offset` (reads the page, not the collection). */
  page(params: ApplicationFilter & { limit: number; offset: number }): Promise<Application[]>;
  /** How many match the filter, by a count query. */
  count(params?: ApplicationFilter): Promise<number>;
  /** How many there are in all and per status, by count queries. */
  counts(): Promise<ApplicationCounts>;
  /** A person's applications (email compared lowercase), newest first. */
  listByEmail(params: { email: string }): Promise<Application[]>;
  /** The applications linked to an account, newest first. */
  listByUser(params: { userId: string }): Promise<Application[]>;
  setStatus(params: { id: string; status: ApplicationStatus }): Promise<Application>;
  setNotes(params: { id: string; notes: string }): Promise<Application>;
  setUserId(params: { id: string; userId: string | null }): Promise<Application>;
  /** Sets (replaces) or revokes (null) the status-link token hash. */
  setStatusTokenHash(params: { id: string; tokenHash: string | null }): Promise<Application>;
  /** Deletes the record and returns what it was; `not_found` when there is none. */
  delete(params: { id: string }): Promise<Application>;
  /** Every application, oldest first (export). */
  listAll(): Promise<Application[]>;
  /** Export/import: writes an application as given (id, times, token hash included), replacing one with the same id; oldest first. */
  importRecord(params: { record: Application }): Promise<Application>;
};

/**
 * Litter waitlists and picks (docs/family-journey.md, lib/domain/waitlist.ts): one entry per (litter,
 * application), positions 1..n without gaps (every change renumbers in one transaction). Errors:
 * `not_found` (no entry), `conflict` (already on the list, out of turn, puppy already picked, entry
 * already picked), `invalid_input` (bad ids/positions). The store checks order and uniqueness only;
 * the caller checks that the puppy belongs to the litter and sets it Reserved.
 */
export type WaitlistStore = {
  /** A litter's entries in position order. */
  listByLitter(params: { litterId: string }): Promise<WaitlistEntry[]>;
  /** An application's entries (one per litter), oldest first. */
  listByApplication(params: { applicationId: string }): Promise<WaitlistEntry[]>;
  get(params: { id: string }): Promise<WaitlistEntry | null>;
  /**
   * Adds an application to a litter's list at `position` (clamped to 1..n+1), or where its deposit
   * date puts it (lib/domain/waitlist.ts defaultPosition); `conflict` when it is already there.
   */
  add(params: { litterId: string; applicationId: string; depositDate?: string | null; position?: number | null }): Promise<WaitlistEntry>;
  /** Moves an entry to `position` (clamped to 1..n), shifting the others. */
  move(params: { id: string; position: number }): Promise<WaitlistEntry[]>;
  /** Sets the deposit date (the default ordering key) without moving the entry. */
  setDepositDate(params: { id: string; depositDate: string | null }): Promise<WaitlistEntry>;
  /** Sorts the whole list by deposit date (none last), then by when each was added. */
  sortByDeposit(params: { litterId: string }): Promise<WaitlistEntry[]>;
  /** Records a pick in turn (every earlier entry picked or passed); `conflict` otherwise, or when the puppy is taken. */
  recordPick(params: { id: string; puppyId: string }): Promise<WaitlistEntry>;
  /** Undoes a pick (the puppy's status is the caller's). */
  clearPick(params: { id: string }): Promise<WaitlistEntry>;
  /** Skips (true) or puts back in line (false) a family without a pick. */
  setPassed(params: { id: string; passed: boolean }): Promise<WaitlistEntry>;
  /** Removes an entry (renumbering the rest) and returns it; `not_found` when none. */
  remove(params: { id: string }): Promise<WaitlistEntry>;
  /** Removes every entry of an application (Delete family) and returns them. */
  removeByApplication(params: { applicationId: string }): Promise<WaitlistEntry[]>;
  /** Every entry, by litter then position (export). */
  listAll(): Promise<WaitlistEntry[]>;
  /** Export/import: writes an entry as given (position and times included), replacing the same id. */
  importRecord(params: { record: WaitlistEntry }): Promise<WaitlistEntry>;
};

/**
 * Deposits and payments (docs/family-journey.md, lib/domain/ledger.ts). Lists are by date, then when
 * written. Errors: `not_found`, `invalid_input` (the input fails ledgerEntryInputSchema). `update`
 * keeps the entry's application.
 */
export type LedgerStore = RecordStore<LedgerEntry, LedgerEntryInput> & {
  listByApplication(params: { applicationId: string }): Promise<LedgerEntry[]>;
  /** Deletes every entry of an application (Delete family) and returns them. */
  deleteByApplication(params: { applicationId: string }): Promise<LedgerEntry[]>;
  /** Every entry, oldest written first (export). */
  listAll(): Promise<LedgerEntry[]>;
};

/**
 * Purchase contracts (docs/contracts.md, lib/domain/contract.ts): the owner's templates, and the
 * contracts issued to a family with their signatures. Personal data: admin and the family only.
 * An issued contract's text and hash never change; a signature is written once. Errors:
 * `not_found` (unknown id), `invalid_input` (fails the schema), `conflict` (signed already, signed
 * out of order, a hash that is not the text's, a replaced version, deleting a signed contract).
 */
export type ContractStore = {
  /** The owner's templates, oldest first. */
  listTemplates(): Promise<ContractTemplate[]>;
  getTemplate(params: { id: string }): Promise<ContractTemplate | null>;
  createTemplate(params: { input: ContractTemplateInput }): Promise<ContractTemplate>;
  /** Replaces name and body and raises updatedAt (contracts issued from it keep their own text). */
  updateTemplate(params: { id: string; input: ContractTemplateInput }): Promise<ContractTemplate>;
  deleteTemplate(params: { id: string }): Promise<ContractTemplate>;
  /** An application's contracts, oldest version first. */
  listByApplication(params: { applicationId: string }): Promise<Contract[]>;
  get(params: { id: string }): Promise<Contract | null>;
  /**
   * Freezes a text as the application's next version (1 + the highest so far, in one transaction),
   * with its SHA-256 (UTF-8, hex) and the issue time; earlier versions stay as they are, replaced.
   */
  issue(params: { input: ContractIssueInput }): Promise<Contract>;
  /**
   * The family's signature, the time set by the store. `conflict` when the contract is signed
   * already, is not the application's latest version, or `documentHash` is not its text's hash.
   */
  signByFamily(params: { id: string; signature: ContractSignatureInput }): Promise<Contract>;
  /** The owner's countersignature: `conflict` unless the family signed and the owner has not, and the hash matches. */
  countersign(params: { id: string; signature: ContractSignatureInput }): Promise<Contract>;
  /** Deletes an unsigned contract; `conflict` for one the family signed. */
  delete(params: { id: string }): Promise<Contract>;
  /**
   * Delete family: removes the application's unsigned contracts and keeps the signed ones as the
   * owner's legal copy (sets `keptAt`, nothing else changes). Returns both lists.
   */
  removeForFamily(params: { applicationId: string }): Promise<{ deleted: Contract[]; kept: Contract[] }>;
  /** Every contract, oldest issued first (export, kept copies). */
  listAll(): Promise<Contract[]>;
  /** Export/import: writes a contract as given (id, version, hash, signatures, times), replacing the same id. */
  importRecord(params: { record: Contract }): Promise<Contract>;
  /** Export/import: writes a template as given, replacing the same id. */
  importTemplate(params: { record: ContractTemplate }): Promise<ContractTemplate>;
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

type NewUser = { email: string; role?: Role; passwordHash?: string | null; id?: string };

export type UserStore = {
  getById(params: { id: string }): Promise<User | null>;
  getByEmail(params: { email: string }): Promise<User | null>;
  /** Creates a user with role "user" unless told otherwise; `conflict` when the email exists. */
  create(params: NewUser): Promise<User>;
  /** A demotion (admin → user) also raises `sessionVersion` in the same write: the admin's sessions end. */
  setRole(params: { id: string; role: Role }): Promise<User>;
  /** A new sign-in email (stored lowercase); `conflict` when another account has it, `not_found` when no user. */
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
   * older unused tokens in the same write: only the newest emailed link works.
   */
  createPasswordReset(params: { userId: string; tokenHash: string; expiresAt: string }): Promise<void>;
  /** Uses a token once: the user id when the hash is known, unused and unexpired; otherwise null. */
  consumePasswordReset(params: { tokenHash: string }): Promise<string | null>;
  /** Every user, oldest first (export). */
  listAll(): Promise<User[]>;
  /**
   * Export/import: writes a user as given (id, email, role, createdAt), replacing one with the same id;
   * `conflict` when another id has the email. The local backend stores passwordHash; Firebase keeps
   * passwords in Firebase Auth and ignores it (see IdentityStore.importAccounts).
   */
  importRecord(params: { record: User; passwordHash?: string | null }): Promise<User>;
};

type PutMedia = {
  path: string;
  bytes: Uint8Array;
  contentType: string;
  customMetadata?: Record<string, string>;
};

export type MediaStore = {
  put(params: PutMedia): Promise<MediaItem>;
  /** Files in a folder (not recursive), oldest first; pages past the backend's listing limit. */
  list(params: { folder: string }): Promise<MediaItem[]>;
  /**
   * How many files a folder holds (the Dashboard, docs/scale.md): SQLite COUNT; Cloud Storage has no
   * count, so its listing pages are counted without building items or touching any file.
   */
  count(params: { folder: string }): Promise<number>;
  /**
   * One page of a folder's files, newest first (then by path, descending), and how many the folder
   * holds: the /gallery pages and the home carousel (docs/scale.md). `contentTypePrefix` ("image/") keeps
   * only files whose type starts with it, in the page and the total. SQLite: one indexed query and
   * a COUNT. Cloud Storage lists names in one order only, 1,000 per call, so it makes ⌈n/1000⌉ list
   * calls (metadata comes with them) and builds items for the page only.
   */
  listNewest(params: { folder: string; offset: number; limit: number; contentTypePrefix?: string }): Promise<{ items: MediaItem[]; total: number }>;
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

/**
 * Media sets (docs/media-sets.md): each puppy, litter and parent's ordered photos and videos, one
 * record per owner, every change in one write (a transaction on Firestore). The first photo is the
 * cover. Errors: `not_found` for an unknown item, `invalid_input` for a reorder that is not a
 * permutation of the set, a video as cover, or a full set.
 */
export type MediaSetStore = {
  /** The set (empty, updatedAt null, when the owner has none). */
  get(params: { owner: MediaOwner }): Promise<MediaSet>;
  /** Appends an item (a new id and createdAt are given). */
  addItem(params: { owner: MediaOwner; item: NewMediaSetItem }): Promise<MediaSet>;
  updateItem(params: { owner: MediaOwner; itemId: string; caption: string; alt: string }): Promise<MediaSet>;
  /** The new order: every item id of the set exactly once. */
  reorder(params: { owner: MediaOwner; itemIds: string[] }): Promise<MediaSet>;
  /** Moves a photo to the front (it becomes the cover); the others keep their order. */
  setCover(params: { owner: MediaOwner; itemId: string }): Promise<MediaSet>;
  /** Removes one item and returns it, so the caller can delete its files. */
  removeItem(params: { owner: MediaOwner; itemId: string }): Promise<{ set: MediaSet; removed: MediaSetItem }>;
  /** Deletes the whole set; returns its items (their files are the caller's to delete). */
  deleteSet(params: { owner: MediaOwner }): Promise<MediaSetItem[]>;
  /** Every non-empty set (export). */
  listAll(): Promise<MediaSet[]>;
  /** Export/import: writes a set as given (items and updatedAt), replacing the owner's. */
  importSet(params: { set: MediaSet }): Promise<MediaSet>;
};

/** Longer than any rate-limit window the app uses (the longest is an hour): keys idle this long are pruned. */
export const RATE_KEY_IDLE_MS = 24 * 60 * 60_000;

/** Where a page of the outbox ends: its last message's createdAt and id. */
type OutboxCursor = { createdAt: string; id: string };

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
  /**
   * Replaces a message's body (lib/mail keeps a sent mail with its secret links removed,
   * docs/security.md); nothing else changes. `not_found` when there is no such message.
   */
  setBody(params: { id: string; body: string }): Promise<OutboxMessage>;
  delete(params: { id: string }): Promise<void>;
  /** Export/import: writes a message as given (id, createdAt, handledAt included), replacing one with the same id; oldest first. */
  importRecord(params: { record: OutboxMessage }): Promise<OutboxMessage>;
};

/** Who a Firebase ID token belongs to, after verification on the server. */
type VerifiedIdentity = {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  /** Firebase's sign_in_provider claim: 'password', 'google.com', … */
  signInProvider: string | null;
};

/** A standard scrypt hash (RFC 7914), as the local backend makes them (lib/config/password.ts). */
type ScryptHash = { N: number; r: number; p: number; salt: Uint8Array; hash: Uint8Array };

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
  /** The provider's account id for an email, or null. */
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

/** What a sitemap needs of a public entry (lib/seo/sitemap.ts): its address, image and last change. */
export type SitemapEntry = { id: string; entryType: 'puppy' | 'litter'; name: string; imageUrl: string | null; updatedAt: string };

/**
 * The sitemap's reads (docs/scale.md): a count for the index and one slice per child sitemap, so no
 * request reads more than the file it answers. Slices are over every entry (hidden ones too) in id
 * order (the offline Firestore emulator keeps insertion order), so they never shift when an entry
 * is hidden or shown; hidden entries are left out of the returned slice (a child may hold fewer
 * than `limit`).
 */
export type SitemapStore = {
  /** Every entry of the puppies collection, hidden ones included (a count query). */
  countEntries(): Promise<number>;
  /** The public entries among the `limit` entries after `offset`, in id order. */
  entries(params: { offset: number; limit: number }): Promise<SitemapEntry[]>;
};

/**
 * What the site told or will tell the owner (docs/notifications.md): one record per notice, sent at
 * once or gathered in the daily digest; the owner's choices; and, per admin account, when it last
 * looked at each admin area (the menu's badges count what came after).
 */
export type OwnerNoticeStore = {
  /** Records a notice; `mailedAt` set when it was mailed at once, null while it waits for the digest. */
  add(params: { notice: OwnerNoticeInput; mailedAt: string | null }): Promise<OwnerNotice>;
  /** Notices not mailed yet, oldest first (createdAt, then id), at most `limit`. */
  pending(params: { limit: number }): Promise<OwnerNotice[]>;
  /** Marks these notices mailed at `at` (unknown ids are ignored). */
  markMailed(params: { ids: readonly string[]; at: string }): Promise<void>;
  /** How many notices of these kinds were recorded after `since` (all of them when null). */
  countSince(params: { kinds: readonly OwnerNoticeKind[]; since: string | null }): Promise<number>;
  /** Deletes mailed notices recorded before `before`, at most `limit`; resolves to how many. */
  prune(params: { before: string; limit: number }): Promise<number>;
  /** The owner's choices (defaults until saved). */
  getPreferences(): Promise<OwnerPreferences>;
  setPreferences(params: { input: OwnerPreferencesInput }): Promise<OwnerPreferences>;
  /** Export/import: writes the choices as given, their updatedAt included (`invalid_input` for an unknown zone or mode). */
  importPreferences(params: { record: OwnerPreferences }): Promise<OwnerPreferences>;
  /** Claims the digest of `period` (the breeder's day, YYYY-MM-DD): true the first time, false ever after; two claims at once: one wins. */
  claimDigest(params: { period: string }): Promise<boolean>;
  /** When account `userId` last looked at each admin area (area → ISO time); {} when never. */
  lastSeen(params: { userId: string }): Promise<Record<string, string>>;
  /** Records that account `userId` looked at `area` at `at`. */
  markSeen(params: { userId: string; area: string; at: string }): Promise<void>;
  /** Deletes every notice about this admin page, mailed or waiting (Delete family); resolves to how many. */
  deleteByAdminPath(params: { adminPath: string }): Promise<number>;
};

/** Delivery state of outbox messages lib/mail sends, one record per message (docs/family-journey.md). */
export type MailDeliveryStore = {
  /** Queues message `messageId` (due at `at`, default now); an existing record is returned unchanged. */
  enqueue(params: { messageId: string; at?: string }): Promise<MailDelivery>;
  get(params: { messageId: string }): Promise<MailDelivery | null>;
  /** Queued records due at or before `now`, soonest first. */
  due(params: { now: string; limit: number }): Promise<MailDelivery[]>;
  /** Records an attempt's outcome; `not_found` when there is no record. */
  update(params: { messageId: string; patch: Pick<MailDelivery, 'state' | 'attempts' | 'nextAttemptAt' | 'lastError' | 'transport' | 'sentAt'> }): Promise<MailDelivery>;
  count(params?: { state?: DeliveryState }): Promise<number>;
  /** Removes the record (no error when there is none). */
  delete(params: { messageId: string }): Promise<void>;
};

/**
 * Webhook events of a payment processor, by its event id (docs/payments.md): the processor may send
 * an event more than once, and only the first records a payment. Holds the processor's ids only
 * (event, payment) and which application and ledger entry they became; no payer data.
 */
export type PaymentEvent = {
  provider: string;
  eventId: string;
  applicationId: string | null;
  paymentId: string | null;
  ledgerEntryId: string | null;
  /** The amount paid was not what was due: the owner checks it (the ledger entry's note says so too). */
  flagged: boolean;
  createdAt: string;
  /** null while the event is being recorded (claimed, not completed). */
  completedAt: string | null;
};

/** Errors: `invalid_input` for a provider or event id that is not one (letters, digits, _ and -, at most 128). */
export type PaymentEventStore = {
  /**
   * Claims an event: true the first time (the caller records it, then calls complete), false when
   * it was completed already or another call claimed it less than `staleMs` ago (two deliveries at
   * once: one wins). An older unfinished claim (a crash mid-way) can be claimed again.
   */
  claim(params: { provider: string; eventId: string; staleMs?: number }): Promise<boolean>;
  /** Records what the claimed event became. */
  complete(params: { provider: string; eventId: string; applicationId: string | null; paymentId: string | null; ledgerEntryId: string | null; flagged: boolean }): Promise<PaymentEvent>;
  /** Gives an unfinished claim back (recording failed; the processor sends the event again). */
  release(params: { provider: string; eventId: string }): Promise<void>;
  get(params: { provider: string; eventId: string }): Promise<PaymentEvent | null>;
  /** An application's completed events, oldest first. */
  listByApplication(params: { applicationId: string }): Promise<PaymentEvent[]>;
  /** Forgets an application's events (Delete family); returns how many. */
  deleteByApplication(params: { applicationId: string }): Promise<number>;
};

/** The announcement list (docs/family-journey.md). Emails are kept normalised (lowercase). */
export type SubscriberStore = {
  /**
   * Adds `email` as pending with these token hashes, or, when already on the list and not
   * confirmed, makes it pending again with the new hashes; a confirmed subscriber is returned unchanged.
   */
  subscribe(params: { email: string; confirmTokenHash: string; unsubscribeTokenHash: string }): Promise<Subscriber>;
  /** Confirms the pending subscriber with this confirmation hash; null when none. */
  confirm(params: { confirmTokenHash: string }): Promise<Subscriber | null>;
  getByUnsubscribeHash(params: { unsubscribeTokenHash: string }): Promise<Subscriber | null>;
  /** Unsubscribes the subscriber with this hash; null when none. */
  unsubscribe(params: { unsubscribeTokenHash: string }): Promise<Subscriber | null>;
  getByEmail(params: { email: string }): Promise<Subscriber | null>;
  deleteByEmail(params: { email: string }): Promise<void>;
  /** Confirmed subscribers in email order after `afterEmail`. */
  confirmedPage(params: { limit: number; afterEmail?: string }): Promise<Subscriber[]>;
  count(params?: { status?: Subscriber['status'] }): Promise<number>;
  /** Every record (export). */
  list(): Promise<Subscriber[]>;
  importRecord(params: { record: Subscriber }): Promise<Subscriber>;
  /** True the first time (litterId, stage) is claimed, false ever after: one announcement per litter and stage. */
  claimAnnouncement(params: { litterId: string; stage: string }): Promise<boolean>;
};

/**
 * Verified email addresses (docs/security.md): single-use verification links (only their SHA-256
 * is stored) and, per account, the one address it proved it reads. An account counts as verified
 * only for the address it verified; a changed email is unverified until it is verified again.
 */
export type EmailVerificationStore = {
  /**
   * Stores a link for (userId, email) valid until `expiresAt` (ISO); older unused links of the
   * account stop working (only the newest email works).
   */
  createToken(params: { userId: string; email: string; tokenHash: string; expiresAt: string }): Promise<void>;
  /**
   * Uses a link once, by the account it was made for: when its hash is known, unused, unexpired and
   * `userId`'s, marks it used, records its address as the account's verified one and returns both;
   * null for anything else, and another account's attempt leaves the link unused. Two uses at once:
   * one wins.
   */
  consume(params: { tokenHash: string; userId: string }): Promise<{ userId: string; email: string } | null>;
  /** Records `email` as the account's verified address (a provider proved it: Google, Firebase Auth). */
  markVerified(params: { userId: string; email: string }): Promise<void>;
  /** True when the account verified exactly this address (compared lowercase). */
  isVerified(params: { userId: string; email: string }): Promise<boolean>;
  /** Forgets the account's links and verified address (the account was deleted). */
  deleteByUser(params: { userId: string }): Promise<void>;
};

/** Everything the puppy's record holds, for export and import (lib/transfer). */
export type PuppyRecordDump = { weights: WeightEntry[]; health: HealthEvent[]; identities: PuppyIdentity[]; settings: RecordSettings | null };

/**
 * The puppy's record (docs/puppy-record.md): weights, health events, identity and go-home checklist
 * per puppy, and the owner's record settings (unit, schedule template, care notes, calendar feed).
 * Personal to the owner and the puppy's family: admin reads, and a family's view reads only its own
 * puppy's ids. Lists take puppy ids (a litter's puppies, or one family's) and read only those.
 * Errors: `invalid_input` (bad values, nothing written), `not_found` (unknown id on delete).
 */
export type PuppyRecordStore = {
  /** The weights of these puppies, oldest first (time, then written). */
  listWeights(params: { puppyIds: readonly string[] }): Promise<WeightEntry[]>;
  /** Adds several weights in one write (a litter's weigh-in): all are stored or none. */
  addWeights(params: { entries: readonly WeightInput[] }): Promise<WeightEntry[]>;
  deleteWeight(params: { id: string }): Promise<WeightEntry>;
  /** The health events of these puppies, oldest first (date, then written). */
  listHealth(params: { puppyIds: readonly string[] }): Promise<HealthEvent[]>;
  addHealth(params: { input: HealthEventInput }): Promise<HealthEvent>;
  deleteHealth(params: { id: string }): Promise<HealthEvent>;
  /** A puppy's identity and checklist; the empty one (updatedAt null) when none is stored. */
  getIdentity(params: { puppyId: string }): Promise<PuppyIdentity>;
  setIdentity(params: { puppyId: string; input: PuppyIdentityInput }): Promise<PuppyIdentity>;
  /** The owner's settings; the defaults (updatedAt null) until saved. */
  getSettings(): Promise<RecordSettings>;
  setSettings(params: { input: Omit<RecordSettings, 'updatedAt'> }): Promise<RecordSettings>;
  /** Forgets a puppy's weights, health events and identity (the puppy was deleted). */
  deleteByPuppy(params: { puppyId: string }): Promise<void>;
  /** Every record (export). */
  dump(): Promise<PuppyRecordDump>;
  /** Export/import: writes records as given (ids and times included), replacing the same ids. */
  importDump(params: { dump: PuppyRecordDump }): Promise<void>;
};

export type Backend = {
  kind: 'local' | 'firebase';
  /** The external identity provider, or null when accounts live in the backend itself (local). */
  identity: IdentityStore | null;
  puppies: PuppyStore;
  /** docs/litters.md: the litter entries of `puppies` with their life. */
  litters: LitterStore;
  studs: StudStore;
  parents: ParentStore;
  /** Families' testimonials (docs/testimonials.md). */
  testimonials: TestimonialStore;
  settings: SettingsStore;
  users: UserStore;
  media: MediaStore;
  /** Ordered photos and videos of puppies, litters and parents (docs/media-sets.md). */
  mediaSets: MediaSetStore;
  rateLimits: RateLimitStore;
  outbox: Outbox;
  /** The litter journal's posts (docs/litters.md). */
  journal: JournalStore;
  /** Families linked to litters (docs/litters.md). */
  families: FamilyStore;
  /** Families' applications (docs/family-journey.md). */
  applications: ApplicationStore;
  /** Litter waitlists and picks (docs/family-journey.md). */
  waitlists: WaitlistStore;
  /** Deposits and payments (docs/family-journey.md). */
  ledger: LedgerStore;
  /** Contract templates, issued contracts and their signatures (docs/contracts.md). */
  contracts: ContractStore;
  /** Processed webhook events of online payments (docs/payments.md). */
  paymentEvents: PaymentEventStore;
  /** Delivery state of the mail lib/mail sends (docs/family-journey.md). */
  mailDeliveries: MailDeliveryStore;
  /** What the site tells the owner, the owner's choices and what the owner saw (docs/notifications.md). */
  ownerNotices: OwnerNoticeStore;
  /** The litter announcement list (docs/family-journey.md). */
  subscribers: SubscriberStore;
  /** Verification links and verified addresses of accounts (docs/security.md). */
  emailVerifications: EmailVerificationStore;
  /** The puppy's record: weights, health, identity, go-home checklist (docs/puppy-record.md). */
  records: PuppyRecordStore;
  /** The shared cache of pages and data reads (lib/cache). */
  cache: CacheStore;
  /** The sitemap's count and slices (docs/scale.md). */
  sitemap: SitemapStore;
};
