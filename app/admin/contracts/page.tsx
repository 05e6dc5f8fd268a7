import type { Metadata } from 'next';
import { AdminPageHead } from '@/components/admin/admin-page-head';
import blocks from '@/components/admin/applications/applications.module.css';
import styles from '@/components/admin/contracts/contracts.module.css';
import parts from '@/components/ui/contract-parts.module.css';
import { ContractTemplateForm, DeleteTemplateForm } from '@/components/admin/contracts/template-form';
import { requireAdminPage } from '@/lib/auth/guard';
import { CONTRACT_VARIABLES } from '@/lib/domain/contract';
import { DEFAULT_CONTRACT_TEMPLATE, DEFAULT_TEMPLATE_NAME } from '@/lib/domain/contract-default';
import { formatDateTime } from '@/lib/domain/format';
import { adminPageRead } from '@/lib/server/admin-page';
import { keptContracts } from '@/lib/server/contracts';

export const metadata: Metadata = { title: 'Contracts' };

/**
 * Admin › Contracts (docs/contracts.md): the owner's templates, written with {{variables}}; until
 * one is saved, contracts are issued from the built-in default written from /terms, which the
 * new-template form starts from. Below, the signed contracts kept after their family was deleted.
 * Contracts are issued, countersigned and reminded of on each family's page.
 */
export default async function AdminContractsPage() {
  await requireAdminPage(); // before any read: see lib/auth/guard.ts
  const { templates, kept } = await adminPageRead(async (backend) => ({ templates: await backend.contracts.listTemplates(), kept: await keptContracts(backend) }));
  return (
    <>
      <AdminPageHead title="Contracts" lead="Purchase contract templates. Issue, countersign and remind on each family’s page in Applications." />
      <div className={blocks.sections}>
        <section className={blocks.section} aria-labelledby="contract-variables">
          <h2 id="contract-variables">Variables</h2>
          <p className={blocks.muted}>Write these in a template; each is filled in when a contract is issued, and the text is then frozen.</p>
          <dl className={styles.variables}>
            {Object.entries(CONTRACT_VARIABLES).map(([name, what]) => (
              <div key={name} style={{ display: 'contents' }}>
                <dt>{`{{${name}}}`}</dt>
                <dd>{what}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section className={blocks.section} aria-labelledby="contract-templates">
          <h2 id="contract-templates">Templates</h2>
          {templates.length === 0 && <p className={blocks.muted}>{`No template saved yet: contracts are issued from the default, “${DEFAULT_TEMPLATE_NAME}”, written from the terms of sale. Save it below to change it.`}</p>}
          <div className={styles.templates}>
            {templates.map((t) => (
              <div key={t.id}>
                <h3>{t.name}</h3>
                <p className={blocks.muted}>{`Changed ${formatDateTime(t.updatedAt)}`}</p>
                <ContractTemplateForm template={{ id: t.id, name: t.name, body: t.body }} />
                <DeleteTemplateForm id={t.id} name={t.name} />
              </div>
            ))}
            <div>
              <h3>New template</h3>
              <ContractTemplateForm template={{ id: '', name: templates.length ? '' : DEFAULT_TEMPLATE_NAME, body: DEFAULT_CONTRACT_TEMPLATE }} />
            </div>
          </div>
        </section>
        <section className={blocks.section} aria-labelledby="contract-kept">
          <h2 id="contract-kept">Signed contracts of deleted families</h2>
          <p className={blocks.muted}>When a family is deleted, its signed contracts stay here as your legal copy (the privacy policy says so).</p>
          {kept.length === 0 ? (
            <p>None.</p>
          ) : (
            <ul className={parts.links}>
              {kept.map((c) => (
                <li key={c.id}>
                  <a href={`/api/contracts/${c.id}/pdf`}>{`${c.familySignature?.name ?? 'Signed contract'}, version ${c.version} (PDF)`}</a>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
