/** A column heading: its text, or `{ label, hidden: true }` for one only screen readers get (a photo or actions column). */
export type Column = string | { label: string; hidden?: boolean; className?: string };

/** A table's caption (for screen readers: the page already says what the table is) and its column headings. */
export function TableHead({ caption, columns }: { caption: string; columns: readonly Column[] }) {
  return (
    <>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => {
            const { label, hidden, className } = typeof column === 'string' ? { label: column } : column;
            return (
              <th key={label} scope="col" className={className}>
                {hidden ? <span className="visually-hidden">{label}</span> : label}
              </th>
            );
          })}
        </tr>
      </thead>
    </>
  );
}
