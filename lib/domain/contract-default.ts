/**
 * The default contract template and the plain text of the /terms it is written from
 * (components/legal/terms-sections.tsx; lib/domain/contract-default.test.ts checks that the text
 * here is what /terms says, so the two cannot drift apart).
 */

/** The section titles of /terms, in their order. */
export const TERMS_SECTION_TITLES = [
  'Acceptance of terms',
  'Puppy reservations and deposits',
  'Health guarantee',
  'Stud services',
  'Limitation of liability',
  'Website use',
  'Governing law',
] as const;

/** /terms › Health guarantee, as plain text. */
export const TERMS_HEALTH_GUARANTEE =
  'Every puppy is examined by a licensed veterinarian before it goes home and comes with its vaccination and deworming records. ' +
  'Each puppy is sold with a written health guarantee, given to you with its paperwork, which sets out the conditions it covers, ' +
  'how long it lasts and what you need to do, such as having your puppy examined by your own veterinarian within the period it states.\n\n' +
  'The written guarantee for your puppy is the one that applies. Nothing in these terms reduces any rights you have under New York law.';

/** /terms › Puppy reservations and deposits, as plain text (one rule a line). */
export const TERMS_DEPOSITS = [
  'A deposit is required to reserve a puppy. Puppies are not held without a deposit, and a listing on this website is not a reservation.',
  'The deposit is non-refundable. It is credited toward the purchase price of your puppy.',
  'Full payment is due before the puppy leaves our care, whether you pick your puppy up or we arrange travel.',
] as const;

export const DEFAULT_TEMPLATE_NAME = 'Puppy purchase contract';

/** The template used until the owner saves one of their own (Admin › Contracts starts from it). */
export const DEFAULT_CONTRACT_TEMPLATE = `# Puppy purchase contract

Made on {{contract_date}} between {{breeder}} ("the breeder") and {{family_names}} of {{family_address}} ("the buyer").

## 1. The puppy

The breeder sells and the buyer buys {{puppy}}, from the litter named {{litter}}. {{puppy_details}}

## 2. Price, deposit and balance

- Purchase price: {{price}}
- Deposit: {{deposit}}
- Balance: {{balance}}

${TERMS_DEPOSITS.map((l) => `- ${l}`).join('\n')}

The balance is due before the puppy goes home. Go-home date: {{go_home_date}}.

## 3. Health guarantee

{{health_guarantee}}

## 4. Terms of sale

This contract incorporates the breeder's terms of sale dated {{terms_date}}, published at /terms, with these sections:

{{terms_sections}}

Where this contract and the terms of sale differ, this contract applies.

## 5. Signatures

The buyer signs first, electronically, by typing their full legal name and agreeing to sign electronically; the breeder then countersigns. Each signature records the name typed, the time, and the SHA-256 fingerprint of this exact text. Any change to this contract is a new version, which both sign again.
`;
