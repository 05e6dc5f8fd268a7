import 'server-only';
import { getBackend, type Backend } from '@/lib/backend';
import { isValidId } from '@/lib/backend/ids';
import { currentUser } from '@/lib/auth/session';
import type { Application } from '@/lib/domain/application';
import {
  contractState,
  renderContract,
  type Contract,
  type ContractState,
  type ContractValues,
  type IssueContractField,
} from '@/lib/domain/contract';
import { DEFAULT_CONTRACT_TEMPLATE, DEFAULT_TEMPLATE_NAME, TERMS_HEALTH_GUARANTEE, TERMS_SECTION_TITLES } from '@/lib/domain/contract-default';
import { CONTRACT_STATE_LABELS, CONTRACT_TEXTS as T } from '@/lib/domain/contract-texts';
import { isAppError } from '@/lib/domain/errors';
import { formatCents } from '@/lib/domain/ledger';
import { POLICY_LAST_UPDATED, SITE } from '@/lib/domain/site';
import { mailFreshStatusLink } from './applications';
import { contractPdf } from './contract-pdf';
import { breederToday, getTimeZone } from './clock';
import { applicationForToken } from './family-status';
import { notifyOwner } from './owner-notify';
import { isEmailVerified } from './verification';

/**
 * Purchase contracts (docs/contracts.md): the owner's templates (or the built-in default), issuing
 * a frozen version to a family, the family's signature from its status link or My journey, the
 * owner's countersignature, the reminder mail, and the PDF for whoever may read it. Personal data:
 * nothing here is cached or public; the status token is never logged.
 */

/** A template to issue from: a stored one, or the built-in default (id '') while none is stored. */
type TemplateChoice = { id: string; name: string; body: string };

export async function contractTemplateChoices(backend: Backend): Promise<TemplateChoice[]> {
  const stored = await backend.contracts.listTemplates();
  return stored.length ? stored.map((t) => ({ id: t.id, name: t.name, body: t.body })) : [{ id: '', name: DEFAULT_TEMPLATE_NAME, body: DEFAULT_CONTRACT_TEMPLATE }];
}

/** What the puppy or litter of an issue form can be: a picked puppy, or a place on a litter's list. */
type ContractSubject = { value: string; label: string };

type IssueDefaults = {
  subjects: ContractSubject[];
  familyNames: string;
  address: string;
  price: string;
  deposit: string;
  goHomeDate: string;
};

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** The issue form's choices and starting values, from the family's picks, waitlists and ledger. */
export async function contractIssueDefaults(backend: Backend, application: Application): Promise<IssueDefaults> {
  const [entries, ledger] = await Promise.all([backend.waitlists.listByApplication({ applicationId: application.id }), backend.ledger.listByApplication({ applicationId: application.id })]);
  const litterIds = [...new Set([...entries.map((e) => e.litterId), application.preferences.litterId].filter((x): x is string => !!x))];
  const litters = (await Promise.all(litterIds.map((id) => backend.litters.get({ id })))).filter((l) => l !== null);
  const picks = (await Promise.all(entries.filter((e) => e.puppyId).map((e) => backend.puppies.get({ id: e.puppyId! })))).filter((p) => p !== null);
  const subjects: ContractSubject[] = [
    ...picks.map((p) => ({ value: `puppy:${p.id}`, label: `${p.name}${p.litterId ? ` (${litters.find((l) => l.id === p.litterId)?.name ?? 'litter'})` : ''}` })),
    ...litters.filter((l) => !picks.some((p) => p.litterId === l.id)).map((l) => ({ value: `litter:${l.id}`, label: `A puppy of ${l.name} (reservation)` })),
  ];
  const first = picks[0];
  const identity = first ? await backend.records.getIdentity({ puppyId: first.id }) : null;
  const deposits = ledger.filter((l) => l.kind === 'deposit').reduce((s, l) => s + l.amountCents, 0);
  return {
    subjects,
    familyNames: application.contact.name,
    address: [application.contact.city, application.contact.state].filter(Boolean).join(', '),
    price: first?.price != null ? dollars(Math.round(first.price * 100)) : '',
    deposit: deposits ? dollars(deposits) : '',
    goHomeDate: identity?.goHomeDate ?? '',
  };
}

type IssueForm = {
  templateId: string;
  subject: string;
  title: string;
  familyNames: string;
  address: string;
  price: number;
  deposit: number;
  goHomeDate: string;
};

type IssueOutcome = { ok: true; contract: Contract } | { ok: false; field?: IssueContractField; message: string };

