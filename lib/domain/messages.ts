import { AUTH_TEXTS } from './auth-texts';
import { countOf } from './format';
import { JOURNAL_PUBLIC_TEXT } from './journal-texts';
import { PUPPIES_TEXT } from './puppies-texts';
import { INVALID_EMAIL } from './email';

/**
 * Every user-visible text that docs/product.md fixes, quoted exactly, in one place.
 * Components and actions import from here so a wording change is one edit.
 */
export const MESSAGES = {
  puppies: PUPPIES_TEXT,
  studs: {
    loadError: 'Could not load studs right now.',
    empty: 'We don’t have any studs listed right now. Contact us to learn about upcoming availability.',
    loginToView: 'Login to view details',
    bookByPhone: 'Stud services must be scheduled by phone',
    // Beyond the spec: the stud details endpoint answering a visitor who is not signed in.
    signInForDetails: 'Sign in to see stud details.',
  },
  // Beyond the spec: dams and sires (docs/litters.md), public pages and Admin › Parents.
  parents: {
    loadError: 'We couldn’t load our dams and sires right now. Please try again soon.',
    empty: 'Our dams and sires will be introduced here soon.',
    studDetails: 'This sire is one of our studs: his details are shown to signed-in visitors on the studs page.',
  },
  parentsAdmin: {
    created: (name: string) => `Parent created: ${name}`,
    saved: (name: string) => `Parent saved: ${name}`,
    deleted: (name: string) => `Deleted ${name}`,
    createFailed: 'Create failed. Please review the inputs and try again.',
    updateFailed: 'Update failed.',
    deleteFailed: 'Delete failed.',
    loadError: 'Could not load parents. Please try again.',
    unknownParent: 'That parent no longer exists.',
    unknownStud: 'That stud no longer exists. Choose another or none.',
  },
  gallery: {
    loading: 'Loading gallery...',
    uploadError: 'An error occurred during upload.',
    deleteError: 'An error occurred during deletion.',
    uploaded: 'Gallery images uploaded successfully!',
    deleted: (name: string) => `Deleted ${name}`,
    // Beyond the spec: the owner's caption and alt text of a photo.
    textSaved: (name: string) => `Caption and alt text saved for ${name}`,
    textSaveFailed: 'Could not save the caption and alt text.',
    // Beyond the spec: the home carousel's pause (WCAG 2.2.2), a check box.
    pauseCarousel: 'Pause the moving photos',
  },
  contact: {
    sending: 'Sending...',
    sent: 'Message Sent',
    sendError: 'Sorry, we could not send your message. Please try again later.',
    recipientsMissing: 'Recipients are not loaded yet. Please try again in a moment.',
    // Beyond the spec: a second message within the 10 s throttle is refused in this browser.
    tooSoon: 'Sorry, we could not send your message yet. Please wait a few seconds, then send it again.',
    // Beyond the spec: the idle button, the sent state's thank-you and a malformed address.
    send: 'Send Message',
    thanks: 'Thank you! Your message is on its way. We usually reply within a day.',
    invalidEmail: INVALID_EMAIL,
  },
  // docs/product.md §8's account texts live in ./auth-texts, so the account forms ship them alone.
  login: AUTH_TEXTS.login,
  register: AUTH_TEXTS.register,
  reset: AUTH_TEXTS.reset,
  admin: {
    loadEntries: 'Could not load entries. Please try again.',
    createFailed: 'Create failed. Please review the inputs and try again.',
    updateFailed: 'Update failed.',
    deleteFailed: 'Delete failed.',
    saveFailed: 'Save failed.',
    contactSaveFailed: 'Failed to save contact info.',
    contactSaved: 'Contact info saved successfully!',
    invalidEmails: 'Please fix invalid email(s).',
    invalidEmail: 'Invalid email',
    heroUploadFailed: 'Failed to upload hero image.',
    heroUploaded: 'Hero image uploaded successfully!',
    heroRestoreFailed: 'Failed to restore default image.',
    heroRestored: 'Default image restored!',
    confirmDelete: (name: string) => `Delete ${name}?`,
    // Beyond the spec: the entry form's success, an image URL that is not an upload, an unknown upload kind.
    entryCreated: (name: string) => `Entry created: ${name}`,
    imageNotOurs: 'That image is not one of this site’s uploads. Please choose the image again.',
    unknownUploadKind: 'Unknown upload kind.',
    // Beyond the spec: an admin page for a record that is not there (deleted, or an old link).
    recordMissing: (what: string) => `We couldn’t find that ${what}`,
    recordMissingLead: 'It may have been deleted, or the link is out of date.',
  },
  // Beyond the spec: every admin action and admin route refuses anyone but an admin with this.
  forbidden: 'You do not have permission to do that.',
  // Beyond the spec: Admin › Account.
  account: {
    currentRequired: 'Enter your current password.',
    wrongCurrent: 'That is not your current password.',
    mismatch: 'The two new passwords are not the same.',
    changed: 'Password changed. Other devices are signed out.',
    changeFailed: 'Could not change the password.',
    emailChanged: (email: string) => `Sign-in email changed to ${email}.`,
    emailTaken: 'Another account already uses that email.',
    emailChangeFailed: 'Could not change the email.',
    firebase: 'Passwords are kept by Firebase Auth here: use “Forgot password?” on the sign-in page to get a reset email.',
  },
  // Beyond the spec: the server refuses work during a flood (the password-hashing queue is full).
  busy: 'The site is busy right now. Please try again in a minute.',
  // Beyond the spec: the owner's Messages tab.
  messagesAdmin: {
    markedHandled: (name: string) => `Marked ${name} handled`,
    markedUnhandled: (name: string) => `Marked ${name} unhandled`,
    deleted: (name: string) => `Deleted message from ${name}`,
    empty: 'No messages yet.',
    emptyPage: 'No older messages.',
    retentionSaved: (days: number | null) =>
      days === null ? 'Handled messages are kept until you delete them.' : `Handled messages are kept for ${days} days.`,
    retentionInvalid: 'Choose how long to keep handled messages.',
    confirmDeleteHandled: (n: number) => `Delete ${n} handled ${n === 1 ? 'message' : 'messages'}?`,
    deletedHandled: (n: number) => (n === 0 ? 'No handled messages to delete.' : `Deleted ${n} handled ${n === 1 ? 'message' : 'messages'}.`),
  },
  // Admin › Testimonials (docs/testimonials.md).
  testimonialsAdmin: {
    loadError: 'The testimonials could not be loaded. Reload the page to try again.',
    createFailed: 'The testimonial could not be created. Check the fields and try again.',
    updateFailed: 'The testimonial could not be saved. Check the fields and try again.',
    deleteFailed: 'The testimonial could not be deleted. Try again.',
    unknown: 'This testimonial no longer exists.',
    created: (name: string) => `Testimonial from ${name} created.`,
    saved: (name: string) => `Testimonial from ${name} saved.`,
    deleted: (name: string) => `Testimonial from ${name} deleted.`,
  },
  studAdmin: {
    createFailed: 'Create failed',
    updateFailed: 'Update failed',
    deleteFailed: 'Delete failed',
    created: 'Stud created',
    // Delete on a dog shown on /parents stops offering him; he stays a parent (docs/dogs.md).
    noLongerOffered: (name: string) => `${name} is no longer offered as a stud; he stays on the parents page`,
  },
  // Beyond the spec: Admin › Litters (docs/litters.md).
  littersAdmin: {
    created: (name: string) => `Litter created: ${name}`,
    saved: (name: string) => `Litter saved: ${name}`,
    saveFailed: 'Could not save the litter. Please review the inputs.',
    unknownLitter: 'That litter no longer exists.',
    unknownParent: 'That parent no longer exists. Choose another or type a name.',
    assigned: (puppy: string, litter: string) => `${puppy} is now in ${litter}`,
    unassigned: (puppy: string) => `${puppy} is no longer in this litter`,
    reordered: 'New order saved.',
    reorderFailed: 'Could not save the new order.',
  },
  // Beyond the spec: the litter journal and reserved families (docs/litters.md).
  journal: {
    ...JOURNAL_PUBLIC_TEXT,
    noSuchLitter: 'That litter no longer exists.',
    posted: 'Update posted.',
    saved: 'Update saved.',
    deleted: 'Update deleted.',
    saveFailed: 'Could not save the update. Please review it and try again.',
    deleteFailed: 'Could not delete the update.',
    mediaNotOurs: 'A photo or video is not one of this litter’s uploads. Please add it again.',
    unknownPost: 'That update no longer exists.',
    confirmDelete: (what: string) => `Delete the update “${what}”?`,
    linked: (email: string) => `${email} can now read this litter’s family updates.`,
    linkFailed: 'Could not link that family.',
    noSuchUser: 'No account uses that email. Ask the family to register first, then link them.',
    unknownPuppy: 'That puppy is not in this litter.',
    unlinked: (email: string) => `${email} is no longer linked to this litter.`,
    unlinkFailed: 'Could not unlink that family.',
  },
  // Beyond the spec: the puppy application (docs/family-journey.md, /apply).
  apply: {
    submit: 'Send my application',
    sending: 'Sending…',
    invalid: 'Some answers need another look. Please correct the fields listed below.',
    // Strings only (the page hands these to the browser form; {n} and {email} are filled in there).
    errorSummaryOne: 'There is 1 problem with your application:',
    errorSummaryMany: 'There are {n} problems with your application:',
    sent: 'Thank you! We received your application.',
    statusIntro: 'Your private status link shows where your application stands. Keep it safe: anyone with the link can see your application.',
    mailed: 'We are also emailing this link to {email}.',
    tooMany: 'Too many applications were sent from your connection. Please try again in an hour, or contact us.',
    busy: 'We are receiving many applications right now. Please try again in a minute.',
    failed: 'Sorry, we could not save your application. Please try again later, or contact us.',
    draftRestored: 'We restored the answers you started earlier in this browser.',
    draftNote: 'Your answers are kept in this browser until you send them.',
    clearDraft: 'Clear my answers',
    pointer: 'Ready for a puppy? Our application tells us about your family and reserves nothing until we talk.',
    pointerLink: 'Apply for a puppy',
    terms: 'A deposit is required and is non-refundable; full payment is due before the puppy leaves. Applying reserves nothing yet.',
    mailSubject: 'We received your puppy application',
    // Nothing the sender typed is echoed: the address is not verified, so the mail may reach a stranger.
    mailBody: (link: string, site: string) =>
      `Hello,\n\nThank you for applying for a puppy from ${site}. We read every application and will contact you soon.\n\n` +
      `Your private status link (keep it safe; anyone with it can see your application):\n${link}\n\n` +
      `If you did not apply, you can ignore this email.\n\n${site}`,
  },
  // docs/product.md §1's deposit rule, quoted exactly: shown wherever a deposit is mentioned (docs/family-journey.md).
  deposit: {
    rule: 'A deposit is required and is non-refundable; full payment is due before the puppy leaves. Puppies are not held without a deposit.',
  },
  // Beyond the spec: waitlists and picks (docs/family-journey.md), on the litter hub and the family hub.
  waitlists: {
    added: (name: string, litter: string, position: number) => `${name} is number ${position} on the ${litter} waitlist.`,
    already: 'This family is already on that litter’s waitlist.',
    unknownEntry: 'That waitlist entry no longer exists. Reload the page.',
    unknownApplication: 'That application no longer exists. Reload the page.',
    unknownLitter: 'Choose a current litter from the list.',
    moved: (name: string, position: number) => `${name} moved to number ${position}.`,
    sorted: 'The waitlist is in deposit order again.',
    picked: (name: string, puppy: string) => `${name} picked ${puppy}. ${puppy} is now Reserved.`,
    pickCleared: (name: string) => `${name}’s pick was cleared; the puppy is Available again.`,
    passed: (name: string) => `${name} passed their turn; the next family may pick.`,
    unpassed: (name: string) => `${name} is back in line.`,
    removed: (name: string) => `${name} was removed from the waitlist.`,
    removePicked: 'This family has picked. Clear their pick before removing them.',
    puppyNotInLitter: 'Choose one of this litter’s available puppies.',
    puppyNotAvailable: 'That puppy is not Available any more. Choose another.',
    outOfTurn: (position: number) => `Picks go in order: number ${position} picks first. Record their pick, or mark them "Passed" to skip them.`,
    failed: 'Could not update the waitlist. Please try again.',
  },
  // Beyond the spec: the deposits and payments ledger (docs/family-journey.md), on the family hub.
  ledger: {
    saved: (what: string, amount: string) => `${what} of ${amount} saved.`,
    deleted: (what: string, amount: string) => `${what} of ${amount} deleted.`,
    unknownEntry: 'That ledger entry no longer exists. Reload the page.',
    unknownApplication: 'That application no longer exists. Reload the page.',
    stripeIsOnline: 'Card (Stripe) is recorded by the site when a family pays online. Choose how this one was paid.',
    failed: 'Could not save the ledger entry. Please try again.',
    deleteFailed: 'Could not delete the ledger entry. Please try again.',
    balanceHeading: 'Balance due before go-home',
    noPick: 'No puppy picked yet: the balance is known once the family picks.',
    noPrice: 'The picked puppy has no price set: set it in Puppies to see the balance.',
  },
  // Online payments through the breeder's own Stripe account (docs/payments.md): the status page's
  // pay buttons, the checkout route's answers, the ledger note and the owner's email.
  payments: {
    heading: 'Pay online',
    payDeposit: 'Pay deposit',
    payBalance: 'Pay balance',
    secure: (provider: string) => `You pay on ${provider}’s secure page; your card details never reach this site.`,
    failed: 'We could not start the payment. Please try again in a few minutes, or contact us.',
    /** Past the checkout limits (lib/server/payments.ts CHECKOUT_LIMITS). */
    tooMany: 'Too many payment attempts in the last hour. Please try again in an hour, or contact us.',
    back: 'Back to your puppy journey',
    /** Appended to the ledger note of a paid amount that was not what was due (the owner edits it away once checked). */
    checkMark: 'Check it:',
    check: (due: string | null, currency: string) =>
      `Check it: ${due === null ? 'nothing of this kind was due' : `${due} was due`}${currency === 'USD' ? '' : `; paid in ${currency}`}.`,
    receivedSubject: (amount: string, family: string) => `Payment received: ${amount} from ${family}`,
    flaggedSubject: (amount: string, family: string) => `Payment to check: ${amount} from ${family}`,
    receivedText: (amount: string, kind: 'deposit' | 'payment', provider: string, reference: string, check: string | null) =>
      `A ${kind} of ${amount} was paid online through ${provider} (${reference}) and is recorded in the family's ledger.${check ? ` ${check}` : ''}`,
    // Admin › Applications, per family.
    column: 'Paid · due',
    paid: (amount: string) => `${amount} paid`,
    due: (amount: string, what: 'deposit' | 'balance') => `${amount} ${what} due`,
    nothingDue: 'Nothing due now',
    toCheck: (n: number) => `${n} online ${n === 1 ? 'payment' : 'payments'} to check`,
    // The owner's reminder of what a family owes now (Admin › Applications › a family › Ledger).
    reminderButton: 'Send a payment reminder',
    reminderHint: 'Lists what the family owes now by its ledger. The mail carries a new status link; the family’s earlier link stops working.',
    reminderSent: (to: string) => `Reminder queued to ${to}.`,
    reminderNothing: 'Nothing is due now by the ledger, so no reminder was sent.',
    reminderFailed: 'The reminder could not be sent. Please try again.',
    reminderSubject: (site: string) => `A reminder about your payment to ${site}`,
    reminderBody: (name: string, lines: string, depositRule: string | null, link: string, site: string) =>
      `Dear ${name},\n\nA friendly reminder of what is due now for your puppy:\n\n${lines}\n\n${depositRule ? `${depositRule}\n\n` : ''}Your puppy journey, with your payments so far: ${link}\n\nWarm regards,\n${site}`,
    orphanSubject: 'Payment received for a family that was deleted',
    orphanText: (amount: string, provider: string, reference: string) =>
      `${amount} was paid online through ${provider} (${reference}) for an application that no longer exists. Nothing was recorded: refund or record it from ${provider}'s dashboard.`,
  },
  // Beyond the spec: a family's status page (/status/<token>, /account/journey; docs/family-journey.md).
  familyStatus: {
    title: 'Your puppy journey',
    lead: 'This private page shows where your application stands. Keep the link to yourself: anyone with it can see this page.',
    statusHeading: 'Your application',
    // One headline per stage, written to the family (lib/server/family-status.ts familyStage).
    headline: {
      applied: 'We have your application.',
      approved: 'You are approved.',
      declined: 'We cannot offer you a puppy at this time.',
      waitlist: (litter: string, position: number, total: number) => `You are number ${position} of ${total} on the ${litter} waitlist.`,
      deposit: (litter: string, position: number) => `We received your deposit: you are number ${position} on the ${litter} waitlist.`,
      picked: (puppy: string) => `You picked ${puppy}.`,
      goingHome: (puppy: string, date: string) => `${puppy} goes home with you on ${date}.`,
      // The go-home date has passed and the owner has not yet marked the puppy home.
      readyHome: (puppy: string, date: string) => `${puppy} was ready to go home on ${date}.`,
      home: (puppy: string | null) => (puppy ? `${puppy} is home with you. Thank you!` : 'Your puppy is home with you. Thank you!'),
    },
    next: {
      applied: 'Next, we read your application and write to you by email.',
      approved: 'Next, we invite you to join a litter’s waitlist; we will write to you by email.',
      declined: 'We are sorry. Please contact us with any questions.',
      picked: 'We will tell you the go-home date. The balance is due before your puppy goes home.',
      goingHome: 'The balance is due before your puppy goes home.',
      readyHome: 'If the day has moved, we will write to you with the new one. We are here for any questions.',
      home: 'We are here for any questions, for your puppy’s whole life.',
      inLine: 'Families pick their puppy in waitlist order once the litter is ready.',
    },
    readyOn: (date: string) => `Ready to go home ${date}`,
    yourPick: 'Your pick:',
    pickedOn: (date: string) => `Picked ${date}`,
    waitlistHeading: 'Waitlist',
    noWaitlist: 'You are not on a litter’s waitlist yet.',
    position: (position: number, total: number) => `Number ${position} of ${total}`,
    firstInLine: 'No one: you pick first.',
    waitingBefore: (waiting: number, before: number) =>
      waiting === 0 ? `Every family before you (${before}) has picked or passed: it is your turn.` : `${waiting} ${waiting === 1 ? 'family picks' : 'families pick'} before you.`,
    beforeRow: (position: number, state: 'picked' | 'passed' | 'waiting') =>
      `Number ${position}: ${state === 'picked' ? 'has picked' : state === 'passed' ? 'passed their turn' : 'still to pick'}`,
    passed: 'You passed your turn; you may still pick later.',
    noPick: 'Not yet.',
    depositOn: (date: string) => `Received ${date}`,
    noDeposit: 'Not received yet.',
    paymentsHeading: 'Deposits and payments',
    noPayments: 'No deposits or payments recorded yet.',
    noPrice: 'We will confirm the balance due shortly.',
    journalHeading: (litter: string) => `${litter}: litter journal`,
    familiesPostsLater: 'Updates just for reserved families appear here once you have a deposit or a pick on this litter.',
    noPickYet: 'You have not picked a puppy yet: the balance is known once you pick.',
    accountEmpty: 'No application is linked to your account yet. Applications sent with your account’s email address appear here.',
    accountLink: 'My puppy journey',
  },
  // Beyond the spec: the family hub's status link and "Delete family" (docs/family-journey.md).
  familyAdmin: {
    linkHeading: 'Status link',
    linkActive: 'The family has a private status link. For the family’s safety the site does not keep a copy of the link, so it cannot show it again: to send it again, make a new one (the old link then stops working).',
    linkNone: 'The family has no working status link.',
    linkCreated: 'New status link made. Copy it now: it is shown only once. Any earlier link no longer works.',
    linkRevoked: 'Status link revoked: the old link now shows “not found”.',
    linkFailed: 'Could not change the status link. Please try again.',
    create: 'Make a new status link',
    replace: 'Replace the status link',
    revoke: 'Revoke the status link',
    confirmRevoke: (name: string) => `Revoke ${name}’s status link? The link stops working at once.`,
    deleteHeading: 'Delete family',
    deleteExplain:
      'Deletes this application and everything about the family: waitlist places, deposits and payments, their account’s links to these litters, the status link, mail to their email address and their announcement subscription. Their account and contact messages stay. This cannot be undone.',
    confirmDelete: (name: string) => `Delete ${name} and everything about them? This cannot be undone.`,
    deleteButton: (name: string) => `Delete ${name}`,
    deleted: (name: string) => `${name} and everything about them were deleted.`,
    deleteFailed: 'Could not delete the family. Please try again.',
    unknown: 'That application no longer exists. Reload the page.',
  },
  // The puppy record (docs/puppy-record.md): admin forms, the family's pages and the go-home packet.
  record: {
    weightsSaved: (n: number) => `Saved ${countOf(n, 'weight')}.`,
    weightsNone: 'Enter at least one weight.',
    weightsInvalid: 'Some weights could not be read. Please fix the marked fields.',
    weightsFailed: 'Could not save the weights. Please try again.',
    weightUnreadable: (unit: 'g' | 'oz') => (unit === 'g' ? 'Enter grams, like 850.' : 'Enter ounces, like 30.5, or pounds and ounces, like 2 lb 3 oz.'),
    noPuppies: 'Add puppies to this litter first: weights are logged per puppy.',
    lostFlag: 'Lost weight since the last entry',
    underFlag: (pct: number) => `${pct} % under the litter average`,
    healthSaved: (what: string, puppy: string) => `Recorded ${what} for ${puppy}.`,
    healthFailed: 'Could not record the treatment. Please review the inputs.',
    healthDeleted: 'Entry removed.',
    settingsSaved: 'Record settings saved.',
    settingsFailed: 'Could not save the record settings. Please review the inputs.',
    identitySaved: (puppy: string) => `Saved ${puppy}’s identity and checklist.`,
    identityFailed: 'Could not save the identity. Please review the inputs.',
    calendarCreated: 'New calendar link made. Copy it now: it is shown only once. Any earlier link no longer works.',
    calendarRevoked: 'Calendar link revoked: the old link now shows “not found”.',
    calendarFailed: 'Could not change the calendar link. Please try again.',
    unknownPuppy: 'That puppy is not in this litter. Reload the page.',
    noBirthDate: 'Set the litter’s birth date (Lifecycle and details) to get due dates.',
    familyHeading: (name: string) => `${name}’s record`,
    familyNoWeights: 'No weights recorded yet.',
    familyNextDue: 'Next due',
    familyNothingDue: 'Nothing scheduled.',
    familyHealth: 'Vaccinations, dewormings and vet checks',
    familyNoHealth: 'Nothing recorded yet.',
    packetLink: (name: string) => `Download ${name}’s go-home packet (PDF)`,
  },
} as const;
