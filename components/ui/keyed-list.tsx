import type { ReactNode } from 'react';

type Props<T extends { id: string }> = {
  items: readonly T[];
  className?: string;
  /** `ol` where the order means something (a journal's newest first). */
  ordered?: boolean;
  render: (item: T) => ReactNode;
};

/** A list of records, one `<li>` each keyed by its id: the card grids and the journal on public pages. */
export function KeyedList<T extends { id: string }>({ items, className, ordered = false, render }: Props<T>) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={className}>
      {items.map((item) => (
        <li key={item.id}>{render(item)}</li>
      ))}
    </List>
  );
}
