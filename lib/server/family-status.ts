import 'server-only';
import { getBackend, type Backend } from '@/lib/backend';
import { APPLICATION_STATUS_LABELS, type Application } from '@/lib/domain/application';
import { toPublicJournalPost, type PublicJournalPost } from '@/lib/domain/journal';
import { LEDGER_KIND_LABELS, LEDGER_METHOD_LABELS, ledgerTotals } from '@/lib/domain/ledger';
import type { User } from '@/lib/domain/user';
import { entryPath } from '@/lib/domain/entry-details';
import { hashStatusToken } from './applications';
import { breederToday } from './clock';
import { canReadFamilyPosts } from './journal';
import { withPrivateMedia } from './private-media';

/**
 * A family's journey as the family itself sees it (docs/family-journey.md): on /status/<token> (no
 * account) and /account/journey (signed in, applications whose userId is theirs). Only what is
 * about this family: their status, their places on waitlists (the families before them by
 * number and state only, never by name), their picks, their payments and balance, and the
 * journal of their litters (families-only posts when they have a deposit or a pick on that litter).
 * Never cached: both pages are dynamic and read the store per request.
 */

/** A status-link token as newStatusToken makes them: 32 bytes base64url (43 characters). */
export const STATUS_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The application a status-link token opens, or null for a malformed, unknown or revoked token
 * (the page answers 404 for each alike). Only the token's SHA-256 is looked up.
 */
export async function applicationForToken(token: string, backend?: Backend): Promise<Application | null> {
  if (typeof token !== 'string' || !STATUS_TOKEN.test(token)) return null;
  const b = backend ?? (await getBackend());
  const application = await b.applications.getByTokenHash({ tokenHash: hashStatusToken(token) });
  // The store matches the hash exactly; a revoked link has no hash at all.
  return application && application.statusTokenHash === hashStatusToken(token) ? application : null;
}

/** The puppy a family picked, as their page shows it: photo, link (when public) and go-home date. */
export type FamilyPick = {
  puppyId: string;
  name: string;
  pickedAt: string | null;
  imageUrl: string | null;
  /** Its public page, or null while the puppy is hidden. */
  href: string | null;
  /** The go-home date in the puppy's record, else its ready-to-go-home date, else its litter's go-home date. */
  goHomeDate: string | null;
  /** The owner marked the puppy Adopted: it went home with this family. */
  home: boolean;
};

/**
 * Where the family is, as one headline says it (docs/family-journey.md): the furthest step their
 * data shows, so the status, the waitlist place, the deposit and the pick never contradict.
 */
export type FamilyStage =
  | { kind: 'applied' }
  | { kind: 'approved' }
  | { kind: 'declined' }
  | { kind: 'waitlist'; litterName: string; position: number; total: number; waitingBefore: number }
  | { kind: 'deposit'; litterName: string; position: number; total: number; waitingBefore: number }
  | { kind: 'picked'; puppy: string }
  /** `past`: the date has come and gone (the breeder's today) while the owner has not yet marked the puppy home. */
  | { kind: 'goingHome'; puppy: string; date: string; past: boolean }
  | { kind: 'home'; puppy: string | null };

/**
 * The family's stage: home once placed, declined as decided; otherwise their furthest waitlist
 * place (a pick, then a deposit, then a place; the lowest number first), else approved or applied.
 * A pick the owner marked Adopted is home; one with a known go-home date is "going home on D", or,
 * once D is before `today` (YYYY-MM-DD), "was ready to go home on D".
 */