/** Renders the chosen template for this family and freezes it as the family's next version. */
export async function issueContract(backend: Backend, application: Application, form: IssueForm): Promise<IssueOutcome> {
  const choices = await contractTemplateChoices(backend);
  const template = choices.find((c) => c.id === form.templateId) ?? (form.templateId === '' ? choices[0] : undefined);
  if (!template) return { ok: false, field: 'templateId', message: T.templateUnknown };
  const [kind, id] = form.subject.split(':') as ['puppy' | 'litter', string];
  const puppy = kind === 'puppy' ? await backend.puppies.get({ id }) : null;
  if (kind === 'puppy' && (!puppy || puppy.entryType !== 'puppy')) return { ok: false, field: 'subject', message: 'Choose the puppy or the litter the contract is for.' };
  const litterId = kind === 'litter' ? id : (puppy?.litterId ?? null);
  const litter = litterId ? await backend.litters.get({ id: litterId }) : null;
  if (kind === 'litter' && !litter) return { ok: false, field: 'subject', message: 'Choose the puppy or the litter the contract is for.' };

  const details = puppy ? [puppy.sex, puppy.color, (litter?.life.birthDate ?? puppy.dob) ? `born ${litter?.life.birthDate ?? puppy.dob}` : null].filter(Boolean).join(', ') : '';
  const values: ContractValues = {
    family_names: form.familyNames,
    family_address: form.address,
    family_email: application.contact.email,
    family_phone: application.contact.phone,
    puppy: puppy?.name ?? 'a puppy to be picked in waitlist order',
    puppy_details: details ? `${details.charAt(0).toUpperCase()}${details.slice(1)}.` : '',
    litter: litter?.name ?? 'not yet named',
    price: formatCents(form.price),
    deposit: formatCents(form.deposit),
    balance: formatCents(form.price - form.deposit),
    go_home_date: form.goHomeDate || 'to be agreed',
    terms_date: POLICY_LAST_UPDATED,
    terms_sections: TERMS_SECTION_TITLES.map((t, i) => `${i + 1}. ${t}`).join('\n'),
    health_guarantee: TERMS_HEALTH_GUARANTEE,
    breeder: SITE.name,
    // The breeder's day (one clock): an evening contract in New York is dated that evening, not tomorrow (UTC).
    contract_date: await breederToday(),
  };
  const contract = await backend.contracts.issue({
    input: { applicationId: application.id, title: form.title, templateId: template.id || null, puppyId: puppy?.id ?? null, litterId: litter?.id ?? null, text: renderContract(template.body, values) },
  });
  return { ok: true, contract };
}

/** A contract as the family's page and the owner's section show it (no address or browser). */
type ContractView = {
  id: string;
  version: number;
  title: string;
  text: string;
  sha256: string;
  issuedAt: string;
  state: ContractState;
  stateLabel: string;
  family: { name: string; signedAt: string } | null;
  owner: { name: string; signedAt: string } | null;
};

export function toContractView(c: Contract, latestVersion: number): ContractView {
  const state = contractState(c, latestVersion);
  const sig = (s: Contract['familySignature']) => (s ? { name: s.name, signedAt: s.signedAt } : null);
  return { id: c.id, version: c.version, title: c.title, text: c.text, sha256: c.sha256, issuedAt: c.issuedAt, state, stateLabel: CONTRACT_STATE_LABELS[state], family: sig(c.familySignature), owner: sig(c.ownerSignature) };
}

/** An application's contracts, newest version first, each with its state. */
export async function contractViews(application: Pick<Application, 'id'>, backend?: Backend): Promise<ContractView[]> {
  const b = backend ?? (await getBackend());
  const all = await b.contracts.listByApplication({ applicationId: application.id });
  const latest = all.at(-1)?.version ?? 0;
  return all.map((c) => toContractView(c, latest)).reverse();
}

type SignOutcome = 'ok' | 'unknown' | 'changed' | 'already' | 'failed';

/**
 * The family signs (status link or My journey; the caller found the application): the contract
 * must be this application's, the hash the one the family was shown. The owner is told by mail.
 */
export async function signContractAsFamily(params: { application: Application; contractId: string; documentHash: string; name: string; ip: string; userAgent: string }, backend?: Backend): Promise<SignOutcome> {
  const b = backend ?? (await getBackend());
  const contract = isValidId(params.contractId) ? await b.contracts.get({ id: params.contractId }) : null;
  if (!contract || contract.applicationId !== params.application.id) return 'unknown';
  if (contract.familySignature) return 'already';
  if (contract.sha256 !== params.documentHash) return 'changed';
  try {
    const signed = await b.contracts.signByFamily({ id: contract.id, signature: { name: params.name, ip: params.ip, userAgent: params.userAgent, documentHash: params.documentHash } });
    await notifyOwner(
      { kind: 'contract', subject: T.ownerSignedSubject(params.application.contact.name), text: T.ownerSignedBody(params.application.contact.name, signed.version), adminPath: `/admin/applications/${params.application.id}` },
      b,
    );
    return 'ok';
  } catch (e) {
    if (isAppError(e, 'conflict')) {
      const now = await b.contracts.get({ id: contract.id });
      return now?.familySignature ? 'already' : 'changed';
    }
    if (isAppError(e, 'invalid_input')) return 'failed';
    throw e;
  }
}

