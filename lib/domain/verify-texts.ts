/** Verified email addresses (docs/security.md): the banner, the confirmation page and the email. */
export const VERIFY_TEXTS = {
  bannerTitle: 'Please confirm your email address',
  banner: (email: string) =>
    `We sent a confirmation link to ${email}. Until you open it, applications, waitlist places and families-only posts for this address are not shown in your account.`,
  sendAgain: 'Send the link again',
  sending: 'Sending…',
  sentAgain: (email: string) => `A new confirmation link is on its way to ${email}. It works once, for 48 hours.`,
  tooMany: 'We have sent several links to this address recently. Please use the newest one, or try again in an hour.',
  alreadyVerified: 'Your email address is confirmed.',
  failed: 'Could not send the link. Please try again later.',
  firebase: 'Confirm your address with the link Firebase sent when you registered, then sign in again.',
  pageTitle: 'Confirm your email address',
  pageLead: 'Confirm that this address is yours. Your applications sent with it then appear in your account.',
  confirmButton: 'Confirm my email address',
  confirmedTitle: 'Your email address is confirmed',
  confirmed: 'Applications you sent with this address now appear under “My puppy journey”.',
  badLinkTitle: 'This link does not work',
  badLink: 'The link is old, already used, or mistyped. Sign in and ask for a new one.',
  mailSubject: (site: string) => `Confirm your email address for ${site}`,
  mailBody: (site: string, link: string) =>
    `Hello,\n\nSomeone (hopefully you) made an account at ${site} with this address.\n\nConfirm it within 48 hours: ${link}\n\nIf it was not you, ignore this email: the account will not see anything sent with this address.\n\n${site}`,
} as const;
