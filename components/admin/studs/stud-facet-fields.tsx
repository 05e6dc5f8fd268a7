'use client';

import { useState } from 'react';
import { Check, InputField } from '@/components/admin/field';
import styles from '@/components/admin/admin-form.module.css';
import type { StudFacet } from '@/lib/domain/parent';

/**
 * The stud facet of a dog (docs/dogs.md), the same fields in Admin › Studs and in a sire's form in
 * Admin › Parents (read by readStudFacetForm): available, the fee (disabled while not available,
 * and saved empty then: docs/product.md §5) and OFA.
 */
export function StudFacetFields({ facet, feeError }: { facet: StudFacet | null; feeError?: string }) {
  const [available, setAvailable] = useState(facet?.available ?? true);
  return (
    <>
      <div className={styles.full}>
        <Check
          label="Available for stud service"
          name="available"
          checked={available}
          onChange={setAvailable}
          hint="Unavailable studs are hidden from the public studs page."
        />
      </div>
      <InputField label="Stud fee" name="studFee" error={feeError} hint={available ? 'For example $1,500.' : 'Saved empty while the stud is not available.'} maxLength={60} disabled={!available} defaultValue={facet?.studFee ?? ''} />
      <div className={styles.full}>
        <Check label="OFA certified" name="ofaCertified" defaultChecked={facet?.ofaCertified ?? false} />
      </div>
    </>
  );
}
