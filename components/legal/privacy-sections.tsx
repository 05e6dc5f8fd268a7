import Link from '@/components/ui/link';
import { formatPhone, phoneHref } from '@/lib/domain/format';
import type { BasicInfo } from '@/lib/domain/settings';
import { SITE } from '@/lib/domain/site';
import type { LegalSection } from './legal-document';
import styles from './legal.module.css';

export function PrivacyIntro() {
  return (
    <p>
      {SITE.name} is a small family breeder in Albion, New York. This policy explains what personal information we
      collect through this website, why we collect it, who helps us handle it, how long we keep it and the choices you
      have. We collect as little as we can and we never sell it.
    </p>
  );
}

/** Our contact details as the policy prints them; the contact page when settings could not be read. */
export function ContactDetails({ info }: { info: BasicInfo | null }) {
  return (
    <ul className={styles.contactWays}>
      {info?.address && <li>By post: {info.address}</li>}
      {info?.phone && (
        <li>
          By phone: <a href={phoneHref(info.phone)}>{formatPhone(info.phone)}</a>
        </li>
      )}
      {info?.email && (
        <li>
          By email: <a href={`mailto:${info.email}`}>{info.email}</a>
        </li>
      )}
      <li>
        Through our <Link href="/contact">contact page</Link>
      </li>
    </ul>
  );
}

