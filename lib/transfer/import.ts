import type { Backend, ImportAccount } from '@/lib/backend/types';
import { toApplication } from '@/lib/domain/application';
import { toLedgerEntry } from '@/lib/domain/ledger';
import { toContract, toContractTemplate } from '@/lib/domain/contract';
import type { Subscriber } from '@/lib/domain/mail';
import { toWaitlistEntry } from '@/lib/domain/waitlist';
import { isAppError } from '@/lib/domain/errors';
import type { Parent } from '@/lib/domain/parent';
import { mergeLegacyStuds } from '@/lib/domain/stud';
import { parseScryptHash } from '@/lib/config/password';
import { MANIFEST_ENTRY, parseManifest, type Manifest } from './archive';
import { describeContent, invalidateSiteCache, isEmpty } from './content';
import { readTarGz } from './tar';

type ImportOptions = {
  /** Import into a backend that already holds records (same ids are replaced). */
  force?: boolean;
  log?: (line: string) => void;
};

type ImportSummary = {
  puppies: number;
  studs: number;
  parents: number;
  /** Families' testimonials (docs/testimonials.md). */
  testimonials: number;
  users: number;
  outbox: number;
  media: number;
  journal: number;
  families: number;
  /** Families' applications (docs/family-journey.md). */
  applications: number;
  /** Waitlist entries and ledger entries (docs/family-journey.md). */
  waitlists: number;
  ledger: number;
  /** Announcement subscribers (docs/family-journey.md). */
  subscribers: number;
  /** The puppy's record: weights and health events (identities and settings come with them). */
  weights: number;
  healthEvents: number;
  /** Accounts that sign in with their old password on the target. */
  passwordsKept: string[];
  /** Accounts that must set a password with "Forgot password" before they can sign in with one. */
  mustResetPassword: string[];
  /** What the owner must know (printed by the CLI). */
  notices: string[];
};

/** Waits until the clock has moved past `ms`, so files put one after another never share a creation time. */
async function nextMillisecond(ms: number): Promise<void> {
  while (Date.now() <= ms) await new Promise((r) => setTimeout(r, 1));
}

/**
 * Loads an archive of `npm run export` into a backend through the port: the same ids, creation
 * times and order; media under the same paths, every record URL rewritten to the target's URL;
 * settings, outbox and users with their roles. Password hashes: the embedded backend stores them as
 * they are; Firebase Auth imports them as standard scrypt (see IdentityStore.importAccounts).
 */
