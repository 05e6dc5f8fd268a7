import { z } from 'zod';
import { APPLICATION_LIMITS, APPLICATION_STATUSES, type ApplicationStatus } from './application';
import { multiLine, singleLine } from './fields';

/**
 * Admin › Applications (docs/family-journey.md): the owner's decisions on an application, the templated
 * replies that go with them (edited by the owner before sending), and the tab's texts.
 */

export const DECISIONS = ['approve', 'waitlist', 'decline', 'place'] as const;
export type Decision = (typeof DECISIONS)[number];

/** The status a decision sets. */
export const DECISION_STATUS: Record<Decision, ApplicationStatus> = { approve: 'approved', waitlist: 'waitlisted', decline: 'declined', place: 'placed' };

export const DECISION_LABELS: Record<Decision, string> = { approve: 'Approve', waitlist: 'Waitlist for a litter', decline: 'Decline', place: 'Mark as placed' };

/**
 * Which statuses each decision may be taken from. A placed family (their puppy went home: "Mark as
 * placed", which also marks their picked puppies Adopted) is final; a declined family may be
 * reconsidered (approved); a waitlisted one may move to another litter.
 */
export const DECISION_FROM: Record<Decision, readonly ApplicationStatus[]> = {
  approve: ['submitted', 'declined'],
  waitlist: ['submitted', 'approved', 'waitlisted'],
  decline: ['submitted', 'approved', 'waitlisted'],
  place: ['approved', 'waitlisted'],
};

export function canDecide(status: ApplicationStatus, decision: Decision): boolean {
  return DECISION_FROM[decision].includes(status);
}

type ReplyTemplate = { subject: string; body: string };

/**
 * The replies the owner starts from. Placeholders: {name} (the family's name), {litter} (the
 * litter's name, waitlist only), {site} (the kennel's name). The owner edits the filled text freely.
 */
export const REPLY_TEMPLATES: Record<Decision, ReplyTemplate> = {
  approve: {
    subject: 'Your puppy application is approved',
    body:
      'Dear {name},\n\nThank you for your application. We are happy to let you know that it is approved.\n\n' +
      'We will be in touch about our upcoming litters and the next steps, including the deposit.\n\nWarm regards,\n{site}',
  },
  waitlist: {
    subject: 'You are on the waitlist for {litter}',
    body:
      'Dear {name},\n\nThank you for your application. We have added you to the waitlist for {litter}.\n\n' +
      'We will tell you your place on the list and when it is time to pick. Deposits are non-refundable.\n\nWarm regards,\n{site}',
  },
  place: {
    subject: 'Thank you for giving our puppy a home',
    body:
      'Dear {name},\n\nThank you for welcoming one of our puppies into your family. We hope the first days at home are going well.\n\n' +
      'We are here for any questions, for your puppy’s whole life. Please send us a photo now and then: we love to see them grow.\n\nWarm regards,\n{site}',
  },
  decline: {
    subject: 'About your puppy application',
    body:
      'Dear {name},\n\nThank you for your interest in our puppies. After reading your application we are not able to offer you a puppy at this time.\n\n' +
      'We wish you the very best in finding the right dog for your family.\n\nKind regards,\n{site}',
  },
};

/** Replaces {name}, {litter} and {site}; unknown placeholders stay as written. */
export function fillReply(template: ReplyTemplate, values: { name: string; litter?: string; site: string }): ReplyTemplate {
  const fill = (s: string) =>
    s.replace(/\{(name|litter|site)\}/g, (whole, key: 'name' | 'litter' | 'site') => {
      const v = values[key];
      return typeof v === 'string' && v ? v : whole;
    });
  return { subject: fill(template.subject), body: fill(template.body) };
}

export const REPLY_LIMITS = { subject: 200, body: 10000 } as const;

