import type { Puppy } from '@/lib/domain/entry';
import { entryFacts } from '@/lib/domain/entry-details';

type Props = { entry: Puppy; className?: string; itemClassName?: string };

/** An entry's non-empty facts (colour, sex, dates, dam, stud…) as a description list; card and detail page style it. */
export function EntryFacts({ entry, className, itemClassName }: Props) {
  const facts = entryFacts(entry);
  if (facts.length === 0) return null;
  return (
    <dl className={className}>
      {facts.map((f) => (
        <div key={f.label} className={itemClassName}>
          <dt>{f.label}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