export function familyStage(status: Application['status'], litters: readonly FamilyLitterStatus[], today: string): FamilyStage {
  const rank = (l: FamilyLitterStatus) => (l.pick ? 0 : l.depositDate ? 1 : l.passed ? 3 : 2);
  const best = [...litters].sort((a, b) => rank(a) - rank(b) || a.position - b.position)[0];
  if (status === 'placed') return { kind: 'home', puppy: best?.pick?.name ?? null };
  if (status === 'declined') return { kind: 'declined' };
  if (best?.pick?.home) return { kind: 'home', puppy: best.pick.name };
  if (best?.pick) return best.pick.goHomeDate ? { kind: 'goingHome', puppy: best.pick.name, date: best.pick.goHomeDate, past: best.pick.goHomeDate < today } : { kind: 'picked', puppy: best.pick.name };
  if (best) {
    const place = { litterName: best.litterName, position: best.position, total: best.total, waitingBefore: best.waitingBefore };
    return best.depositDate ? { kind: 'deposit', ...place } : { kind: 'waitlist', ...place };
  }
  return status === 'submitted' ? { kind: 'applied' } : { kind: 'approved' };
}

type FamilyLitterStatus = {
  litterId: string;
  litterName: string;
  position: number;
  total: number;
  /** The entries before this family, by number: picked, passed, or still to pick. */
  before: { position: number; state: 'picked' | 'passed' | 'waiting' }[];
  /** How many of those still pick before this family. */
  waitingBefore: number;
  passed: boolean;
  depositDate: string | null;
  pick: FamilyPick | null;
  /** Public posts, plus families-only ones when the family has a deposit or a pick here. */
  posts: PublicJournalPost[];
  familiesPosts: boolean;
};

export type FamilyStatus = {
  applicationId: string;
  name: string;
  status: Application['status'];
  statusLabel: string;
  /** The one headline of their page. */
  stage: FamilyStage;
  appliedAt: string;
  preferredLitter: string | null;
  litters: FamilyLitterStatus[];
  payments: { id: string; kind: string; amountCents: number; date: string; method: string; puppy: string | null }[];
  totals: ReturnType<typeof ledgerTotals>;
  /** The picked puppies (for the balance line). */
  picked: { name: string; priceCents: number | null }[];
};

