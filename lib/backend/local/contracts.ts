import { createHash } from 'node:crypto';
import { AppError } from '@/lib/domain/errors';
import {
  toContract,
  toContractTemplate,
  type Contract,
  type ContractIssueInput,
  type ContractSignature,
  type ContractTemplate,
  type ContractTemplateInput,
} from '@/lib/domain/contract';
import { isValidId, newId } from '../ids';
import { checkIssue, checkSignature, templateMethods } from '../template-methods';
import type { ContractStore } from '../types';
import type { Db } from './db';
import { recordTable, rowsById, rowWriters } from './table';

type ContractRow = {
  id: string;
  application_id: string;
  version: number;
  title: string;
  template_id: string | null;
  puppy_id: string | null;
  litter_id: string | null;
  text: string;
  sha256: string;
  issued_at: string;
  family_signature: string | null;
  owner_signature: string | null;
  kept_at: string | null;
};

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const json = (v: string | null): unknown => (v ? JSON.parse(v) : null);

const rowToContract = (r: ContractRow) =>
  toContract(r.id, {
    applicationId: r.application_id,
    version: r.version,
    title: r.title,
    templateId: r.template_id,
    puppyId: r.puppy_id,
    litterId: r.litter_id,
    text: r.text,
    sha256: r.sha256,
    issuedAt: r.issued_at,
    familySignature: json(r.family_signature),
    ownerSignature: json(r.owner_signature),
    keptAt: r.kept_at,
  });


export function createLocalContractStore(db: Db): ContractStore {
  const templates = recordTable<ContractTemplate, ContractTemplateInput>(db, {
    table: 'contract_templates',
    noun: 'contract template',
    fields: { name: 'name', body: 'body' },
    toRecord: toContractTemplate,
  });
  const listTemplates = templates.select('ORDER BY created_at ASC, rowid ASC');

  const rows = rowsById(db, 'contracts', 'contract', rowToContract);
  const { mustGet } = rows;
  const byApplication = db.prepare<[string], ContractRow>('SELECT * FROM contracts WHERE application_id = ? ORDER BY version ASC');
  const latest = db.prepare<[string], { v: number | null }>('SELECT MAX(version) AS v FROM contracts WHERE application_id = ?');
  const all = db.prepare<[], ContractRow>('SELECT * FROM contracts ORDER BY issued_at ASC, rowid ASC');
  const { insert, replace } = rowWriters(db, 'contracts', [
    'id', 'application_id', 'version', 'title', 'template_id', 'puppy_id', 'litter_id', 'text', 'sha256', 'issued_at', 'family_signature', 'owner_signature', 'kept_at',
  ]);
  // Each signature is written only where none is yet: a second writer changes nothing.
  const setFamily = db.prepare('UPDATE contracts SET family_signature = ? WHERE id = ? AND family_signature IS NULL');
  const setOwner = db.prepare('UPDATE contracts SET owner_signature = ? WHERE id = ? AND owner_signature IS NULL AND family_signature IS NOT NULL');
  const setKept = db.prepare('UPDATE contracts SET kept_at = ? WHERE id = ?');
  const remove = db.prepare('DELETE FROM contracts WHERE id = ?');

  const toParams = (c: Contract) => ({
    id: c.id,
    application_id: c.applicationId,
    version: c.version,
    title: c.title,
    template_id: c.templateId,
    puppy_id: c.puppyId,
    litter_id: c.litterId,
    text: c.text,
    sha256: c.sha256,
    issued_at: c.issuedAt,
    family_signature: c.familySignature ? JSON.stringify(c.familySignature) : null,
    owner_signature: c.ownerSignature ? JSON.stringify(c.ownerSignature) : null,
    kept_at: c.keptAt,
  });

  const latestVersion = (applicationId: string) => latest.get(applicationId)?.v ?? 0;

  const issueTx = db.transaction((i: ContractIssueInput) => {
    const id = newId();
    const text = i.text;
    insert.run(
      toParams({ ...i, id, version: latestVersion(i.applicationId) + 1, text, sha256: sha256(text), issuedAt: new Date().toISOString(), familySignature: null, ownerSignature: null, keptAt: null }),
    );
    return mustGet(id);
  });
  const signTx = db.transaction((id: string, s: Omit<ContractSignature, 'signedAt'>, who: 'family' | 'owner') => {
    const c = mustGet(id);
    if (s.documentHash !== c.sha256) throw new AppError('conflict', 'That is not this contract’s text.');
    const signature = JSON.stringify({ ...s, signedAt: new Date().toISOString() });
    if (who === 'family') {
      if (c.version < latestVersion(c.applicationId)) throw new AppError('conflict', 'This contract was replaced by a newer version.');
      if (setFamily.run(signature, id).changes !== 1) throw new AppError('conflict', 'This contract is already signed.');
    } else if (setOwner.run(signature, id).changes !== 1) {
      throw new AppError('conflict', c.ownerSignature ? 'This contract is already countersigned.' : 'The family has not signed this contract yet.');
    }
    return mustGet(id);
  });
  const familyTx = db.transaction((applicationId: string) => {
    const now = new Date().toISOString();
    const deleted: Contract[] = [];
    const kept: Contract[] = [];
    for (const c of byApplication.all(applicationId).map(rowToContract)) {
      if (c.familySignature) {
        setKept.run(c.keptAt ?? now, c.id);
        kept.push(mustGet(c.id));
      } else {
        remove.run(c.id);
        deleted.push(c);
      }
    }
    return { deleted, kept };
  });

  return {
    ...templateMethods(templates.methods, async () => listTemplates()),
    async listByApplication({ applicationId }) {
      return isValidId(applicationId) ? byApplication.all(applicationId).map(rowToContract) : [];
    },
    async get({ id }) {
      return rows.get(id);
    },
    async issue({ input }) {
      return issueTx.immediate(checkIssue(input));
    },
    async signByFamily({ id, signature }) {
      const s = checkSignature(signature);
      return signTx.immediate(id, s, 'family');
    },
    async countersign({ id, signature }) {
      const s = checkSignature(signature);
      return signTx.immediate(id, s, 'owner');
    },
    async delete({ id }) {
      return rows.remove(id, (c) => {
        if (c.familySignature) throw new AppError('conflict', 'A signed contract is kept.');
      });
    },
    async removeForFamily({ applicationId }) {
      return isValidId(applicationId) ? familyTx.immediate(applicationId) : { deleted: [], kept: [] };
    },
    async listAll() {
      return all.all().map(rowToContract);
    },
    async importRecord({ record }) {
      rows.checkImportId(record.id);
      const i = checkIssue(record);
      if (sha256(i.text) !== record.sha256) throw new AppError('invalid_input', `Contract ${record.id}: the text does not match its hash.`);
      replace.run(toParams({ ...record, ...i }));
      return mustGet(record.id);
    },
  };
}
