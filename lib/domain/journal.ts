import { z } from 'zod';
import { calendarDate, multiLine, singleLine } from './fields';

/**
 * The litter journal (docs/litters.md): dated updates the owner posts to a litter, each either public (on
 * the litter's page) or for the litter's reserved families only (never in a static page or an
 * anonymous payload; served by a session-checked route handler). A family is a registered user the
 * owner links to a litter, optionally to one puppy of it (a FamilyLink).
 */

export const JOURNAL_VISIBILITIES = ['public', 'families'] as const;
export type JournalVisibility = (typeof JOURNAL_VISIBILITIES)[number];

export const JOURNAL_MEDIA_KINDS = ['photo', 'video'] as const;
type JournalMediaKind = (typeof JOURNAL_MEDIA_KINDS)[number];

/** At most this many photos and videos per post. */
export const JOURNAL_MAX_MEDIA = 12;
const JOURNAL_BODY_MAX = 10_000;
const JOURNAL_TITLE_MAX = 120;

/** Record ids as both backends make them (lib/backend/ids.ts). */
const ID = /^[A-Za-z0-9_-]{1,64}$/;

export const JOURNAL_TEXT = {
  unknownLitter: 'Unknown litter.',
  emptyPost: 'Write a few words or add a photo.',
  tooManyMedia: `Add at most ${JOURNAL_MAX_MEDIA} photos or videos to one post.`,
  chooseVisibility: 'Choose who sees this post.',
  badMedia: 'A photo of this post could not be read. Remove it and add it again.',
} as const;

export type JournalMedia = {
  kind: JournalMediaKind;
  /** A URL this site's media store handed out. */
  url: string;
  /** What the photo shows, for screen readers ('' falls back to the post's date). */
  alt: string;
  /** A video's poster frame; null for photos. */
  posterUrl: string | null;
  width: number | null;
  height: number | null;
};

const journalMediaSchema = z.object({
  kind: z.enum(JOURNAL_MEDIA_KINDS),
  url: z.string().min(1).max(2048),
  alt: singleLine(300).default(''),
  posterUrl: z.string().min(1).max(2048).nullable().default(null),
  width: z.number().int().min(1).max(100_000).nullable().default(null),
  height: z.number().int().min(1).max(100_000).nullable().default(null),
});

/** What the owner writes. One schema for the form, the action and the backend. */
export const journalPostInputSchema = z
  .object({
    litterId: z.string().regex(ID, JOURNAL_TEXT.unknownLitter),
    date: calendarDate,
    title: singleLine(JOURNAL_TITLE_MAX).default(''),
    body: multiLine(JOURNAL_BODY_MAX).default(''),
    media: z.array(journalMediaSchema, { error: JOURNAL_TEXT.badMedia }).max(JOURNAL_MAX_MEDIA, JOURNAL_TEXT.tooManyMedia).default([]),
    visibility: z.enum(JOURNAL_VISIBILITIES, { error: JOURNAL_TEXT.chooseVisibility }),
  })
  .refine((p) => p.body !== '' || p.media.length > 0, { message: JOURNAL_TEXT.emptyPost, path: ['body'] });
export type JournalPostInput = z.infer<typeof journalPostInputSchema>;

export type JournalPost = JournalPostInput & {
  id: string;
  createdAt: string;
  updatedAt: string;
};

/** A registered user linked to a litter (and optionally to one puppy of it): a reserved family. */
export type FamilyLink = {
  litterId: string;
  userId: string;
  puppyId: string | null;
  createdAt: string;
};

const EPOCH = new Date(0).toISOString();
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? Math.round(v) : null);

function toMedia(v: unknown): JournalMedia | null {
  if (!v || typeof v !== 'object') return null;
  const m = v as Record<string, unknown>;
  const url = str(m.url);
  if (!url) return null;
  return {
    kind: m.kind === 'video' ? 'video' : 'photo',
    url,
    alt: str(m.alt),
    posterUrl: str(m.posterUrl) || null,
    width: num(m.width),
    height: num(m.height),
  };
}

/**
 * The one place a stored post (SQLite row made plain, Firestore document made plain) becomes a
 * JournalPost: missing or corrupt fields get defaults, and anything but 'public' is for families
 * (a damaged visibility never makes a private post public).
 */
export function toJournalPost(id: string, raw: Record<string, unknown>): JournalPost {
  const createdAt = str(raw.createdAt) || EPOCH;
  return {
    id,
    litterId: str(raw.litterId),
    date: str(raw.date) || createdAt.slice(0, 10),
    title: str(raw.title),
    body: str(raw.body),
    media: (Array.isArray(raw.media) ? raw.media : []).map(toMedia).filter((m): m is JournalMedia => m !== null),
    visibility: raw.visibility === 'public' ? 'public' : 'families',
    createdAt,
    updatedAt: str(raw.updatedAt) || createdAt,
  };
}

export function toFamilyLink(raw: Record<string, unknown>): FamilyLink {
  return {
    litterId: str(raw.litterId),
    userId: str(raw.userId),
    puppyId: str(raw.puppyId) || null,
    createdAt: str(raw.createdAt) || EPOCH,
  };
}

/** What a public page may carry of a post (public posts only; the caller filters). */
export type PublicJournalPost = Pick<JournalPost, 'id' | 'date' | 'title' | 'body' | 'media' | 'visibility'>;

export function toPublicJournalPost(p: JournalPost): PublicJournalPost {
  return { id: p.id, date: p.date, title: p.title, body: p.body, media: p.media, visibility: p.visibility };
}

/** The cache tag of one litter's public journal (every read of it also carries TAGS.journal). */
export const journalTag = (litterId: string) => `journal:${litterId}`;

/** Storage folder of a litter's journal files (beside docs/product.md §7's folders and the media sets'). */
export const JOURNAL_FOLDER = 'journal';
export const journalFolder = (litterId: string) => `${JOURNAL_FOLDER}/${litterId}`;

/**
 * Where a journal upload is stored: `journal/<litterId>/<time>-<random>_<name>.<ext>`. The random
 * part makes the URL of a photo in a families-only post unguessable (media URLs are capability
 * links on both backends: the embedded /media route and Firebase download tokens).
 */
export function journalPath(litterId: string, stem: string, ext: string, random: string, now = Date.now()): string {
  return `${journalFolder(litterId)}/${now}-${random}_${stem}.${ext}`;
}
