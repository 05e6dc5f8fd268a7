import { checked, text } from '@/lib/domain/form-data';

/** The stud facet's fields as StudFacetFields posts them (the schemas check and normalise them). */
export function readStudFacetForm(fd: FormData): { available: boolean; studFee: string; ofaCertified: boolean } {
  return { available: checked(fd, 'available'), studFee: text(fd, 'studFee'), ofaCertified: checked(fd, 'ofaCertified') };
}
