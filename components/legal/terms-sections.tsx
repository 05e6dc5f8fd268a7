import Link from '@/components/ui/link';
import { formatPhone, phoneHref } from '@/lib/domain/format';
import type { BasicInfo } from '@/lib/domain/settings';
import { SITE } from '@/lib/domain/site';
import type { LegalSection } from './legal-document';

export function TermsIntro() {
  return (
    <p>
      These terms apply to this website and to puppy reservations and stud services arranged with {SITE.name}, a family
      breeder in Albion, New York (&ldquo;we&rdquo;, &ldquo;us&rdquo;). Please read them before you reserve a puppy or
      book a stud service. A written agreement signed for a particular puppy or stud service takes precedence over
      these general terms where the two differ.
    </p>
  );
}

function PhoneNumber({ info }: { info: BasicInfo | null }) {
  if (!info?.phone) return null;
  return (
    <>
      {' '}
      at <a href={phoneHref(info.phone)}>{formatPhone(info.phone)}</a>
    </>
  );
}

/** Exactly the seven sections of docs/product.md §2. */
export function termsSections(info: BasicInfo | null): LegalSection[] {
  return [
    {
      id: 'acceptance',
      title: 'Acceptance of terms',
      body: (
        <p>
          By using this website, creating an account, placing a deposit or booking a stud service, you agree to these
          terms and to our <Link href="/privacy">Privacy Policy</Link>. If you do not agree, please do not use the site
          or our services. We may update these terms from time to time; the version shown here, with the date above,
          applies from that date.
        </p>
      ),
    },
    {
      id: 'reservations-and-deposits',
      title: 'Puppy reservations and deposits',
      body: (
        <ul>
          <li>
            A deposit is required to reserve a puppy. Puppies are not held without a
            deposit, and a listing on this website is not a reservation.
          </li>
          <li>The deposit is non-refundable. It is credited toward the purchase price of your puppy.</li>
          <li>Full payment is due before the puppy leaves our care, whether you pick your puppy up or we arrange travel.</li>
          <li>
            Prices, availability and expected dates shown on the site may change until a deposit has been received. If
            we cannot provide the puppy you reserved, for example because our veterinarian finds a health concern, we
            will offer you another puppy or a place in a future litter, or return your deposit.
          </li>
        </ul>
      ),
    },
    {
      id: 'health-guarantee',
      title: 'Health guarantee',
      body: (
        <>
          <p>
            Every puppy is examined by a licensed veterinarian before it goes home and comes with its vaccination and
            deworming records. Each puppy is sold with a written health guarantee, given to you with its paperwork,
            which sets out the conditions it covers, how long it lasts and what you need to do, such as having your
            puppy examined by your own veterinarian within the period it states.
          </p>
          <p>
            The written guarantee for your puppy is the one that applies. Nothing in these terms reduces any rights you
            have under New York law.
          </p>
        </>
      ),
    },
    {
      id: 'stud-services',
      title: 'Stud services',
      body: (
        <>
          <p>
            Stud services are scheduled by phone only
            <PhoneNumber info={info} />. They cannot be booked through the website. We confirm the fee, the dates and
            the requirements for the visiting female when we speak with you, and we may decline a breeding at our
            discretion.
          </p>
          <p>
            Stud details shown on the website are for information only, and a stud&apos;s availability can change
            without notice.
          </p>
        </>
      ),
    },
    {
      id: 'limitation-of-liability',
      title: 'Limitation of liability',
      body: (
        <>
          <p>
            We take care to keep the information on this site accurate, but it is provided &ldquo;as is&rdquo;, and
            photos and descriptions of puppies may not show every detail. Dogs are living animals, and we cannot
            guarantee temperament, size, color or future health beyond what our written health guarantee covers.
          </p>
          <p>
            To the extent the law allows, we are not liable for indirect or consequential losses, and our total
            liability for any puppy or service is limited to the amount you paid us for it. Nothing in these terms
            limits liability that cannot be limited by law.
          </p>
        </>
      ),
    },
    {
      id: 'website-use',
      title: 'Website use',
      body: (
        <ul>
          <li>
            Keep your account details accurate and your password private. You are responsible for what is done with your
            account.
          </li>
          <li>
            Do not misuse the site: no attempts to access areas or data you are not allowed to see, no automated
            scraping, no spam through our forms and nothing that could harm the site or its visitors.
          </li>
          <li>
            The photos and text on this site belong to us. You may share links to our pages, but please ask before
            reusing our photos or text.
          </li>
          <li>We may suspend or close an account that breaks these terms.</li>
        </ul>
      ),
    },
    {
      id: 'governing-law',
      title: 'Governing law',
      body: (
        <p>
          These terms are governed by the laws of New York State, without regard to its conflict-of-law rules. Any
          dispute will be handled by the state courts located in Orleans County, New York, or the federal courts for the
          Western District of New York, unless the law requires otherwise.
        </p>
      ),
    },
  ];
}
