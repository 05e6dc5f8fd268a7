import { z } from 'zod';
import { calendarDate, multiLine, singleLine } from './fields';
import { dollarsField } from './ledger';
import { CONTRACT_TEXTS as T } from './contract-texts';

/**
 * Purchase contracts (docs/contracts.md): templates the owner keeps, and contracts issued from
 * them to one family (an application) for a puppy or a litter reservation. An issued contract's
 * text is frozen with its SHA-256 and a version; the family signs it (typed name, the e-signature
 * consent, time, address, browser and the hash it saw), then the owner countersigns. A signed
 * contract never changes: a change is a new version, which both sign again. Personal data: admin
 * and the family only.
 */

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const HASH = /^[a-f0-9]{64}$/;

export const TEMPLATE_NAME_MAX = 80;
const CONTRACT_TITLE_MAX = 120;
/** A contract's text, and a template's, in characters (a long contract is some 20,000). */
export const CONTRACT_TEXT_MAX = 60_000;
const SIGNER_NAME_MAX = 120;
/** What is kept of a browser's User-Agent header. */
const USER_AGENT_MAX = 300;

export type ContractTemplateInput = { name: string; body: string };
export type ContractTemplate = ContractTemplateInput & { id: string; createdAt: string; updatedAt: string };

/** One signature: who typed which name, when, from where, over which exact text (its SHA-256). */
export type ContractSignature = {
  name: string;
  signedAt: string;
  ip: string;
  userAgent: string;
  documentHash: string;
};

export type ContractIssueInput = {
  applicationId: string;
  title: string;
  /** The template it was made from (null: the built-in default); informative only, the text is what counts. */
  templateId: string | null;
  puppyId: string | null;
  litterId: string | null;
  /** The rendered text, frozen from now on. */
  text: string;
};

export type Contract = ContractIssueInput & {
  id: string;
  /** 1, 2, … per application: a new version replaces the earlier ones, which stay as they were. */
  version: number;
  /** SHA-256 of `text` (UTF-8), lowercase hex, made by the store. */
  sha256: string;
  issuedAt: string;
  familySignature: ContractSignature | null;
  ownerSignature: ContractSignature | null;
  /**
   * When the family was deleted and this signed contract kept as the owner's legal copy (the
   * privacy policy says so); null while the family exists.
   */
  keptAt: string | null;
};

export type ContractState = 'issued' | 'signed' | 'countersigned' | 'replaced';

/** Where a contract stands: replaced by a newer version, or by its signatures. */
export function contractState(c: Pick<Contract, 'version' | 'familySignature' | 'ownerSignature'>, latestVersion: number): ContractState {
  if (c.ownerSignature) return 'countersigned';
  if (c.version < latestVersion) return 'replaced';
  return c.familySignature ? 'signed' : 'issued';
}

/** The variables a template may use, as `{{name}}`, with what each becomes (shown beside the editor). */
export const CONTRACT_VARIABLES = {
  family_names: 'The family’s names as the owner typed them when issuing',
  family_address: 'The family’s address',
  family_email: 'The family’s email address',
  family_phone: 'The family’s phone number',
  puppy: 'The puppy’s name (or “a puppy to be picked in waitlist order” for a litter reservation)',
  puppy_details: 'Sex, color and birth date of the puppy, when known',
  litter: 'The litter’s name',
  price: 'The purchase price, in dollars',
  deposit: 'The deposit, in dollars',
  balance: 'The price less the deposit, in dollars',
  go_home_date: 'The go-home date, or “to be agreed”',
  terms_date: 'The date of the terms of sale in force (/terms)',
  terms_sections: 'The section titles of the terms of sale, one a line',
  health_guarantee: 'The health guarantee as the terms of sale state it',
  breeder: 'The kennel’s name',
  contract_date: 'The day the contract is issued',
} as const;
type ContractVariable = keyof typeof CONTRACT_VARIABLES;
export type ContractValues = Record<ContractVariable, string>;

const VARIABLE = /\{\{\s*([a-z_]+)\s*\}\}/g;

/** The variable names a template uses that do not exist (each once, in order of first use). */
export function unknownVariables(body: string): string[] {
  const out: string[] = [];
  for (const m of body.matchAll(VARIABLE)) {
    const name = m[1]!;
    if (!(name in CONTRACT_VARIABLES) && !out.includes(name)) out.push(name);
  }
  return out;
}

/**
 * A template with its variables filled in: the text that is frozen and hashed. Line endings become
 * "\n" and trailing spaces go, so the same template and values always give the same hash.
 */
export function renderContract(body: string, values: ContractValues): string {
  const text = body.replace(VARIABLE, (whole, name: string) => (name in values ? values[name as ContractVariable] : whole));
  return normalizeContractText(text);
}

function normalizeContractText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l) => l.replace(/[ \t]+$/, ''))
    .join('\n')
    .trim();
}

/**
 * A contract's frozen text, line by line, as the PDF draws it and the family's page shows it: the
 * Markdown `#` title, `##` and `###` headings and `-`/`*` list items, a blank line as a gap, any
 * other line as text. The text itself (what the SHA-256 covers) is never changed.
 */
export type ContractLine = { kind: 'title' | 'heading' | 'subheading' | 'item' | 'text'; text: string } | { kind: 'gap' };

export function contractLines(text: string): ContractLine[] {
  return text.split('\n').map((line): ContractLine => {
    if (line.startsWith('# ')) return { kind: 'title', text: line.slice(2) };
    if (line.startsWith('## ')) return { kind: 'heading', text: line.slice(3) };
    if (line.startsWith('### ')) return { kind: 'subheading', text: line.slice(4) };
    if (/^[-*] /.test(line)) return { kind: 'item', text: line.slice(2) };
    if (line.trim() === '') return { kind: 'gap' };
    return { kind: 'text', text: line };
  });
}