/** The application a signed-in family may sign for: theirs (userId) and their address verified; null otherwise. */
export async function sessionApplication(applicationId: string): Promise<Application | null> {
  const user = await currentUser();
  if (!user || !isValidId(applicationId)) return null;
  const backend = await getBackend();
  const application = await backend.applications.get({ id: applicationId });
  if (!application || application.userId !== user.id || !(await isEmailVerified(user, backend))) return null;
  return application;
}

/**
 * Queues a reminder for the family's latest unsigned contract with a fresh status link (only its
 * hash is stored, so the earlier link stops working). Returns the address, or null when nothing is
 * unsigned.
 */
export async function sendContractReminder(backend: Backend, application: Application): Promise<string | null> {
  const latest = (await backend.contracts.listByApplication({ applicationId: application.id })).at(-1);
  if (!latest || latest.familySignature) return null;
  return mailFreshStatusLink(backend, application, (link) => ({
    subject: T.reminderSubject(SITE.name),
    body: T.reminderBody(application.contact.name, `${link}#contract`, SITE.name),
  }));
}

const PRIVATE = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex', 'Referrer-Policy': 'no-referrer' };

function notFound(): Response {
  return new Response('Not found', { status: 404, headers: { ...PRIVATE, 'Content-Type': 'text/plain; charset=utf-8' } });
}

async function pdfAnswer(backend: Backend, contract: Contract): Promise<Response> {
  const latest = (await backend.contracts.listByApplication({ applicationId: contract.applicationId })).at(-1)?.version ?? contract.version;
  const pdf = await contractPdf(contract, latest, await getTimeZone());
  return new Response(pdf.bytes as unknown as BodyInit, {
    headers: { ...PRIVATE, 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${pdf.filename}"`, 'Content-Length': String(pdf.bytes.byteLength) },
  });
}

/** GET /api/status/<token>/contract/<id>: the family whose status link this is, for its own contract; 404 otherwise. */
export async function statusContractPdfResponse(token: string, contractId: string): Promise<Response> {
  const backend = await getBackend();
  const application = await applicationForToken(token, backend);
  const contract = application && isValidId(contractId) ? await backend.contracts.get({ id: contractId }) : null;
  if (!application || !contract || contract.applicationId !== application.id) return notFound();
  return pdfAnswer(backend, contract);
}

/**
 * GET /api/contracts/<id>/pdf: the owner (admin role re-read from the user record; kept copies of
 * deleted families included), or the verified account whose application it is; 404 for anyone else.
 */
export async function sessionContractPdfResponse(contractId: string): Promise<Response> {
  const user = await currentUser();
  if (!user || !isValidId(contractId)) return notFound();
  const backend = await getBackend();
  const contract = await backend.contracts.get({ id: contractId });
  if (!contract) return notFound();
  const fresh = await backend.users.getById({ id: user.id });
  if (fresh?.role === 'admin') return pdfAnswer(backend, contract);
  const application = await backend.applications.get({ id: contract.applicationId });
  if (!application || application.userId !== user.id || !(await isEmailVerified(user, backend))) return notFound();
  return pdfAnswer(backend, contract);
}

/**
 * For the go-home packet: the PDF of this family's latest signed contract for this puppy (or for a
 * reservation in its litter), or null when there is none.
 */
export async function signedContractPdfFor(backend: Backend, applicationId: string, puppy: { id: string; litterId: string | null }): Promise<Uint8Array | null> {
  const all = await backend.contracts.listByApplication({ applicationId });
  const latest = all.at(-1)?.version ?? 0;
  const signed = all.filter((c) => c.familySignature && (c.puppyId === puppy.id || (c.puppyId === null && c.litterId !== null && c.litterId === puppy.litterId))).at(-1);
  return signed ? (await contractPdf(signed, latest, await getTimeZone())).bytes : null;
}

/** The signed contracts kept after their family was deleted (the owner's legal copies), newest first. */
export async function keptContracts(backend: Backend): Promise<Contract[]> {
  return (await backend.contracts.listAll()).filter((c) => c.keptAt !== null).reverse();
}
