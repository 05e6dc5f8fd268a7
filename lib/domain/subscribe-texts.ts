import { LITTER_STAGE_LABELS, type LitterStage } from './litter';
import { INVALID_EMAIL } from './email';

/** The litter announcement list's texts (docs/family-journey.md): the form, its pages and its emails. */
export const SUBSCRIBE_TEXTS = {
  heading: 'Get litter announcements',
  lead: 'One email when a litter is expected, born, or ready to go home. Confirm your address once; unsubscribe in one click.',
  emailLabel: 'Email address',
  submit: 'Subscribe',
  sentTitle: 'Check your email',
  sent: 'If that address can receive mail, a confirmation link is on its way. Open it to start getting litter announcements.',
  invalidEmail: INVALID_EMAIL,
  tooMany: 'Too many requests. Please try again later.',
  failed: 'Something went wrong. Please try again later.',
  confirmTitle: 'Confirm your litter announcements',
  confirmLead: 'Press the button to start getting one email when a litter is expected, born, or ready to go home.',
  confirmButton: 'Confirm my subscription',
  confirmedTitle: 'You are subscribed',
  confirmed: 'Thank you: you will get one email when a litter is expected, born, or ready to go home.',
  badLinkTitle: 'This link does not work',
  badLink: 'The link is old, already used, or mistyped. Subscribe again to get a new one.',
  unsubscribeTitle: 'Unsubscribe from litter announcements',
  unsubscribeLead: 'Stop getting emails about new litters at this address.',
  unsubscribeButton: 'Unsubscribe',
  unsubscribedTitle: 'You are unsubscribed',
  unsubscribed: 'You will get no more litter announcements. You can subscribe again any time.',
  confirmSubject: (site: string) => `Confirm your litter announcements from ${site}`,
  confirmBody: (site: string, link: string) =>
    `Hello,\n\nSomeone (hopefully you) asked to get litter announcements from ${site} at this address.\n\nConfirm here: ${link}\n\nIf it was not you, ignore this email: nothing will be sent.\n\n${site}`,
  announceSubject: (litter: string, stage: LitterStage) => `${litter}: ${LITTER_STAGE_LABELS[stage]}`,
  announceBody: (site: string, litter: string, stage: LitterStage, link: string, unsubscribe: string) =>
    `Hello,\n\n${litter} is now: ${LITTER_STAGE_LABELS[stage]}.\n\nSee the litter: ${link}\nApply for a puppy from this litter on the litter page.\n\nUnsubscribe in one click: ${unsubscribe}\n\n${site}`,
} as const;

/** Subscribe rate limits (like the contact form's): per client address, and for the whole site. */
export const SUBSCRIBE_LIMITS = { perIp: 5, windowMs: 10 * 60_000, globalPerMinute: 30 } as const;
export const SUBSCRIBE_RATE_KEYS = { perIp: (ip: string) => `subscribe:${ip}`, everyone: 'subscribe-all' } as const;

/**
 * The address a refused sign-up typed, kept for the form on /subscribe (never in the address bar):
 * an HttpOnly cookie sent to /subscribe only, gone after a few minutes or at the next sign-up.
 */
export const SUBSCRIBE_TYPED_COOKIE = { name: 'subscribe-typed', maxAgeSeconds: 300 } as const;
