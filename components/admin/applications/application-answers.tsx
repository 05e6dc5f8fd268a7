import Link from '@/components/ui/link';
import {
  APPLICATION_STATUS_LABELS,
  COLOR_PREFERENCE_LABELS,
  HEARD_FROM_LABELS,
  HOME_TYPE_LABELS,
  OWN_RENT_LABELS,
  SEX_PREFERENCE_LABELS,
  TIMING_LABELS,
  YARD_LABELS,
  type Application,
} from '@/lib/domain/application';
import styles from './applications.module.css';
import { formatDateTime } from '@/lib/domain/format';

// In the breeder's time zone, as every page shows it (lib/domain/format.ts).
const when = (iso: string) => formatDateTime(iso);
const orNone = (s: string) => (s.trim() ? s : '—');

/** Everything the family wrote, readable: contact, home, experience, preferences, agreements. */
export function ApplicationAnswers({ application: a, litterName }: { application: Application; litterName: string | null }) {
  const rows: [string, React.ReactNode][][] = [
    [
      ['Name', a.contact.name],
      ['Email', <a key="e" href={`mailto:${a.contact.email}`}>{a.contact.email}</a>],
      ['Phone', <a key="p" href={`tel:${a.contact.phone.replace(/[^0-9+]/g, '')}`}>{a.contact.phone}</a>],
      ['City, state', `${a.contact.city}, ${a.contact.state}`],
      ['Account', a.userId ? 'Has an account with this email' : 'No account'],
    ],
    [
      ['Household', a.answers.household],
      ['Home', `${HOME_TYPE_LABELS[a.answers.homeType]} · ${OWN_RENT_LABELS[a.answers.ownOrRent]}`],
      ['Yard', YARD_LABELS[a.answers.yard]],
      ['A puppy’s day', a.answers.homeDetails],
      ['Experience with dogs', a.answers.experience],
      ['Other pets', orNone(a.answers.otherPets)],
      ['Veterinarian', a.answers.vetReference],
    ],
    [
      ['Preferred sex', SEX_PREFERENCE_LABELS[a.preferences.sex]],
      ['Preferred color', COLOR_PREFERENCE_LABELS[a.preferences.color]],
      [
        'Preferred litter',
        a.preferences.litterId ? <Link key="l" href={`/admin/litters/${a.preferences.litterId}`}>{litterName ?? 'A litter that no longer exists'}</Link> : 'Any litter',
      ],
      ['Timing', TIMING_LABELS[a.answers.timing]],
      ['Heard about us', `${HEARD_FROM_LABELS[a.answers.heardFrom]}${a.answers.heardFromDetails ? ` (${a.answers.heardFromDetails})` : ''}`],
      ['Message', orNone(a.answers.message)],
    ],
    [
      ['Deposit terms', a.agreements.deposit ? 'Agreed' : 'Not agreed'],
      ['Health guarantee', a.agreements.healthGuarantee ? 'Agreed' : 'Not agreed'],
      ['Terms dated', orNone(a.agreements.termsDate)],
      ['Status', APPLICATION_STATUS_LABELS[a.status]],
      ['Received', when(a.createdAt)],
      ['Last changed', when(a.updatedAt)],
    ],
  ];
  const titles = ['Contact', 'Home and experience', 'Wishes', 'Agreements and record'];
  return (
    <>
      {rows.map((group, i) => (
        <div key={titles[i]}>
          <h3>{titles[i]}</h3>
          <dl className={styles.answers}>
            {group.map(([dt, dd]) => (
              <div key={dt} className={styles.pair}>
                <dt>{dt}</dt>
                <dd>{dd}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </>
  );
}
