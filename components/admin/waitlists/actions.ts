'use server';

import { revalidateTag } from 'next/cache';
import type { Backend } from '@/lib/backend';
import { isAppError } from '@/lib/domain/errors';
import { checked, text } from '@/lib/domain/form-data';
import { fieldErrorsOf, type FormState } from '@/lib/domain/form-state';
import { MESSAGES } from '@/lib/domain/messages';
import { TAGS } from '@/lib/domain/tags';
import { waitlistAddSchema, waitlistEntrySchema, waitlistMoveSchema, waitlistPassSchema, waitlistPickSchema } from '@/lib/domain/waitlist';
import { adminAction } from '@/lib/server/admin-action';
import { clearPick, placeOnWaitlist, recordPick } from '@/lib/server/waitlists';
import { messageWaitlist } from '@/lib/server/waitlist-message';
import { WAITLIST_MESSAGE_TEXTS as WM, waitlistMessageSchema, type WaitlistMessageField } from '@/lib/domain/waitlist-message';

/**
 * Waitlists and picks (docs/family-journey.md): the litter hub's Waitlist section and the family hub's
 * Waitlist placement. Every action goes through adminAction (the role read from the user record
 * first) and parses its input with zod; bad input gets a clear message and stores nothing. Only a
 * pick changes public content (the puppy becomes Reserved), so only picks revalidate the puppies tag.
 */

type WaitlistField = 'applicationId' | 'litterId' | 'position' | 'puppyId' | 'id';
export type WaitlistState = FormState<WaitlistField>;

const W = MESSAGES.waitlists;

async function familyName(backend: Backend, applicationId: string): Promise<string> {
  const a = await backend.applications.get({ id: applicationId });
  return a?.contact.name ?? 'The family';
}

function invalid(issues: readonly { path: readonly PropertyKey[]; message: string }[]): WaitlistState {
  const fieldErrors = fieldErrorsOf<WaitlistField>(issues);
  if (fieldErrors.id) return { status: 'error', message: fieldErrors.id };
  return { status: 'invalid', message: Object.values(fieldErrors)[0], fieldErrors };
}

/**
 * Family hub: puts the application on a current litter's waitlist (position blank: by deposit date).
 * A family on a waitlist is Waitlisted, as Admin › Applications' "Waitlist for a litter" makes it
 * (without its reply): a submitted, approved or declined application becomes Waitlisted; a placed
 * one stays placed.
 */
export async function addToWaitlistAction(_prev: WaitlistState, formData: FormData): Promise<WaitlistState> {
  return adminAction<WaitlistField>(W.failed, async (_admin, backend) => {
    const parsed = waitlistAddSchema.safeParse({ applicationId: text(formData, 'applicationId'), litterId: text(formData, 'litterId'), position: text(formData, 'position').trim() });
    if (!parsed.success) return invalid(parsed.error.issues);
    const application = await backend.applications.get({ id: parsed.data.applicationId });
    if (!application) return { status: 'error', message: W.unknownApplication };
    const litter = await backend.litters.get({ id: parsed.data.litterId });
    if (!litter || litter.life.stage === 'placed') return { status: 'invalid', message: W.unknownLitter, fieldErrors: { litterId: W.unknownLitter } };
    try {
      const entry = await placeOnWaitlist(backend, { applicationId: application.id, litterId: litter.id, position: parsed.data.position === '' ? null : parsed.data.position });
      if (application.status !== 'waitlisted' && application.status !== 'placed') await backend.applications.setStatus({ id: application.id, status: 'waitlisted' });
      return { status: 'ok', message: W.added(application.contact.name, litter.name, entry.position) };
    } catch (e) {
      if (isAppError(e, 'conflict')) return { status: 'invalid', message: W.already, fieldErrors: { litterId: W.already } };
      throw e;
    }
  });
}

/** Moves an entry to a position (move up/down buttons and drag both send the target position). */
export async function moveWaitlistEntryAction(_prev: WaitlistState, formData: FormData): Promise<WaitlistState> {
  return adminAction<WaitlistField>(W.failed, async (_admin, backend) => {
    const parsed = waitlistMoveSchema.safeParse({ id: text(formData, 'id'), position: text(formData, 'position') });
    if (!parsed.success) return invalid(parsed.error.issues);
    const entry = await backend.waitlists.get({ id: parsed.data.id });
    if (!entry) return { status: 'error', message: W.unknownEntry };
    const list = await backend.waitlists.move({ id: entry.id, position: parsed.data.position });
    const moved = list.find((e) => e.id === entry.id)!;
    return { status: 'ok', message: W.moved(await familyName(backend, entry.applicationId), moved.position) };
  });
}

/** Puts the litter's waitlist back in deposit order (deposit date, then when added). */
export async function sortWaitlistAction(_prev: WaitlistState, formData: FormData): Promise<WaitlistState> {
  return adminAction<WaitlistField>(W.failed, async (_admin, backend) => {
    const parsed = waitlistAddSchema.pick({ litterId: true }).safeParse({ litterId: text(formData, 'litterId') });
    if (!parsed.success) return invalid(parsed.error.issues);
    if (!(await backend.litters.get({ id: parsed.data.litterId }))) return { status: 'error', message: W.unknownLitter };
    await backend.waitlists.sortByDeposit({ litterId: parsed.data.litterId });
    return { status: 'ok', message: W.sorted };
  });
}

