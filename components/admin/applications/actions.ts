'use server';

import { revalidateTag } from 'next/cache';
import { APPLICATION_STATUS_LABELS } from '@/lib/domain/application';
import { APPLICATIONS_ADMIN, canDecide, DECISION_LABELS, DECISION_STATUS, decisionFormSchema, notesFormSchema, type DecisionField } from '@/lib/domain/application-replies';
import { checked, text } from '@/lib/domain/form-data';
import { fieldErrorsOf, type FormState } from '@/lib/domain/form-state';
import { SITE } from '@/lib/domain/site';
import { TAGS } from '@/lib/domain/tags';
import { waitlistEntryId } from '@/lib/domain/waitlist';
import { queueMail } from '@/lib/mail';
import { adminAction } from '@/lib/server/admin-action';
import { markPicksAdopted, placeOnWaitlist } from '@/lib/server/waitlists';

/**
 * Admin › Applications (docs/family-journey.md). Every action goes through adminAction (the role read
 * from the user record first) and parses its input with zod; nothing is stored on bad input.
 * Applications are admin-only and the admin pages read fresh; only "Mark as placed" changes public
 * content (the family's picked puppies become Adopted), so only it revalidates the puppies tag.
 */

export type NotesFormState = FormState<'notes'>;
export type DecisionFormState = FormState<DecisionField>;

/** Saves the owner's private notes on an application. */
export async function saveApplicationNotesAction(_prev: NotesFormState, formData: FormData): Promise<NotesFormState> {
  return adminAction<'notes'>(APPLICATIONS_ADMIN.notesFailed, async (_admin, backend) => {
    const parsed = notesFormSchema.safeParse({ id: text(formData, 'id'), notes: text(formData, 'notes') });
    if (!parsed.success) {
      const fieldErrors = fieldErrorsOf<'notes' | 'id'>(parsed.error.issues);
      if (fieldErrors.id) return { status: 'error', message: APPLICATIONS_ADMIN.unknown };
      return { status: 'invalid', message: fieldErrors.notes, fieldErrors: { notes: fieldErrors.notes } };
    }
    if (!(await backend.applications.get({ id: parsed.data.id }))) return { status: 'error', message: APPLICATIONS_ADMIN.unknown };
    await backend.applications.setNotes({ id: parsed.data.id, notes: parsed.data.notes });
    return { status: 'ok', message: APPLICATIONS_ADMIN.notesSaved };
  });
}

/**
 * Approve, waitlist for a litter, decline, or mark as placed (the puppy went home: the family's
 * Reserved picks become Adopted), with the reply the owner edited. The reply is queued
 * in the outbox as a 'family' message (the server-side sender delivers it later, with retries); the
 * action never waits for delivery. The status is checked against the allowed transitions
 * (lib/domain/application-replies.ts DECISION_FROM); a waitlist's litter must be a current one,
 * and the family gets an entry on its waitlist (backend.waitlists) unless it has one there.
 */
export async function decideApplicationAction(_prev: DecisionFormState, formData: FormData): Promise<DecisionFormState> {
  return adminAction<DecisionField>(APPLICATIONS_ADMIN.decideFailed, async (_admin, backend) => {
    const parsed = decisionFormSchema.safeParse({
      id: text(formData, 'id'),
      decision: text(formData, 'decision'),
      litterId: text(formData, 'litterId'),
      send: checked(formData, 'send'),
      subject: text(formData, 'subject'),
      body: text(formData, 'body'),
    });
    if (!parsed.success) {
      const fieldErrors = fieldErrorsOf<DecisionField | 'id'>(parsed.error.issues);
      if (fieldErrors.id) return { status: 'error', message: APPLICATIONS_ADMIN.unknown };
      const { id: _id, ...rest } = fieldErrors;
      void _id;
      return { status: 'invalid', message: Object.values(rest)[0], fieldErrors: rest };
    }
    const form = parsed.data;
    const application = await backend.applications.get({ id: form.id });
    if (!application) return { status: 'error', message: APPLICATIONS_ADMIN.unknown };
    if (!canDecide(application.status, form.decision)) {
      return { status: 'invalid', message: APPLICATIONS_ADMIN.notAllowed(APPLICATION_STATUS_LABELS[application.status], DECISION_LABELS[form.decision]), fieldErrors: { decision: APPLICATIONS_ADMIN.notAllowed(APPLICATION_STATUS_LABELS[application.status], DECISION_LABELS[form.decision]) } };
    }
    let placed: { litter: string; position: number } | null = null;
    if (form.decision === 'waitlist') {
      const litter = await backend.litters.get({ id: form.litterId });
      if (!litter || litter.life.stage === 'placed') return { status: 'invalid', message: APPLICATIONS_ADMIN.unknownLitter, fieldErrors: { litterId: APPLICATIONS_ADMIN.unknownLitter } };
      // The litter's waitlist entry (lib/server/waitlists.ts: where the first deposit puts it); a
      // family already on this litter's list keeps its place.
      const existing = await backend.waitlists.get({ id: waitlistEntryId(litter.id, application.id) });
      const entry = existing ?? (await placeOnWaitlist(backend, { applicationId: application.id, litterId: litter.id }));
      placed = { litter: litter.name, position: entry.position };
    }
    const status = DECISION_STATUS[form.decision];
    const updated = await backend.applications.setStatus({ id: application.id, status });
    const adopted = form.decision === 'place' ? await markPicksAdopted(backend, application.id) : [];
    if (adopted.length) revalidateTag(TAGS.puppies);
    if (form.send) {
      const info = await backend.settings.getBasicInfo();
      // Queued, not sent: the outbox is the record, and delivery happens outside this request.
      await queueMail(
        { kind: 'family', to: [application.contact.email], subject: form.subject, body: form.body, fromName: SITE.name, replyEmail: info?.email ?? '', phone: '' },
        backend,
      );
    }
    const message = placed
      ? APPLICATIONS_ADMIN.waitlisted(updated.contact.name, placed.litter, placed.position, form.send)
      : form.decision === 'place'
        ? APPLICATIONS_ADMIN.placed(updated.contact.name, adopted, form.send)
        : APPLICATIONS_ADMIN.decided(updated.contact.name, APPLICATION_STATUS_LABELS[status], form.send);
    return { status: 'ok', message };
  });
}
