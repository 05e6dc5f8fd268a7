import type { Application } from '@/lib/domain/application';
import { CONTRACT_TEXTS as T } from '@/lib/domain/contract-texts';
import { formatDateTime } from '@/lib/domain/format';
import { adminPageRead } from '@/lib/server/admin-page';
import { contractIssueDefaults, contractTemplateChoices, toContractView } from '@/lib/server/contracts';
import hub from '../applications/applications.module.css';
import { ContractReminderForm, CountersignForm, IssueContractForm } from './contract-forms';
import styles from './contracts.module.css';
import parts from '@/components/ui/contract-parts.module.css';
import { ContractText } from '@/components/ui/contract-text';

/**
 * The family hub's Contract section (docs/contracts.md): where each version stands (issued, signed
 * by the family, countersigned, replaced), the signatures, the PDFs, the countersignature, the
 * reminder for an unsigned contract, and issuing the next version.
 */
export async function ContractSection({ application }: { application: Application }) {
  const { contracts, templates, defaults } = await adminPageRead(async (backend) => {
    const [contracts, templates, defaults] = await Promise.all([
      backend.contracts.listByApplication({ applicationId: application.id }),
      contractTemplateChoices(backend),
      contractIssueDefaults(backend, application),
    ]);
    return { contracts, templates, defaults };
  });
  const latest = contracts.at(-1);
  const views = contracts.map((c) => toContractView(c, latest?.version ?? 0)).reverse();
  const current = views[0];
  const signed = latest?.familySignature ?? null;

  return (
    <section className={hub.section} aria-labelledby="app-contract">
      <h2 id="app-contract">{T.adminHeading}</h2>
      {!current ? (
        <p className={hub.muted}>No contract issued yet.</p>
      ) : (
        <>
          <p>
            <strong>{`Version ${current.version}`}</strong>: <span data-testid="contract-state">{current.stateLabel}</span>
          </p>
          <dl className={hub.answers}>
            <dt>Issued</dt>
            <dd>{formatDateTime(current.issuedAt)}</dd>
            <dt>SHA-256</dt>
            <dd className={parts.hash}>{current.sha256}</dd>
            <dt>Signed by the family</dt>
            <dd>{signed ? `${signed.name}, ${formatDateTime(signed.signedAt)}, from ${signed.ip || 'an unknown address'}` : 'Not yet'}</dd>
            <dt>Countersigned</dt>
            <dd>{current.owner ? `${current.owner.name}, ${formatDateTime(current.owner.signedAt)}` : 'Not yet'}</dd>
          </dl>
          <ul className={parts.links}>
            {views.map((v) => (
              <li key={v.id}>
                <a href={`/api/contracts/${v.id}/pdf`}>{`Version ${v.version} (PDF): ${v.stateLabel}`}</a>
              </li>
            ))}
          </ul>
          <details className={styles.text}>
            <summary>{`Read version ${current.version}`}</summary>
            <ContractText text={current.text} label={`${current.title}, version ${current.version}, text`} />
          </details>
          {current.state === 'signed' && latest && <CountersignForm contractId={latest.id} documentHash={latest.sha256} />}
          {current.state === 'issued' && <ContractReminderForm applicationId={application.id} />}
        </>
      )}
      <h3>{current ? 'Issue a new version' : 'Issue the contract'}</h3>
      {current && <p className={hub.muted}>A signed contract never changes: a new version replaces it, and both sign again.</p>}
      <IssueContractForm
        applicationId={application.id}
        templates={templates.map((t) => ({ value: t.id, label: t.name }))}
        subjects={defaults.subjects}
        defaults={defaults}
        next={(latest?.version ?? 0) + 1}
      />
    </section>
  );
}
