import hub from '@/components/admin/litters/litters-admin.module.css';
import { adminPageRead } from '@/lib/server/admin-page';
import { FamiliesEditor, type FamilyRow } from './families-editor';
import { JournalEditor } from './journal-editor';

/**
 * The litter hub's Journal and Reserved families sections (/admin/litters/[id], docs/litters.md). An async
 * server component for admin pages only: the page checks the role before rendering it, and every
 * write goes through the role-checked actions in ./actions.ts. Reads are uncached (admin view).
 */
export async function LitterJournalAdmin({ litterId }: { litterId: string }) {
  const { posts, links, puppies, users } = await adminPageRead(async (backend) => {
    const [posts, links, puppies] = await Promise.all([
      backend.journal.listByLitter({ litterId }),
      backend.families.listByLitter({ litterId }),
      backend.litters.listPuppies({ litterId }),
    ]);
    const users = await Promise.all(links.map((l) => backend.users.getById({ id: l.userId })));
    return { posts, links, puppies, users };
  });
  const puppyName = new Map(puppies.map((p) => [p.id, p.name]));
  const families: FamilyRow[] = links.map((l, i) => ({
    userId: l.userId,
    email: users[i]?.email ?? '(account deleted)',
    puppyId: l.puppyId,
    puppyName: l.puppyId ? (puppyName.get(l.puppyId) ?? null) : null,
  }));

  return (
    <>
      <section className={hub.section} aria-labelledby="litter-journal-admin">
        <h2 id="litter-journal-admin">Journal</h2>
        <JournalEditor litterId={litterId} posts={posts} />
      </section>
      <section className={hub.section} aria-labelledby="litter-families-admin">
        <h2 id="litter-families-admin">Reserved families</h2>
        <FamiliesEditor litterId={litterId} families={families} puppies={puppies.map((p) => ({ id: p.id, name: p.name }))} />
      </section>
    </>
  );
}