export async function importSite(backend: Backend, file: string, opts: ImportOptions = {}): Promise<ImportSummary> {
  const log = opts.log ?? (() => {});
  if (!opts.force) {
    const content = await describeContent(backend);
    if (!isEmpty(content)) {
      throw new Error(
        `The ${backend.kind} backend already holds records (${content.summary}). Import into an empty site, or add --force to merge (records with the same id are replaced).`,
      );
    }
  }

  const entries = readTarGz(file);
  const first = await entries.next();
  if (first.done || first.value.name !== MANIFEST_ENTRY) throw new Error(`This file is not a site archive: it does not start with ${MANIFEST_ENTRY}.`);
  const manifest: Manifest = parseManifest(first.value.bytes);
  const notices: string[] = [];

  // Media first, in the archive's order (oldest first, the gallery's order), to learn the new URLs.
  const byEntry = new Map(manifest.media.map((m) => [m.entry, m]));
  const newUrlOfPath = new Map<string, string>();
  let last = 0;
  for await (const entry of entries) {
    const m = byEntry.get(entry.name);
    if (!m) {
      notices.push(`The archive holds ${entry.name}, which its ${MANIFEST_ENTRY} does not list; it was skipped.`);
      continue;
    }
    await nextMillisecond(last);
    const item = await backend.media.put({ path: m.path, bytes: entry.bytes, contentType: m.contentType, customMetadata: m.customMetadata });
    last = Date.now();
    newUrlOfPath.set(m.path, item.url);
    if (newUrlOfPath.size % 50 === 0) log(`  ${newUrlOfPath.size} of ${manifest.media.length} files…`);
  }
  for (const m of manifest.media) {
    if (!newUrlOfPath.has(m.path)) notices.push(`${m.path} is listed but missing from the archive; records that show it keep their old URL.`);
  }
  const rewrite = (url: string | null): string | null => {
    if (!url) return url;
    const path = manifest.urls[url];
    return (path && newUrlOfPath.get(path)) ?? url;
  };

  const { basicInfo, heroImage, messageRetention, ownerPreferences } = manifest.settings;
  if (basicInfo) await backend.settings.importBasicInfo({ record: basicInfo });
  if (messageRetention) await backend.settings.importMessageRetention({ record: messageRetention });
  if (ownerPreferences) await backend.ownerNotices.importPreferences({ record: ownerPreferences });
  if (heroImage) await backend.settings.importHeroImage({ record: { ...heroImage, url: rewrite(heroImage.url)! } });

  // Oldest first (the manifest lists these newest first), so records with the same creation time keep their order.
  for (const p of [...manifest.puppies].reverse()) await backend.puppies.importRecord({ record: { ...p, imageUrl: rewrite(p.imageUrl) } });
  // Litters' lives (docs/litters.md), onto the entries just imported (their docs/product.md fields and times as given).
  for (const l of manifest.litters) await backend.litters.importLife({ id: l.id, life: l.life });
  const dogs = dogsOf(manifest, rewrite);
  for (const d of dogs) await backend.parents.importRecord({ record: d });
  for (const t of manifest.testimonials) await backend.testimonials.importRecord({ record: t });
  for (const m of [...manifest.outbox].reverse()) await backend.outbox.importRecord({ record: m });
  // Media sets, their URLs rewritten like the records' (the owner's card image already is).
  for (const set of manifest.mediaSets) {
    const items = set.items.map((i) => ({ ...i, url: rewrite(i.url)!, poster: i.poster ? { ...i.poster, url: rewrite(i.poster.url)! } : null }));
    await backend.mediaSets.importSet({ set: { ...set, items } });
  }

  const users = await importUsers(backend, manifest, notices);
  // The journal (docs/litters.md): posts with their files' new URLs; family links to the accounts as
  // imported here (found by email: an account that already existed keeps its own id).
  for (const p of manifest.journal) {
    await backend.journal.importRecord({ record: { ...p, media: p.media.map((m) => ({ ...m, url: rewrite(m.url)!, posterUrl: rewrite(m.posterUrl) })) } });
  }
  const emailOf = new Map(manifest.users.map((u) => [u.record.id, u.record.email]));
  let families = 0;
  for (const link of manifest.families) {
    const email = emailOf.get(link.userId);
    const user = email ? await backend.users.getByEmail({ email }) : null;
    if (!user) {
      notices.push(`A family link of litter ${link.litterId} names an account that was not imported; it was skipped.`);
      continue;
    }
    await backend.families.importRecord({ record: { ...link, userId: user.id } });
    families++;
  }
  // Applications (docs/family-journey.md), oldest first, linked to the accounts as imported here (by email, as family links).
  for (const a of manifest.applications) {
    const email = a.userId ? emailOf.get(a.userId) : undefined;
    const user = email ? await backend.users.getByEmail({ email }) : null;
    await backend.applications.importRecord({ record: toApplication(a.id, { ...a, userId: user?.id ?? null }) });
  }
  // Waitlists and the ledger (docs/family-journey.md): as given (positions, picks, times), after their applications.
  for (const w of manifest.waitlists) await backend.waitlists.importRecord({ record: toWaitlistEntry(w) });
  for (const l of manifest.ledger) await backend.ledger.importRecord({ record: toLedgerEntry(l.id, l) });
  // Contracts (docs/contracts.md): templates, then each version as frozen (its hash checked), signatures included.
  for (const t of manifest.contractTemplates) await backend.contracts.importTemplate({ record: toContractTemplate(t.id, t) });
  for (const c of manifest.contracts) await backend.contracts.importRecord({ record: toContract(c.id, c) });
  // The announcement list (docs/family-journey.md): as stored (status, token hashes, times).
  for (const r of manifest.subscribers) await backend.subscribers.importRecord({ record: r as Subscriber });
  // The puppy's record (docs/puppy-record.md): as stored, ids and times included.
  await backend.records.importDump({ dump: manifest.puppyRecord });
  await invalidateSiteCache(backend);
  return {
    puppies: manifest.puppies.length,
    // A stud is a sire's record (docs/dogs.md): counted once, as a stud.
    studs: dogs.filter((d) => d.stud).length,
    parents: dogs.filter((d) => !d.stud).length,
    testimonials: manifest.testimonials.length,
    users: users.count,
    outbox: manifest.outbox.length,
    media: newUrlOfPath.size,
    journal: manifest.journal.length,
    families,
    applications: manifest.applications.length,
    waitlists: manifest.waitlists.length,
    ledger: manifest.ledger.length,
    subscribers: manifest.subscribers.length,
    weights: manifest.puppyRecord.weights.length,
    healthEvents: manifest.puppyRecord.health.length,
    passwordsKept: users.passwordsKept,
    mustResetPassword: users.mustReset,
    notices,
  };
}

