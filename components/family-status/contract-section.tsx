import { CONTRACT_TEXTS as T } from '@/lib/domain/contract-texts';
import { formatDateTime } from '@/lib/domain/format';
import { breederToday } from '@/lib/server/clock';
import { contractViews } from '@/lib/server/contracts';
import { ContractSignForm } from './contract-sign-form';
import styles from './contract.module.css';
import parts from '@/components/ui/contract-parts.module.css';
import { ContractText } from '@/components/ui/contract-text';

type Props = {
  applicationId: string;
  /** The status link's token: the PDFs and the signature go through it. Without it, the signed-in account's routes. */
  token?: string;
  headingLevel?: 2 | 3;
};

/**
 * The family's contract (docs/contracts.md) on its status page and on My journey: the latest
 * version's frozen text with its SHA-256, where it stands, the sign form while it waits for the
 * family, and the PDF of each version (with its signing record). Nothing shows before the owner
 * issues one.
 */
export async function FamilyContractSection({ applicationId, token, headingLevel = 2 }: Props) {
  const views = await contractViews({ id: applicationId });
  const current = views[0];
  if (!current) return null;
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const Sub = headingLevel === 2 ? 'h3' : 'h4';
  const pdf = (id: string) => (token ? `/api/status/${token}/contract/${id}` : `/api/contracts/${id}/pdf`);
  const uid = `contract-${applicationId}`;
  return (
    <section id={token ? 'contract' : undefined} className={styles.section} aria-labelledby={`${uid}-h`}>
      <H id={`${uid}-h`}>{T.heading}</H>
      <p>
        <strong>{`${current.title}, version ${current.version}`}</strong>: {current.stateLabel}.
      </p>
      {current.family && <p>{`Signed by ${current.family.name} on ${formatDateTime(current.family.signedAt)}.`}</p>}
      {current.owner && <p>{`Countersigned by ${current.owner.name} on ${formatDateTime(current.owner.signedAt)}.`}</p>}
      <Sub>The contract</Sub>
      <ContractText text={current.text} label={`${current.title}, version ${current.version}, text`} />
      <p className={styles.hint}>
        SHA-256 fingerprint of this text: <span className={parts.hash}>{current.sha256}</span>
      </p>
      <ul className={parts.links}>
        <li>
          <a href={pdf(current.id)} rel="noreferrer">
            {current.family ? T.download : T.downloadDraft}
          </a>
        </li>
      </ul>
      {current.state === 'issued' && (
        <ContractSignForm contractId={current.id} documentHash={current.sha256} token={token} applicationId={token ? undefined : applicationId} today={await breederToday()} />
      )}
      {views.length > 1 && (
        <>
          <Sub>Earlier versions</Sub>
          <ul className={parts.links}>
            {views.slice(1).map((v) => (
              <li key={v.id}>
                <a href={pdf(v.id)} rel="noreferrer">{`Version ${v.version} (PDF): ${v.stateLabel}`}</a>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
