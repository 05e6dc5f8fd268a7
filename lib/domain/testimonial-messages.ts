/** What Admin › Testimonials answers (docs/testimonials.md); a companion of the catalogue, lib/domain/messages.ts. */
export const TESTIMONIAL_MESSAGES = {
  loadError: 'The testimonials could not be loaded. Reload the page to try again.',
  createFailed: 'The testimonial could not be created. Check the fields and try again.',
  updateFailed: 'The testimonial could not be saved. Check the fields and try again.',
  deleteFailed: 'The testimonial could not be deleted. Try again.',
  unknown: 'This testimonial no longer exists.',
  created: (name: string) => `Testimonial from ${name} created.`,
  saved: (name: string) => `Testimonial from ${name} saved.`,
  deleted: (name: string) => `Testimonial from ${name} deleted.`,
} as const;