export function privacySections(info: BasicInfo | null): LegalSection[] {
  return [
    {
      id: 'information-we-collect',
      title: 'Information we collect',
      body: (
        <>
          <h3>When you send us a message</h3>
          <p>
            Our contact forms ask for your name, your email address, an optional phone number and your message. We
            receive exactly what you type; please do not include payment details or other sensitive information.
          </p>
          <h3>When you create an account</h3>
          <p>
            An account lets you see the details of our studs. We store your email address and your account role. If you
            register with an email address and password, the password is stored only in a securely hashed form, so we
            can never read it. If you sign in with Google, Google confirms your identity and shares your email address
            and an account identifier with us; we do not receive your Google password.
          </p>
          <h3>When you browse</h3>
          <p>
            Like most websites, our hosting provider keeps short-lived technical logs (such as IP address, browser type
            and the pages requested) to keep the site running and secure. We do not use analytics or advertising tools
            to follow you around this site or others.
          </p>
        </>
      ),
    },
    {
      id: 'how-we-use-it',
      title: 'How we use your information',
      body: (
        <ul>
          <li>To answer your questions and arrange farm visits, which are by appointment only.</li>
          <li>To handle puppy reservations, deposits, stud service bookings and the paperwork that goes with them.</li>
          <li>To run your account: signing you in and showing the stud details available to registered visitors.</li>
          <li>To keep the website secure and to prevent spam and abuse.</li>
          <li>To meet our legal, tax and record-keeping obligations.</li>
        </ul>
      ),
    },
    {
      id: 'cookies',
      title: 'Cookies',
      body: (
        <>
          <p>
            The only cookie that identifies you is a session cookie: when you sign in, the site sets it to keep you
            signed in until you sign out or it expires. The sign-in system also uses two small, strictly necessary
            helper cookies: one protects our forms against forged requests and one remembers which page to return you
            to. They contain no personal information and are not used to track you.
          </p>
          <p>
            We do not use advertising, tracking or analytics cookies. The map on our contact page is provided by a
            third-party map service, which may set its own cookies under its own privacy policy when the map loads.
          </p>
        </>
      ),
    },
    {
      id: 'service-providers',
      title: 'Who we share it with',
      body: (
        <>
          <p>We do not sell, rent or trade your personal information. We share it only with:</p>
          <ul>
            <li>
              <strong>Our email delivery provider</strong>, which passes the messages you send through our forms to our
              inbox. It processes them only to deliver them to us.
            </li>
            <li>
              <strong>Our hosting, database and sign-in providers</strong>, which store the website, your account and
              our records on our behalf.
            </li>
            <li>
              <strong>The American Kennel Club</strong>, only when you buy a puppy and ask us to help with its
              registration.
            </li>
            <li>Authorities, if the law requires us to disclose information.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'retention',
      title: 'How long we keep it',
      body: (
        <ul>
          <li>
            Messages are kept while we are in touch with you. If they do not lead to a reservation, we delete them within
            24 months of our last exchange.
          </li>
          <li>
            Records of a puppy purchase or stud service (names, contact details, payments) are kept for as long as tax
            and business record rules require.
          </li>
          <li>Accounts are kept until you ask us to close yours.</li>
          <li>Technical logs are kept for a short period, typically no more than 30 days.</li>
        </ul>
      ),
    },
    {
      // docs/family-journey.md (the family's journey): added beside the policy's existing text, which is unchanged.
      id: 'families',
      title: 'Puppy applications, waitlists and payments',
      body: (
        <>
          <p>When you apply for a puppy or join our announcement list, we keep:</p>
          <ul>
            <li>
              <strong>Your application</strong>: your name, email address, phone number, town and state, your answers
              about your household, home and experience with dogs, your preferences, the terms you agreed to, its status
              and our notes. We use it to decide together whether one of our puppies is right for your family.
            </li>
            <li>
              <strong>Your waitlist place and pick</strong>: which litter, your number in line and the puppy you chose,
              so families can pick in a fair order.
            </li>
            <li>
              <strong>Your deposits and payments</strong>: amounts, dates, how you paid and any note, so we both know
              what has been paid and what is due before your puppy goes home. We never receive or store card numbers;
              payments are made by cash, check, Zelle or through your own card provider.
            </li>
            <li>
              <strong>Your email address on our announcement list</strong>, only if you subscribed and confirmed it, to
              tell you when a litter is expected, born or ready. Every announcement has a one-click unsubscribe link.
            </li>
            <li>The emails we send you about your application, so we can see what was sent and when.</li>
            <li>
              <strong>Your purchase contract</strong>: its text and, when you sign it electronically, the name you typed,
              the time, your IP address, your browser and the contract&apos;s fingerprint (SHA-256), and the same for our
              countersignature, so both of us can prove what was signed.
            </li>
          </ul>
          <p>
            Only our family can see these records; they are never shown on the public website. Your private status link
            shows your own application, waitlist place and payments to whoever holds the link, so please keep it to
            yourself; we can replace or switch off the link at any time. These records are in our backups.
          </p>
          <p>
            We keep an application and its waitlist and payment records while you are waiting for or raising one of our
            puppies, and afterwards for as long as tax and business record rules require for a purchase. An application
            that does not lead to a puppy is deleted within 24 months of our last exchange. An unsubscribed address is
            kept only to remember that you unsubscribed. To have your application, waitlist place, payment records,
            emails and announcement subscription deleted, ask us through any of the ways listed under &ldquo;Contact
            us&rdquo; below; we delete them within 30 days, except payment records the law requires us to keep.
          </p>
          <p>
            A contract you have signed is kept when the rest of your records are deleted: we keep the signed contract and
            its signing record as our legal copy of the agreement, for as long as a claim under it could arise. An
            unsigned contract is deleted with your other records.
          </p>
        </>
      ),
    },
    {
      id: 'your-rights',
      title: 'Your choices and rights',
      body: (
        <>
          <p>
            You can ask us at any time for a copy of the personal information we hold about you, ask us to correct it,
            or ask us to delete it and close your account. We will answer within 30 days. We may need to keep some
            records where the law requires it, and we will tell you if that is the case.
          </p>
          <p>We do not send marketing emails. We only write to you about the questions or plans you have raised.</p>
        </>
      ),
    },
    {
      id: 'security',
      title: 'How we protect it',
      body: (
        <p>
          The site is served over an encrypted connection, passwords are stored only as secure hashes, and access to our
          records is limited to our family. No system is perfectly secure, but we take reasonable care and will let you
          know if a problem affects your information.
        </p>
      ),
    },
    {
      id: 'children',
      title: 'Children',
      body: (
        <p>
          This website is meant for adults looking for a puppy or a stud. It is not directed at children under 13, and
          we do not knowingly collect their personal information. If you believe a child has sent us information, please
          contact us and we will delete it.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      body: (
        <p>
          If we change how we handle personal information, we will update this page and the &ldquo;Last updated&rdquo;
          date at the top.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contact us',
      body: (
        <>
          <p>For any privacy question or request, contact {SITE.name}:</p>
          <ContactDetails info={info} />
        </>
      ),
    },
  ];
}
