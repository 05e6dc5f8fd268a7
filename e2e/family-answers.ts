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