/** Everything the status page shows for one application, read fresh from the store. */
export async function familyStatus(application: Application, backend?: Backend, now: Date = new Date()): Promise<FamilyStatus> {
  const b = backend ?? (await getBackend());
  const [entries, ledger, today] = await Promise.all([
    b.waitlists.listByApplication({ applicationId: application.id }),
    b.ledger.listByApplication({ applicationId: application.id }),
    breederToday(now),
  ]);
  const litterIds = [...new Set([...entries.map((e) => e.litterId), ...ledger.map((l) => l.litterId).filter((x): x is string => !!x)])];
  const litters = new Map((await Promise.all(litterIds.map((id) => b.litters.get({ id })))).filter((l) => l !== null).map((l) => [l.id, l]));
  const puppyIds = [...new Set([...entries.map((e) => e.puppyId), ...ledger.map((l) => l.puppyId)].filter((x): x is string => !!x))];
  const puppies = new Map((await Promise.all(puppyIds.map((id) => b.puppies.get({ id })))).filter((p) => p !== null).map((p) => [p.id, p]));
  // The go-home date the owner set in a picked puppy's record (the one its contract and packet carry).
  const pickIds = [...new Set(entries.map((e) => e.puppyId).filter((x): x is string => !!x))];
  const recordGoHome = new Map(await Promise.all(pickIds.map(async (id) => [id, (await b.records.getIdentity({ puppyId: id })).goHomeDate] as const)));

  const rows: FamilyLitterStatus[] = [];
  for (const entry of [...entries].sort((a, c) => a.createdAt.localeCompare(c.createdAt))) {
    const litter = litters.get(entry.litterId);
    if (!litter) continue;
    const list = await b.waitlists.listByLitter({ litterId: entry.litterId });
    const before = list
      .filter((e) => e.position < entry.position)
      .sort((x, y) => x.position - y.position)
      .map((e) => ({ position: e.position, state: e.puppyId ? ('picked' as const) : e.passed ? ('passed' as const) : ('waiting' as const) }));
    const depositEntry = ledger.filter((l) => l.kind === 'deposit' && l.litterId === entry.litterId).sort((x, y) => x.date.localeCompare(y.date))[0];
    const hasDeposit = entry.depositDate !== null || depositEntry !== undefined;
    const familiesPosts = hasDeposit || entry.puppyId !== null;
    // Families-only posts' photos and videos by signed private URLs for this application (docs/security.md).
    const posts = (await b.journal.listByLitter({ litterId: entry.litterId, publicOnly: !familiesPosts })).map((p) =>
      withPrivateMedia(toPublicJournalPost(p), { kind: 'application', id: application.id }),
    );
    const puppy = entry.puppyId ? puppies.get(entry.puppyId) : undefined;
    rows.push({
      litterId: entry.litterId,
      litterName: litter.name,
      position: entry.position,
      total: list.length,
      before,
      waitingBefore: before.filter((x) => x.state === 'waiting').length,
      passed: entry.passed,
      // A deposit in the ledger counts as received, even before the waitlist place carries its date.
      depositDate: entry.depositDate ?? depositEntry?.date ?? null,
      pick: entry.puppyId
        ? {
            puppyId: entry.puppyId,
            name: puppy?.name ?? 'Your puppy',
            pickedAt: entry.pickedAt,
            imageUrl: puppy?.imageUrl ?? null,
            href: puppy?.public ? entryPath(puppy) : null,
            goHomeDate: recordGoHome.get(entry.puppyId) || puppy?.availableDate || litter.life.goHomeDate || null,
            home: puppy?.status === 'Adopted',
          }
        : null,
      posts,
      familiesPosts,
    });
  }

  const picked = entries
    .map((e) => (e.puppyId ? puppies.get(e.puppyId) : undefined))
    .filter((p) => p !== undefined)
    .map((p) => ({ name: p.name, priceCents: p.price === null ? null : Math.round(p.price * 100) }));
  const missingPrice = picked.some((p) => p.priceCents === null);
  const priceDollars = picked.length && !missingPrice ? picked.reduce((s, p) => s + (p.priceCents ?? 0), 0) / 100 : null;
  const preferred = application.preferences.litterId ? await b.litters.get({ id: application.preferences.litterId }) : null;

  return {
    applicationId: application.id,
    name: application.contact.name,
    status: application.status,
    statusLabel: APPLICATION_STATUS_LABELS[application.status],
    stage: familyStage(application.status, rows, today),
    appliedAt: application.createdAt,
    preferredLitter: preferred?.name ?? null,
    litters: rows,
    payments: ledger.map((l) => ({
      id: l.id,
      kind: LEDGER_KIND_LABELS[l.kind],
      amountCents: l.amountCents,
      date: l.date,
      method: LEDGER_METHOD_LABELS[l.method],
      puppy: l.puppyId ? (puppies.get(l.puppyId)?.name ?? null) : null,
    })),
    totals: ledgerTotals(ledger, priceDollars),
    picked,
  };
}

/** What a signed-in visitor asking for a litter's families-only posts gets (/api/litters/[id]/journal). */
type FamilyPostsAnswer = { status: 'ok'; posts: PublicJournalPost[] } | { status: 'no-litter' } | { status: 'not-linked' };

/**
 * A litter's families-only posts for a signed-in user (read from the store, never the token): the
 * owner, or a family linked to the litter (canReadFamilyPosts). Never cached.
 */
export async function familyPostsFor(user: User, litterId: string): Promise<FamilyPostsAnswer> {
  const backend = await getBackend();
  const litter = /^[A-Za-z0-9_-]{1,64}$/.test(litterId) ? await backend.litters.get({ id: litterId }) : null;
  if (!litter) return { status: 'no-litter' };
  if (!(await canReadFamilyPosts(backend, user, litterId))) return { status: 'not-linked' };
  const posts = await backend.journal.listByLitter({ litterId });
  // Their photos and videos by signed private URLs, not public /media ones (docs/security.md).
  const viewer = { kind: 'user', id: user.id } as const;
  return { status: 'ok', posts: posts.filter((p) => p.visibility === 'families').map((p) => withPrivateMedia(toPublicJournalPost(p), viewer)) };
}