export const APPLICATIONS_ADMIN = {
  notesSaved: 'Notes saved.',
  notesFailed: 'Could not save the notes. Please try again.',
  unknown: 'That application no longer exists.',
  decideFailed: 'Could not update the application. Please try again.',
  chooseDecision: 'Choose approve, waitlist, decline or mark as placed.',
  chooseLitter: 'Choose the litter to waitlist this family for.',
  unknownLitter: 'That litter no longer exists. Choose another one.',
  notAllowed: (status: string, decision: string) => `An application that is ${status.toLowerCase()} cannot be given “${decision}”.`,
  subjectRequired: 'Write a subject for the reply, or untick “Send this reply”.',
  bodyRequired: 'Write the reply, or untick “Send this reply”.',
  decided: (name: string, status: string, sent: boolean) => `${name} is now ${status.toLowerCase()}.${sent ? ' The reply is queued to send.' : ''}`,
  placed: (name: string, adopted: readonly string[], sent: boolean) =>
    `${name} is now placed.${adopted.length ? ` ${adopted.join(' and ')} ${adopted.length === 1 ? 'is' : 'are'} now Adopted.` : ''}${sent ? ' The reply is queued to send.' : ''}`,
  waitlisted: (name: string, litter: string, position: number, sent: boolean) =>
    `${name} is now waitlisted for ${litter} (position ${position}).${sent ? ' The reply is queued to send.' : ''}`,
  loadFailed: 'Could not load the applications. Please try again.',
  empty: 'No applications yet.',
  emptyFiltered: 'No applications match these filters.',
} as const;

/**
 * The list's filters from the URL (`?status=&litter=&family=&page=`); anything malformed is ignored.
 * `family` is a family's e-mail sealed by the server (lib/server/application-filter.ts): the address
 * itself never goes into a URL.
 */
export type ApplicationListQuery = { status?: ApplicationStatus; litterId?: string; family?: string };

export function parseApplicationListQuery(sp: Record<string, string | string[] | undefined>): ApplicationListQuery {
  const one = (k: string) => {
    const v = sp[k];
    return (Array.isArray(v) ? v[0] : v)?.trim() ?? '';
  };
  const out: ApplicationListQuery = {};
  const status = one('status');
  if ((APPLICATION_STATUSES as readonly string[]).includes(status)) out.status = status as ApplicationStatus;
  const litter = one('litter');
  if (/^[A-Za-z0-9_-]{1,64}$/.test(litter)) out.litterId = litter;
  const family = one('family');
  if (/^[A-Za-z0-9_-]{1,1000}$/.test(family)) out.family = family;
  return out;
}

/** The list URL for a filter and page (page 1 has no `page`). */
export function applicationListHref(q: ApplicationListQuery, page = 1): string {
  const p = new URLSearchParams();
  if (q.status) p.set('status', q.status);
  if (q.litterId) p.set('litter', q.litterId);
  if (q.family) p.set('family', q.family);
  if (page > 1) p.set('page', String(page));
  const s = p.toString();
  return s ? `/admin/applications?${s}` : '/admin/applications';
}

const appId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, APPLICATIONS_ADMIN.unknown);

export const notesFormSchema = z.object({
  id: appId,
  notes: multiLine(APPLICATION_LIMITS.notes),
});

/**
 * The decision form. The reply is required unless "Send this reply" is off; the litter is required
 * (and checked against the current litters by the action) for a waitlist decision.
 */
export const decisionFormSchema = z
  .object({
    id: appId,
    decision: z.enum(DECISIONS, APPLICATIONS_ADMIN.chooseDecision),
    litterId: z.string().trim().default(''),
    send: z.boolean(),
    subject: singleLine(REPLY_LIMITS.subject),
    // Browsers send a textarea's line breaks as CRLF; the mail body is stored with LF.
    body: multiLine(REPLY_LIMITS.body).transform((v) => v.replace(/\r\n?/g, '\n')),
  })
  .superRefine((v, ctx) => {
    if (v.decision === 'waitlist' && !/^[A-Za-z0-9_-]{1,64}$/.test(v.litterId)) ctx.addIssue({ code: 'custom', path: ['litterId'], message: APPLICATIONS_ADMIN.chooseLitter });
    if (v.send && !v.subject.trim()) ctx.addIssue({ code: 'custom', path: ['subject'], message: APPLICATIONS_ADMIN.subjectRequired });
    if (v.send && !v.body.trim()) ctx.addIssue({ code: 'custom', path: ['body'], message: APPLICATIONS_ADMIN.bodyRequired });
  });
export type DecisionField = 'decision' | 'litterId' | 'subject' | 'body';
