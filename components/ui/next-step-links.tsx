import Link from '@/components/ui/link';

type Props = {
  /** The wrapper's class (its layout: gap, centring). */
  className?: string;
  /** `p` where the links sit in running content, `div` elsewhere: the markup each page had. */
  as?: 'div' | 'p';
  /** The puppies button's color: `primary` (gold) or `dark`. */
  tone?: 'primary' | 'dark';
  /** Adds "Back to the home page" between the two (the 404 page). */
  home?: boolean;
};

/**
 * The site's standing next steps where a visitor is at an end (the 404s, the end of /about): the
 * puppies button, then Contact us; plain links, so they work before any script.
 */
export function NextStepLinks({ className, as: Wrapper = 'div', tone = 'primary', home = false }: Props) {
  return (
    <Wrapper className={className}>
      <Link href="/puppies" className={`btn btn-${tone}`}>
        See available puppies
      </Link>
      {home ? (
        <Link href="/" className="btn btn-outline">
          Back to the home page
        </Link>
      ) : null}
      <Link href="/contact" className="btn btn-outline">
        Contact us
      </Link>
    </Wrapper>
  );
}
