/**
 * The questionnaire answers the family e2e specs store with the applications they put in the
 * database (waitlists, status link, the family's journey): one plausible household.
 */
export const FAMILY_ANSWERS = {
  household: 'Two adults.',
  homeType: 'house',
  ownOrRent: 'own',
  yard: 'fenced',
  homeDetails: 'Home most days.',
  experience: 'Two goldens before.',
  otherPets: 'None.',
  timing: 'flexible',
  vetReference: 'Albion Animal Hospital',
  heardFrom: 'friend',
  heardFromDetails: '',
  message: '',
};

/**
 * An applicant the admin specs (Applications, the admin's fit on a phone) put in the database: a
 * household with a child and a cat, wanting a light female within months, agreements ticked.
 */
export const APPLICANT_ANSWERS = {
  household: 'Two adults and a ten-year-old.',
  homeType: 'house',
  ownOrRent: 'own',
  yard: 'fenced',
  homeDetails: 'Someone is home most of the day; long walks by the canal.',
  experience: 'We had a golden for 13 years.',
  otherPets: 'One old cat.',
  timing: '3-6-months',
  vetReference: 'Albion Animal Hospital, 585-555-0199',
  heardFrom: 'friend',
  heardFromDetails: '',
  message: '',
};
export const APPLICANT_CHOICES = {
  preferences: { sex: 'female', color: 'light', litterId: null },
  agreements: { deposit: true, healthGuarantee: true, termsDate: '2025-09-15' },
};
