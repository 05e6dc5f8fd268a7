/**
 * The messages of signed contracts (docs/contracts.md): what the family's sign form, the owner's
 * contract section and the template page answer with. A companion of the catalogue (messages.ts),
 * so the family's form ships these few texts without the whole catalogue.
 */
export const CONTRACT_TEXTS = {
  // The family's side (status link, My journey).
  heading: 'Your contract',
  signHeading: 'Sign the contract',
  nameLabel: 'Your full legal name',
  nameHint: 'Type your name exactly as it appears on your ID. This is your signature.',
  agreeLabel: 'I agree to sign electronically',
  signDateLabel: 'Date',
  signSubmit: 'Sign the contract',
  nameMissing: 'Please type your full legal name.',
  nameTooLong: 'Keep your name under 120 characters.',
  agreeMissing: 'Please tick “I agree to sign electronically”.',
  signed: 'Thank you. Your contract is signed. We will countersign it and you will find the signed PDF here.',
  alreadySigned: 'This contract is already signed.',
  changed: 'This contract has been replaced by a newer version. Please read the new version and sign it.',
  signFailed: 'Could not sign the contract. Please try again.',
  unknown: 'That contract is not available. Reload the page.',
  download: 'Download the signed contract (PDF)',
  downloadDraft: 'Download the contract (PDF)',

  // The owner's side (family hub, Admin › Contracts).
  adminHeading: 'Contract',
  issued: (version: number) => `Contract version ${version} issued. The family can read and sign it from its status link.`,
  issueFailed: 'Could not issue the contract. Please try again.',
  countersigned: 'Contract countersigned. The family can download the signed PDF.',
  countersignFailed: 'Could not countersign the contract. Please try again.',
  notSignedYet: 'The family has not signed this contract yet.',
  alreadyCountersigned: 'This contract is already countersigned.',
  reminderSent: (email: string) => `Reminder queued to ${email}. It carries a new status link; the earlier link no longer works.`,
  reminderFailed: 'Could not queue the reminder. Please try again.',
  reminderNothing: 'There is no unsigned contract to remind the family of.',
  reminderSubject: (site: string) => `Your puppy contract from ${site} is ready to sign`,
  reminderBody: (name: string, link: string, site: string) =>
    `Hello ${name},\n\nYour puppy contract is waiting for your signature. Read and sign it on your private status page:\n\n${link}\n\nThis link is yours alone; please do not share it.\n\n${site}`,
  ownerSignedSubject: (family: string) => `Contract signed by ${family}`,
  ownerSignedBody: (family: string, version: number) =>
    `${family} signed version ${version} of their contract. Countersign it on the family's page in Admin › Applications.`,
  templateSaved: (name: string) => `Template “${name}” saved.`,
  templateDeleted: (name: string) => `Template “${name}” deleted.`,
  templateFailed: 'Could not save the template. Please try again.',
  templateUnknown: 'That template no longer exists. Reload the page.',
  unknownApplication: 'That application no longer exists. Reload the page.',
} as const;

/** The contract's state in words, for the family and the owner (lib/domain/contract.ts contractState). */
export const CONTRACT_STATE_LABELS = {
  issued: 'Issued, waiting for the family’s signature',
  signed: 'Signed by the family, waiting for the countersignature',
  countersigned: 'Signed by both',
  replaced: 'Replaced by a newer version',
} as const;
