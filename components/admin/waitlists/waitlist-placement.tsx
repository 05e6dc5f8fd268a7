import Link from '@/components/ui/link';
import type { Application } from '@/lib/domain/application';
import { nextToPick } from '@/lib/domain/waitlist';
import { adminPageRead } from '@/lib/server/admin-page';
import hub from '../applications/applications.module.css';
import { WaitlistPlacementForm } from './placement-form';
import styles from './waitlists.module.css';

/**
 * The family hub's Waitlist placement (docs/family-journey.md): the litters this family is waiting for,
 * their position and pick, and a form to add them to another current litter's list. The deposit
 * rule is said once on this page, in the Ledger section just below, where deposits are recorded.
 */
export async function WaitlistPlacement({ application }: { application: Application }) {
  const { mine, litters, lists, pickedPuppies, current, sizes } = await adminPageRead(async (backend) => {
    const [mine, litters] = await Promise.all([backend.waitlists.listByApplication({ applicationId: application.id }), backend.litters.list()]);
    const lists = await Promise.all(mine.map((e) => backend.waitlists.listByLitter({ litterId: e.litterId })));
    const pickedPuppies = await Promise.all(mine.map((e) => (e.puppyId ? backend.puppies.get({ id: e.puppyId }) : null)));
    const on = new Set(mine.map((e) => e.litterId));
    const current = litters.filter((l) => l.life.stage !== 'placed' && !on.has(l.id));
    const sizes = await Promise.all(current.map((l) => backend.waitlists.listByLitter({ litterId: l.id })));
    return { mine, litters, lists, pickedPuppies, current, sizes };
  });
  const nameOf = (id: string) => litters.find((l) => l.id === id)?.name ?? 'A deleted litter';

  return (
    <section className={hub.section} aria-labelledby="app-waitlist">
      <h2 id="app-waitlist">Waitlist placement</h2>
      {mine.length === 0 ? (
        <p className={styles.muted}>Not on any litter’s waitlist.</p>
      ) : (
        <ul className={styles.placements}>
          {mine.map((e, i) => {
            const list = lists[i]!;
            const next = nextToPick(list);
            const puppy = pickedPuppies[i];
            return (
              <li key={e.id}>
                <Link href={`/admin/litters/${e.litterId}`}>{nameOf(e.litterId)}</Link>: number {e.position} of {list.length}
                {puppy ? `, picked ${puppy.name}` : e.passed ? ', passed their turn' : next?.id === e.id ? ', picks next' : ''}
                {e.depositDate ? '' : ' (no deposit yet)'}
              </li>
            );
          })}
        </ul>
      )}
      <h3>Add to a litter’s waitlist</h3>
      <WaitlistPlacementForm applicationId={application.id} litters={current.map((l, i) => ({ id: l.id, name: l.name, size: sizes[i]!.length }))} />
    </section>
  );
}
