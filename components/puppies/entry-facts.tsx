import type { Puppy } from '@/lib/domain/entry';
import { entryFacts } from '@/lib/domain/entry-details';
import { ParentLink } from '@/components/parents/parent-link';

type Props = {
  entry: Puppy;
  className?: string;
  itemClassName?: string;
  /** The dam's and sire's public pages, where they have one: their names become links (ParentLink). */
  parentHrefs?: { dam: string | null; sire: string | null };
};

/** An entry's non-empty facts (color, sex, dates, dam, stud…) as a description list; card and detail page style it. */
export function EntryFacts({ entry, className, itemClassName, parentHrefs }: Props) {
  const facts = entryFacts(entry);
  if (facts.length === 0) return null;
  return (
    <dl className={className}>
      {facts.map((f) => (
        <div key={f.label} className={itemClassName}>
          <dt>{f.label}</dt>
          <dd>{f.label === 'Dam' ? <ParentLink name={f.value} href={parentHrefs?.dam} /> : f.label === 'Sire' || f.label === 'Stud' ? <ParentLink name={f.value} href={parentHrefs?.sire} /> : f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