/**
 * Records the family's pick: in turn only (every family before has picked or passed), an Available
 * puppy of this litter only; the puppy becomes Reserved and the family's account (if any) is linked
 * to the litter with that puppy.
 */
export async function recordPickAction(_prev: WaitlistState, formData: FormData): Promise<WaitlistState> {
  return adminAction<WaitlistField>(W.failed, async (_admin, backend) => {
    const parsed = waitlistPickSchema.safeParse({ id: text(formData, 'id'), puppyId: text(formData, 'puppyId') });
    if (!parsed.success) return invalid(parsed.error.issues);
    try {
      const result = await recordPick(backend, parsed.data);
      if (!result.ok) return result.field === 'id' ? { status: 'invalid', message: result.message } : { status: 'invalid', message: result.message, fieldErrors: { puppyId: result.message } };
      revalidateTag(TAGS.puppies);
      return { status: 'ok', message: W.picked(await familyName(backend, result.entry.applicationId), result.puppyName) };
    } catch (e) {
      // Lost a race with another pick: the store's own clear message.
      if (isAppError(e, 'conflict')) return { status: 'invalid', message: e.message };
      throw e;
    }
  });
}

/** Clears a pick (a mistake, or the family changed their mind): the puppy is Available again. */
export async function clearPickAction(_prev: WaitlistState, formData: FormData): Promise<WaitlistState> {
  return adminAction<WaitlistField>(W.failed, async (_admin, backend) => {
    const parsed = waitlistEntrySchema.safeParse({ id: text(formData, 'id') });
    if (!parsed.success) return invalid(parsed.error.issues);
    const cleared = await clearPick(backend, parsed.data.id);
    if (!cleared) return { status: 'error', message: W.unknownEntry };
    revalidateTag(TAGS.puppies);
    return { status: 'ok', message: W.pickCleared(await familyName(backend, cleared.applicationId)) };
  });
}

/** The owner's explicit skip: "Passed" lets the next family pick; unchecked puts them back in line. */
export async function passWaitlistEntryAction(_prev: WaitlistState, formData: FormData): Promise<WaitlistState> {
  return adminAction<WaitlistField>(W.failed, async (_admin, backend) => {
    const parsed = waitlistPassSchema.safeParse({ id: text(formData, 'id'), passed: checked(formData, 'passed') });
    if (!parsed.success) return invalid(parsed.error.issues);
    const entry = await backend.waitlists.get({ id: parsed.data.id });
    if (!entry) return { status: 'error', message: W.unknownEntry };
    if (entry.puppyId) return { status: 'invalid', message: W.removePicked };
    await backend.waitlists.setPassed({ id: entry.id, passed: parsed.data.passed });
    const name = await familyName(backend, entry.applicationId);
    return { status: 'ok', message: parsed.data.passed ? W.passed(name) : W.unpassed(name) };
  });
}

/** Takes a family off a litter's waitlist (the rest move up); refused while they have a pick. */
export async function removeWaitlistEntryAction(_prev: WaitlistState, formData: FormData): Promise<WaitlistState> {
  return adminAction<WaitlistField>(W.failed, async (_admin, backend) => {
    const parsed = waitlistEntrySchema.safeParse({ id: text(formData, 'id') });
    if (!parsed.success) return invalid(parsed.error.issues);
    const entry = await backend.waitlists.get({ id: parsed.data.id });
    if (!entry) return { status: 'error', message: W.unknownEntry };
    if (entry.puppyId) return { status: 'invalid', message: W.removePicked };
    await backend.waitlists.remove({ id: entry.id });
    return { status: 'ok', message: W.removed(await familyName(backend, entry.applicationId)) };
  });
}

export type WaitlistMessageState = FormState<WaitlistMessageField>;

/**
 * The litter hub: one message to every family on the waitlist, or only those with a deposit
 * (docs/notifications.md). Queued, one mail per family with its own status link; nothing public
 * changes, so nothing is revalidated.
 */
export async function messageWaitlistAction(_prev: WaitlistMessageState, formData: FormData): Promise<WaitlistMessageState> {
  return adminAction<WaitlistMessageField>(WM.failed, async (_admin, backend) => {
    const parsed = waitlistMessageSchema.safeParse({ litterId: text(formData, 'litterId'), audience: text(formData, 'audience'), subject: text(formData, 'subject'), body: text(formData, 'body') });
    if (!parsed.success) {
      const fieldErrors = fieldErrorsOf<WaitlistMessageField>(parsed.error.issues);
      if (fieldErrors.litterId) return { status: 'error', message: fieldErrors.litterId };
      return { status: 'invalid', message: Object.values(fieldErrors)[0], fieldErrors };
    }
    const litter = await backend.litters.get({ id: parsed.data.litterId });
    if (!litter) return { status: 'error', message: WM.unknownLitter };
    const queued = await messageWaitlist(backend, parsed.data);
    if (queued === 0) return { status: 'invalid', message: WM.nobody, fieldErrors: { audience: WM.nobody } };
    return { status: 'ok', message: WM.queued(queued) };
  });
}
