import { createHash } from 'node:crypto';
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { AppError } from '@/lib/domain/errors';
import {
  toContract,
  toContractTemplate,
  type Contract,
  type ContractSignatureInput,
  type ContractTemplate,
  type ContractTemplateInput,
} from '@/lib/domain/contract';
import { isValidId } from '../ids';
import { checkIssue, checkSignature, templateMethods } from '../template-methods';
import type { ContractStore } from '../types';
import { docsById, recordCollection } from './collection';
import { importedTimestamp, nowTimestamp, plain, withFirestoreErrors } from './convert';

/**
 * Collections `contractTemplates` and `contracts` (docs/contracts.md): personal data,
 * firestore.rules deny every client read. An application's contracts are read by one equality
 * query and ordered here (a family has a handful), so no composite index is needed.
 */
const CONTRACT_TEMPLATES = 'contractTemplates';
const CONTRACTS = 'contracts';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const docToContract = (id: string, data: DocumentData | undefined): Contract => toContract(id, plain(data));
const byVersion = (a: Contract, b: Contract) => a.version - b.version;


const fields = (c: Omit<Contract, 'id' | 'issuedAt'>) => ({
  applicationId: c.applicationId,
  version: c.version,
  title: c.title,
  templateId: c.templateId,
  puppyId: c.puppyId,
  litterId: c.litterId,
  text: c.text,
  sha256: c.sha256,
  familySignature: c.familySignature,
  ownerSignature: c.ownerSignature,
  keptAt: c.keptAt,
});

export function createFirebaseContractStore(db: Firestore): ContractStore {
  const templates = recordCollection<ContractTemplate, ContractTemplateInput>(db, {
    name: CONTRACT_TEMPLATES,
    noun: 'contract template',
    fields: (i) => ({ name: i.name, body: i.body }),
    toRecord: (id, data) => toContractTemplate(id, plain(data)),
  });
  const col = db.collection(CONTRACTS);
  const docs = docsById(db, col, 'contract', docToContract);
  const ofApplication = (applicationId: string) => col.where('applicationId', '==', applicationId);

  async function sign(id: string, signature: ContractSignatureInput, who: 'family' | 'owner'): Promise<Contract> {
    const s = checkSignature(signature);
    return docs.change(id, async (tx, snap, r) => {
      const c = docToContract(id, snap.data());
      if (s.documentHash !== c.sha256) throw new AppError('conflict', 'That is not this contract’s text.');
      const signed = { ...s, signedAt: new Date().toISOString() };
      if (who === 'family') {
        const siblings = await tx.get(ofApplication(c.applicationId));
        const latest = Math.max(0, ...siblings.docs.map((d) => Number(d.get('version')) || 0));
        if (c.version < latest) throw new AppError('conflict', 'This contract was replaced by a newer version.');
        if (c.familySignature) throw new AppError('conflict', 'This contract is already signed.');
        tx.update(r, { familySignature: signed });
        return { ...c, familySignature: signed };
      }
      if (c.ownerSignature) throw new AppError('conflict', 'This contract is already countersigned.');
      if (!c.familySignature) throw new AppError('conflict', 'The family has not signed this contract yet.');
      tx.update(r, { ownerSignature: signed });
      return { ...c, ownerSignature: signed };
    });
  }

  return withFirestoreErrors<ContractStore>(
    {
      ...templateMethods(templates.methods, () => templates.list(templates.col.orderBy('createdAt', 'asc'))),
      async listByApplication({ applicationId }) {
        if (!isValidId(applicationId)) return [];
        return (await ofApplication(applicationId).get()).docs.map((d) => docToContract(d.id, d.data())).sort(byVersion);
      },
      async get({ id }) {
        return docs.get(id);
      },
      async issue({ input }) {
        const i = checkIssue(input);
        const r = col.doc();
        return db.runTransaction(async (tx) => {
          const siblings = await tx.get(ofApplication(i.applicationId));
          const version = Math.max(0, ...siblings.docs.map((d) => Number(d.get('version')) || 0)) + 1;
          const data = { ...fields({ ...i, version, sha256: sha256(i.text), familySignature: null, ownerSignature: null, keptAt: null }), issuedAt: nowTimestamp() };
          tx.create(r, data);
          return docToContract(r.id, data);
        });
      },
      async signByFamily({ id, signature }) {
        return sign(id, signature, 'family');
      },
      async countersign({ id, signature }) {
        return sign(id, signature, 'owner');
      },
      async delete({ id }) {
        return docs.remove(id, (c) => {
          if (c.familySignature) throw new AppError('conflict', 'A signed contract is kept.');
        });
      },
      async removeForFamily({ applicationId }) {
        if (!isValidId(applicationId)) return { deleted: [], kept: [] };
        return db.runTransaction(async (tx) => {
          const snap = await tx.get(ofApplication(applicationId));
          const now = new Date().toISOString();
          const deleted: Contract[] = [];
          const kept: Contract[] = [];
          for (const d of snap.docs) {
            const c = docToContract(d.id, d.data());
            if (c.familySignature) {
              const keptAt = c.keptAt ?? now;
              tx.update(d.ref, { keptAt });
              kept.push({ ...c, keptAt });
            } else {
              tx.delete(d.ref);
              deleted.push(c);
            }
          }
          return { deleted: deleted.sort(byVersion), kept: kept.sort(byVersion) };
        });
      },
      async listAll() {
        return (await col.orderBy('issuedAt', 'asc').get()).docs.map((d) => docToContract(d.id, d.data()));
      },
      async importRecord({ record }) {
        const r = docs.importRef(record.id);
        const i = checkIssue(record);
        if (sha256(i.text) !== record.sha256) throw new AppError('invalid_input', `Contract ${record.id}: the text does not match its hash.`);
        await r.set({ ...fields({ ...record, ...i }), issuedAt: importedTimestamp(record.issuedAt) });
        return docToContract(record.id, (await r.get()).data());
      },
    },
    'contracts',
  );
}
