import type { Metadata } from 'next';
import { AdminPageHead } from '@/components/admin/admin-page-head';
import { LittersAdmin } from '@/components/admin/litters/litters-admin';
import tableStyles from '@/components/admin/admin-table.module.css';
import { requireAdminPage } from '@/lib/auth/guard';
import { effectiveStage, LITTER_STAGE_LABELS } from '@/lib/domain/litter';
import { MESSAGES } from '@/lib/domain/messages';
import { adminPageLoad } from '@/lib/server/admin-page';

export const metadata: Metadata = { title: 'Litters' };

/** Admin › Litters: current litters in their order (drag to reorder), Past litters, New litter. */
export default async function AdminLittersPage() {
  await requireAdminPage(); // before any read: see lib/auth/guard.ts
  const loaded = await adminPageLoad('admin litters', async (backend) => {
    const [litters, assigned, parents] = await Promise.all([backend.litters.list(), backend.litters.listAssignedPuppies(), backend.parents.listAll()]);
    return { litters, assigned, parents };
  });
  if (!loaded.ok) {
    return (
      <>
        <AdminPageHead title="Litters" />
        <p role="alert" className={tableStyles.loadError}>
          {MESSAGES.admin.loadEntries}
        </p>
      </>
    );
  }
  const { litters, assigned, parents } = loaded.data;
  const rows = litters.map((l) => {
    const puppies = assigned.filter((p) => p.litterId === l.id);
    const stage = effectiveStage(l.life, puppies);
    return {
      id: l.id,
      name: l.name,
      stage,
      stageLabel: LITTER_STAGE_LABELS[stage],
      puppies: puppies.length,
      public: l.public,
    };
  });
  return (
    <>
      <AdminPageHead title="Litters" lead="Each litter's life, parents and puppies. Drag a litter (or use its arrows) to change the order on the site." />
      <LittersAdmin
        current={rows.filter((r) => r.stage !== 'placed')}
        past={rows.filter((r) => r.stage === 'placed')}
        dams={parents.filter((p) => p.sex === 'dam').map((p) => ({ id: p.id, name: p.name }))}
        sires={parents.filter((p) => p.sex === 'sire').map((p) => ({ id: p.id, name: p.name }))}
      />
    </>
  );
}
