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
  pageTitle: 'Confirm your email address',
  pageLead: 'Confirm that this address is yours. Your applications sent with it then appear in your account.',
  confirmButton: 'Confirm my email address',
  // The link works only for the account it was made for, so it is used signed in to that account.
  signedInAs: (email: string) => `Signed in as ${email}.`,
  signInLead: 'Sign in to the account you made with this address, then confirm it here. The link works only for that account.',
  signInButton: 'Sign in to confirm',
  notYou: 'Did not make an account with us? Ignore the email: an account that has not confirmed this address sees nothing sent with it.',
  confirmedTitle: 'Your email address is confirmed',
  confirmed: 'Applications you sent with this address now appear under “My puppy journey”.',
  badLinkTitle: 'This link does not work',
  badLink: 'The link is old, already used, mistyped, or made for another account. Sign in to the account you made with this address and ask for a new one.',
  mailSubject: (site: string) => `Confirm your email address for ${site}`,
  mailBody: (site: string, link: string) =>
    `Hello,\n\nSomeone (hopefully you) made an account at ${site} with this address.\n\nConfirm it within 48 hours, signed in to that account: ${link}\n\nIf it was not you, ignore this email: the account will not see anything sent with this address.\n\n${site}`,
} as const;
