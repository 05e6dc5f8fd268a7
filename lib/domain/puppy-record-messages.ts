/**
 * The puppy record's texts (docs/puppy-record.md), kept beside lib/domain/messages.ts's sections
 * until they move into it; admin forms, the family's pages and the packet read them from here.
 */
export const RECORD_MESSAGES = {
  weightsSaved: (n: number) => `Saved ${n} ${n === 1 ? 'weight' : 'weights'}.`,
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
} as const;