export const contractTemplateInputSchema = z.object({
  name: singleLine(TEMPLATE_NAME_MAX).pipe(z.string().min(1, 'Give the template a name.')),
  body: multiLine(CONTRACT_TEXT_MAX)
    .pipe(z.string().min(1, 'Write the contract’s text.'))
    .superRefine((body, ctx) => {
      const unknown = unknownVariables(body);
      if (unknown.length) ctx.addIssue({ code: 'custom', message: `Unknown variable${unknown.length > 1 ? 's' : ''}: ${unknown.map((u) => `{{${u}}}`).join(', ')}.` });
    }),
});

/** What the template form posts (Admin › Contracts); `id` is blank for a new template. */
export const contractTemplateFormSchema = contractTemplateInputSchema.extend({
  id: z.union([z.literal(''), z.string().regex(ID, T.templateUnknown)]),
});
export type ContractTemplateField = 'name' | 'body';

/** The stored shape of an issue, checked by both adapters before writing. */
export const contractIssueInputSchema = z.object({
  applicationId: z.string().regex(ID, T.unknownApplication),
  title: singleLine(CONTRACT_TITLE_MAX).pipe(z.string().min(1, 'Give the contract a title.')),
  templateId: z.string().regex(ID).nullable(),
  puppyId: z.string().regex(ID).nullable(),
  litterId: z.string().regex(ID).nullable(),
  text: z.string().max(CONTRACT_TEXT_MAX, `Keep the contract under ${CONTRACT_TEXT_MAX} characters.`).refine((t) => t.trim().length > 0, 'The contract has no text.'),
});

/** A signature as the store takes it (the store sets `signedAt`). */
export const contractSignatureInputSchema = z.object({
  name: singleLine(SIGNER_NAME_MAX).pipe(z.string().min(1, T.nameMissing)),
  ip: z.string().max(64),
  userAgent: z.string().transform((s) => s.slice(0, USER_AGENT_MAX)),
  documentHash: z.string().regex(HASH, T.changed),
});
export type ContractSignatureInput = z.input<typeof contractSignatureInputSchema>;

/** What the family's sign form posts (the status page, My journey). */
export const familySignFormSchema = z.object({
  contractId: z.string().regex(ID, T.unknown),
  documentHash: z.string().regex(HASH, T.changed),
  name: z
    .string()
    .trim()
    .min(1, T.nameMissing)
    .max(SIGNER_NAME_MAX, T.nameTooLong)
    .refine((v) => !/[\r\n]/.test(v), T.nameMissing),
  agree: z.literal('on', { error: T.agreeMissing }),
});
export type FamilySignField = 'name' | 'agree';


/** What the owner's issue form posts (the family hub's Contract section). */
export const issueContractFormSchema = z
  .object({
    applicationId: z.string().regex(ID, T.unknownApplication),
    templateId: z.union([z.literal(''), z.string().regex(ID, T.templateUnknown)]),
    /** `puppy:<id>` or `litter:<id>` (a litter reservation). */
    subject: z.string().regex(/^(puppy|litter):[A-Za-z0-9_-]{1,64}$/, 'Choose the puppy or the litter the contract is for.'),
    title: singleLine(CONTRACT_TITLE_MAX).pipe(z.string().min(1, 'Give the contract a title.')),
    familyNames: singleLine(200).pipe(z.string().min(1, 'Enter the family’s names.')),
    address: singleLine(300).pipe(z.string().min(1, 'Enter the family’s address.')),
    price: dollarsField('Enter the price.'),
    deposit: dollarsField('Enter the deposit.'),
    goHomeDate: z.union([z.literal(''), calendarDate]),
  })
  .superRefine((v, ctx) => {
    if (v.deposit > v.price) ctx.addIssue({ code: 'custom', path: ['deposit'], message: 'The deposit cannot be more than the price.' });
  });
export type IssueContractField = 'templateId' | 'subject' | 'title' | 'familyNames' | 'address' | 'price' | 'deposit' | 'goHomeDate';

function toSignature(raw: unknown): ContractSignature | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const s = (v: unknown) => (typeof v === 'string' ? v : '');
  if (!s(r.name) || !s(r.signedAt)) return null;
  return { name: s(r.name), signedAt: s(r.signedAt), ip: s(r.ip), userAgent: s(r.userAgent), documentHash: s(r.documentHash) };
}

/** Reads a stored contract (either backend's plain record) into the app's type. */
export function toContract(id: string, raw: Record<string, unknown>): Contract {
  const s = (v: unknown) => (typeof v === 'string' ? v : '');
  const sn = (v: unknown) => (typeof v === 'string' && v ? v : null);
  return {
    id,
    applicationId: s(raw.applicationId),
    version: typeof raw.version === 'number' ? raw.version : 0,
    title: s(raw.title),
    templateId: sn(raw.templateId),
    puppyId: sn(raw.puppyId),
    litterId: sn(raw.litterId),
    text: s(raw.text),
    sha256: s(raw.sha256),
    issuedAt: s(raw.issuedAt),
    familySignature: toSignature(raw.familySignature),
    ownerSignature: toSignature(raw.ownerSignature),
    keptAt: sn(raw.keptAt),
  };
}

export function toContractTemplate(id: string, raw: Record<string, unknown>): ContractTemplate {
  const s = (v: unknown) => (typeof v === 'string' ? v : '');
  return { id, name: s(raw.name), body: s(raw.body), createdAt: s(raw.createdAt), updatedAt: s(raw.updatedAt) || s(raw.createdAt) };
}
