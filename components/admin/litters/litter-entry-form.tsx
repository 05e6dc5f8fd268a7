'use client';

import type { Puppy } from '@/lib/domain/puppy';
import { PuppyForm } from '../puppies/puppy-form';
import { HubEditor } from './hub-editor';
import { recordKey } from './litter-puppies';

/**
 * The litter entry's own fields on its hub (name, description, card image, status, order,
 * visibility): the Puppies tab's form for this entry, its type fixed. Expected date, color, dam and
 * stud are the lifecycle form's on this page, so this form sends them as stored.
 */
export function LitterEntryForm({ entry }: { entry: Puppy }) {
  return (
    <HubEditor summary={`Edit the entry of ${entry.name}`}>
      {(close) => <PuppyForm key={recordKey(entry)} entry={entry} hub={{ type: 'litter', lifeFields: true }} onSaved={close} onCancel={close} />}
    </HubEditor>
  );
}
