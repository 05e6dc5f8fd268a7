'use server';

import { z } from 'zod';
import { idSchema, text } from '@/lib/domain/form-data';
import { fieldErrorsOf, type FormState } from '@/lib/domain/form-state';
import { journalPostInputSchema, type JournalPostInput } from '@/lib/domain/journal';
import { MESSAGES } from '@/lib/domain/messages';
import { normalizeEmail } from '@/lib/domain/user';
import { adminAction, findById } from '@/lib/server/admin-action';
import { deleteJournalFiles, mediaBelongsToLitter, revalidateJournal } from '@/lib/server/journal';
import { INVALID_EMAIL } from '@/lib/domain/email';

/**
 * The litter journal and reserved families on the litter hub (/admin/litters/[id]). Every action
 * goes through adminAction (the role read from the user record first), parses its input with zod
 * and, after a write to a post, revalidates the litter's journal tag (its public page). Links
 * change no public page: families-only posts are served by the session-checked route handler.
 */

type JournalField = keyof JournalPostInput;
export type JournalFormState = FormState<JournalField>;
type FamilyField = 'email' | 'puppyId';
export type FamilyFormState = FormState<FamilyField>;

const T = MESSAGES.journal;
const litterId = idSchema(T.noSuchLitter);
const postId = idSchema(T.unknownPost);
const userId = idSchema('Unknown account.');

/** The media field: the JSON list the form keeps of finished uploads (anything else reads as not a list). */
function mediaOf(fd: FormData): unknown {
  const raw = text(fd, 'media').trim();
  if (raw === '') return [];
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/**
 * Writes a post: a new one, or the post named by `id` (its litter cannot change). Photos and videos
 * must be uploads of this litter's journal folder; files an edit dropped are deleted.
 */
export async function saveJournalPostAction(_prev: JournalFormState, fd: FormData): Promise<JournalFormState> {
  return adminAction<JournalField>(T.saveFailed, async (_admin, backend) => {
    const rawId = text(fd, 'id').trim();
    const parsed = journalPostInputSchema.safeParse({
      litterId: text(fd, 'litterId'),
      date: text(fd, 'date'),
      title: text(fd, 'title'),
      body: text(fd, 'body'),
      media: mediaOf(fd),
      visibility: text(fd, 'visibility'),
    });
    if (!parsed.success) return { status: 'invalid', message: T.saveFailed, fieldErrors: fieldErrorsOf<JournalField>(parsed.error.issues) };
    const input = parsed.data;
    if (!(await backend.litters.get({ id: input.litterId }))) return { status: 'error', message: T.noSuchLitter };
    if (!mediaBelongsToLitter(backend, input.litterId, input.media)) return { status: 'invalid', message: T.mediaNotOurs, fieldErrors: { media: T.mediaNotOurs } };

    if (rawId === '') {
      await backend.journal.create({ input });
      revalidateJournal(input.litterId);
      return { status: 'ok', message: T.posted };
    }
    const id = postId.safeParse(rawId);
    const current = id.success ? await backend.journal.get({ id: id.data }) : null;
    if (!id.success || !current || current.litterId !== input.litterId) return { status: 'error', message: T.unknownPost };
    await backend.journal.update({ id: id.data, input });
    revalidateJournal(input.litterId);
    await deleteJournalFiles(backend, input.litterId, current.media, input.media);
    return { status: 'ok', message: T.saved };
  });
}

export async function deleteJournalPostAction(id: string): Promise<FormState> {
  return adminAction(T.deleteFailed, async (_admin, backend) => {
    const found = await findById(postId, id, (postKey) => backend.journal.get({ id: postKey }), T.unknownPost);
    if (!found.ok) return found.state;
    const post = await backend.journal.delete({ id: found.id });
    revalidateJournal(post.litterId);
    await deleteJournalFiles(backend, post.litterId, post.media);
    return { status: 'ok', message: T.deleted };
  });
}

const linkSchema = z.object({
  litterId,
  email: z.string().trim().min(1, 'Enter the family’s email address.').max(254).email(INVALID_EMAIL),
  puppyId: idSchema(T.unknownPuppy).nullable(),
});

/** Links a registered user (found by email) to the litter, optionally to one of its puppies; linking again changes the puppy. */
export async function linkFamilyAction(_prev: FamilyFormState, fd: FormData): Promise<FamilyFormState> {
  return adminAction<FamilyField>(T.linkFailed, async (_admin, backend) => {
    const puppy = text(fd, 'puppyId').trim();
    const parsed = linkSchema.safeParse({ litterId: text(fd, 'litterId'), email: text(fd, 'email'), puppyId: puppy === '' ? null : puppy });
    if (!parsed.success) return { status: 'invalid', message: T.linkFailed, fieldErrors: fieldErrorsOf<FamilyField>(parsed.error.issues) };
    const { litterId: lid, email, puppyId } = parsed.data;
    if (!(await backend.litters.get({ id: lid }))) return { status: 'error', message: T.noSuchLitter };
    const user = await backend.users.getByEmail({ email: normalizeEmail(email) });
    if (!user) return { status: 'invalid', message: T.noSuchUser, fieldErrors: { email: T.noSuchUser } };
    if (puppyId !== null && !(await backend.litters.listPuppies({ litterId: lid })).some((p) => p.id === puppyId)) {
      return { status: 'invalid', message: T.unknownPuppy, fieldErrors: { puppyId: T.unknownPuppy } };
    }
    await backend.families.link({ litterId: lid, userId: user.id, puppyId });
    return { status: 'ok', message: T.linked(user.email) };
  });
}

export async function unlinkFamilyAction(litter: string, user: string): Promise<FormState> {
  return adminAction(T.unlinkFailed, async (_admin, backend) => {
    const parsed = z.object({ litterId, userId }).safeParse({ litterId: litter, userId: user });
    if (!parsed.success) return { status: 'invalid', message: T.unlinkFailed };
    if (!(await backend.families.get(parsed.data))) return { status: 'error', message: T.unlinkFailed };
    await backend.families.unlink(parsed.data);
    const account = await backend.users.getById({ id: parsed.data.userId });
    return { status: 'ok', message: T.unlinked(account?.email ?? 'That family') };
  });
}
