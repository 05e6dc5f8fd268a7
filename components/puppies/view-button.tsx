import { toQueryString, type ListingQuery } from '@/lib/domain/listing';
import styles from './puppy-browser.module.css';

/** The hidden fields that carry a view through a GET form on /puppies (defaults left out, as in the URL). */
export function ViewFields({ query, omit = [] }: { query: ListingQuery; omit?: readonly string[] }) {
  const fields = [...new URLSearchParams(toQueryString(query).slice(1))].filter(([k]) => !omit.includes(k));
  return fields.map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}

type Props = Omit<React.ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'onClick' | 'form'> & {
  /** The view this button shows: what the server answers before hydration or without JavaScript. */
  query: ListingQuery;
  /** What it does once hydrated, in place (the submission is then cancelled). */
  onActivate: () => void;
};

/**
 * A listing button that works at any time: a submit button of its own GET form on `/puppies` with
 * the view's query, answered by the server (the view route, docs/listing.md) before the page's
 * scripts run or without them; once hydrated, a click runs `onActivate` instead.
 */
export function ViewButton({ query, onActivate, children, ...button }: Props) {
  return (
    <form method="get" action="/puppies" className={styles.inlineForm}>
      <ViewFields query={query} />
      <button
        {...button}
        type="submit"
        onClick={(e) => {
          e.preventDefault();
          onActivate();
        }}
      >
        {children}
      </button>
    </form>
  );
}
