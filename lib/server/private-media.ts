import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { getBackend, type Backend } from '@/lib/backend';
import { getAuthSecret } from '@/lib/config/auth-secret';
import { JOURNAL_FOLDER, type JournalPost, type PublicJournalPost } from '@/lib/domain/journal';
import type { User } from '@/lib/domain/user';
import { canReadFamilyPosts } from './journal';

/**
 * Private media (docs/security.md): the photos and videos of families-only journal posts never go
 * out as public, cacheable /media URLs. A family is given URLs of /api/journal-media, signed for
 * that viewer (a signed-in account, or the application of a status link) and valid for a few
 * hours; every request is checked again against the store, so a URL stops working the moment the
 * family is unlinked, loses its deposit and pick, or is deleted, and is answered `private, no-store`.
 * The /media route answers 404 for such a file to anyone but the owner.
 */

/** A URL is good for between 3 and 6 hours (rounded so one page's URLs stay the same for a while). */
const SLOT_MS = 3 * 60 * 60_000;

type MediaViewer = { kind: 'user'; id: string } | { kind: 'application'; id: string };
type MediaPart = 'file' | 'poster';

function signature(postId: string, index: number, part: MediaPart, viewer: string, exp: number): string {
  return createHmac('sha256', getAuthSecret()).update(`journal-media:${postId}:${index}:${part}:${viewer}:${exp}`).digest('base64url');
}

const viewerKey = (v: MediaViewer) => `${v.kind === 'user' ? 'u' : 'a'}.${v.id}`;

function journalMediaUrl(postId: string, index: number, part: MediaPart, viewer: MediaViewer, now = Date.now()): string {
  const exp = (Math.floor(now / SLOT_MS) + 2) * SLOT_MS;
  const v = viewerKey(viewer);
  const q = new URLSearchParams({ part, v, exp: String(exp), sig: signature(postId, index, part, v, exp) });
  return `/api/journal-media/${postId}/${index}?${q}`;
}

/** A post as a family sees it: a families-only post's media point to signed private URLs. */
export function withPrivateMedia(post: PublicJournalPost, viewer: MediaViewer): PublicJournalPost {
  if (post.visibility !== 'families') return post;
  return {
    ...post,
    media: post.media.map((m, i) => ({
      ...m,
      url: journalMediaUrl(post.id, i, 'file', viewer),
      posterUrl: m.posterUrl ? journalMediaUrl(post.id, i, 'poster', viewer) : null,
    })),
  };
}

/** True when the application may read its litter's families-only posts (a deposit or a pick there), as the status page decides. */
async function applicationReadsFamilies(b: Backend, applicationId: string, litterId: string): Promise<boolean> {
  const application = await b.applications.get({ id: applicationId });
  if (!application) return false;
  const [entries, ledger] = await Promise.all([b.waitlists.listByApplication({ applicationId }), b.ledger.listByApplication({ applicationId })]);
  const entry = entries.find((e) => e.litterId === litterId);
  if (!entry) return false;
  return entry.depositDate !== null || entry.puppyId !== null || ledger.some((l) => l.kind === 'deposit' && l.litterId === litterId);
}

type PrivateMediaRequest = { postId: string; index: string; part: string | null; v: string | null; exp: string | null; sig: string | null };

/**
 * The stored file a signed URL names, when the signature and time hold and the viewer may still
 * read the post: the signed-in account itself (the session must be that account's), or the
 * application of a status link. Null for anything else (answered 404 alike).
 */
export async function privateJournalFile(req: PrivateMediaRequest, sessionUser: User | null, now = Date.now()): Promise<{ bytes: Uint8Array; contentType: string } | null> {
  const index = Number(req.index);
  const exp = Number(req.exp);
  const part = req.part === 'poster' ? 'poster' : req.part === 'file' ? 'file' : null;
  const m = /^([ua])\.([A-Za-z0-9_-]{1,128})$/.exec(req.v ?? '');
  if (!part || !m || !Number.isInteger(index) || index < 0 || !Number.isFinite(exp) || exp < now || !req.sig || !/^[A-Za-z0-9_-]{1,64}$/.test(req.postId)) return null;
  const expected = Buffer.from(signature(req.postId, index, part, req.v!, exp));
  const given = Buffer.from(req.sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const b = await getBackend();
  const post: JournalPost | null = await b.journal.get({ id: req.postId });
  if (!post || post.visibility !== 'families') return null;
  if (m[1] === 'u') {
    if (!sessionUser || sessionUser.id !== m[2] || !(await canReadFamilyPosts(b, sessionUser, post.litterId))) return null;
  } else if (!(await applicationReadsFamilies(b, m[2]!, post.litterId))) return null;
  const media = post.media[index];
  const url = part === 'poster' ? media?.posterUrl : media?.url;
  const path = url ? b.media.pathFromUrl(url) : null;
  if (!path || !path.startsWith(`${JOURNAL_FOLDER}/${post.litterId}/`)) return null;
  return b.media.read({ path });
}

/**
 * True when a stored path is a file of a families-only journal post (the /media route then answers
 * 404 to anyone but the owner). One read of the litter's posts, only for journal paths.
 */
export async function isFamiliesOnlyFile(path: string, backend?: Backend): Promise<boolean> {
  const m = new RegExp(`^${JOURNAL_FOLDER}/([A-Za-z0-9_-]{1,64})/`).exec(path);
  if (!m) return false;
  const b = backend ?? (await getBackend());
  const posts = await b.journal.listByLitter({ litterId: m[1]! });
  // A file no post names yet (just uploaded, its post not saved) is private too, until a public post shows it.
  let inPublic = false;
  for (const p of posts) {
    const paths = p.media.flatMap((x) => [x.url, x.posterUrl]).map((u) => (u ? b.media.pathFromUrl(u) : null));
    if (!paths.includes(path)) continue;
    if (p.visibility === 'families') return true;
    inPublic = true;
  }
  return !inPublic;
}