async function importUsers(backend: Backend, manifest: Manifest, notices: string[]) {
  const passwordsKept: string[] = [];
  const mustReset: string[] = [];
  let count = 0;
  const identity = backend.identity;

  if (!identity) {
    // The embedded backend keeps the hashes as they are: the same passwords work.
    for (const { record, passwordHash } of manifest.users) {
      try {
        await backend.users.importRecord({ record, passwordHash });
      } catch (e) {
        if (!isAppError(e, 'conflict')) throw e;
        notices.push(`${record.email} was not imported: another account here already uses that email address.`);
        continue;
      }
      count++;
      (passwordHash ? passwordsKept : mustReset).push(record.email);
    }
    if (mustReset.length) {
      notices.push(
        `${mustReset.length} account(s) have no password here (${manifest.source === 'firebase' ? 'Firebase keeps passwords in Firebase Auth, which does not hand them out' : 'they had none'}): ` +
          `they sign in after "Forgot password" on the sign-in page: ${mustReset.join(', ')}.`,
      );
    }
    return { count, passwordsKept, mustReset };
  }

  // Firebase: the users records go to Firestore, the accounts (uid, role claim, scrypt hash) to Firebase Auth.
  const accounts: ImportAccount[] = [];
  for (const { record, passwordHash } of manifest.users) {
    const existingUid = await identity.findUidByEmail({ email: record.email });
    let id = record.id;
    if (existingUid && existingUid !== record.id) {
      // Someone already has an account with this address here: keep it (and its password), give the record its uid.
      id = existingUid;
      notices.push(`${record.email} already has a Firebase Auth account (uid ${existingUid}); its record was imported under that uid and its password is unchanged.`);
      await identity.setRoleClaim({ uid: existingUid, role: record.role });
    } else {
      accounts.push({ uid: record.id, email: record.email, role: record.role, password: parseScryptHash(passwordHash) });
    }
    try {
      await backend.users.importRecord({ record: { ...record, id } });
    } catch (e) {
      if (!isAppError(e, 'conflict')) throw e;
      notices.push(`${record.email} was not imported: another users record here already uses that email address.`);
      continue;
    }
    count++;
  }
  if (accounts.length) {
    const result = await identity.importAccounts({ accounts });
    for (const f of result.failed) notices.push(`Firebase Auth refused the account ${f.email}: ${f.reason}`);
    const withPassword = new Set(result.withPassword);
    for (const a of accounts) {
      if (!result.imported.includes(a.uid)) continue;
      if (withPassword.has(a.uid) && result.hashesVerifiable) passwordsKept.push(a.email);
      else mustReset.push(a.email);
    }
    if (!result.hashesVerifiable && withPassword.size) {
      notices.push(
        `The Firebase Auth emulator keeps the imported password hashes but cannot check them (it only checks passwords it hashed itself). ` +
          `On the emulator these accounts sign in after "Forgot password"; on a real Firebase project their passwords work.`,
      );
    }
    const noHash = accounts.filter((a) => !a.password && result.imported.includes(a.uid)).map((a) => a.email);
    if (noHash.length) notices.push(`${noHash.length} account(s) had no password in the archive: they sign in after "Forgot password" (or with Google): ${noHash.join(', ')}.`);
  }
  return { count, passwordsKept, mustReset };
}

/**
 * The archive's dogs, oldest first, their photos' URLs rewritten. An archive made before a stud was
 * a sire's record (docs/dogs.md) has its separate studs merged in as the site's own data was
 * (`mergeLegacyStuds`).
 */
function dogsOf(manifest: Manifest, rewrite: (url: string | null) => string | null): Parent[] {
  const legacy = manifest.parents.map(({ studId, ...p }) => ({ parent: { ...p, stud: p.stud ?? null, imageUrl: rewrite(p.imageUrl) }, studId: studId ?? null }));
  const merged = new Map(mergeLegacyStuds(legacy, manifest.studs.map((s) => ({ ...s, imageUrl: rewrite(s.imageUrl) }))).map((m) => [m.dog.id, m.dog]));
  const dogs = [...legacy.map((l) => merged.get(l.parent.id) ?? l.parent), ...[...merged.values()].filter((d) => !legacy.some((l) => l.parent.id === d.id))];
  // Oldest first (the manifest lists newest first): records with the same creation time keep their order.
  return dogs.reverse().sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}
