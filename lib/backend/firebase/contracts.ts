import { createHash } from 'node:crypto';
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { AppError, parseInput } from '@/lib/domain/errors';
import {
  contractIssueInputSchema,
  contractSignatureInputSchema,
  contractTemplateInputSchema,
  toContract,
  toContractTemplate,
  type Contract,
  type ContractIssueInput,
  type ContractSignatureInput,
  type ContractTemplateInput,
} from '@/lib/domain/contract';
import { isValidId } from '../ids';
import type { ContractStore } from '../types';
import { importedTimestamp, nowTimestamp, plain, withFirestoreErrors } from './convert';

/**
 * Collections `contractTemplates` and `contracts` (docs/contracts.md): personal data,
 * firestore.rules deny every client read. An application's contracts are read by one equality
 * query and ordered here (a family has a handful), so no composite index is needed.
 */
export const CONTRACT_TEMPLATES = 'contractTemplates';
export const CONTRACTS = 'contracts';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const docToContract = (id: string, data: DocumentData | undefined): Contract => toContract(id, plain(data));
const byVersion = (a: Contract, b: Contract) => a.version - b.version;

const checkTemplate = (i: ContractTemplateInput) => parseInput(contractTemplateInputSchema, i, 'template');
const checkIssue = (i: ContractIssueInput) => parseInput(contractIssueInputSchema, i, 'contract');
const checkSignature = (s: ContractSignatureInput) => parseInput(contractSignatureInputSchema, s, 'signature');

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
  const tcol = db.collection(CONTRACT_TEMPLATES);
  const col = db.collection(CONTRACTS);
  const tref = (id: string) => (isValidId(id) ? tcol.doc(id) : null);
  const ref = (id: string) => (isValidId(id) ? col.doc(id) : null);
  const ofApplication = (applicationId: string) => col.where('applicationId', '==', applicationId);

  async function mustTemplateSnap(id: string) {
    const r = tref(id);
    const snap = r ? await r.get() : null;
    if (!r || !snap?.exists) throw new AppError('not_found', `No contract template ${id}`);
    return { r, snap };
  }

  async function sign(id: string, signature: ContractSignatureInput, who: 'family' | 'owner'): Promise<Contract> {
    const s = checkSignature(signature);
    const r = ref(id);
    if (!r) throw new AppError('not_found', `No contract ${id}`);
    return db.runTransaction(async (tx) => {
      const snap = await tx.get(r);
      if (!snap.exists) throw new AppError('not_found', `No contract ${id}`);
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
      async listTemplates() {
        return (await tcol.orderBy('createdAt', 'asc').get()).docs.map((d) => toContractTemplate(d.id, plain(d.data())));
      },
      async getTemplate({ id }) {
        const r = tref(id);
        if (!r) return null;
        const snap = await r.get();
        return snap.exists ? toContractTemplate(id, plain(snap.data())) : null;
      },
      async createTemplate({ input }) {
        const i = checkTemplate(input);
        const r = tcol.doc();
        const now = nowTimestamp();
        const data = { name: i.name, body: i.body, createdAt: now, updatedAt: now };
        await r.create(data);
        return toContractTemplate(r.id, plain(data));
      },
      async updateTemplate({ id, input }) {
        const i = checkTemplate(input);
        const { r, snap } = await mustTemplateSnap(id);
        const change = { name: i.name, body: i.body, updatedAt: nowTimestamp() };
        await r.update(change);
        return toContractTemplate(id, plain({ ...snap.data(), ...change }));
      },
      async deleteTemplate({ id }) {
        const { r, snap } = await mustTemplateSnap(id);
        await r.delete();
        return toContractTemplate(id, plain(snap.data()));
      },
      async listByApplication({ applicationId }) {
        if (!isValidId(applicationId)) return [];
        return (await ofApplication(applicationId).get()).docs.map((d) => docToContract(d.id, d.data())).sort(byVersion);
      },
      async get({ id }) {
        const r = ref(id);
        if (!r) return null;
        const snap = await r.get();
        return snap.exists ? docToContract(id, snap.data()) : null;
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
        const r = ref(id);
        if (!r) throw new AppError('not_found', `No contract ${id}`);
        return db.runTransaction(async (tx) => {
          const snap = await tx.get(r);
          if (!snap.exists) throw new AppError('not_found', `No contract ${id}`);
          const c = docToContract(id, snap.data());
          if (c.familySignature) throw new AppError('conflict', 'A signed contract is kept.');
          tx.delete(r);
          return c;
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
        const r = ref(record.id);
        if (!r) throw new AppError('invalid_input', `Bad contract id ${JSON.stringify(record.id)}`);
        const i = checkIssue(record);
        if (sha256(i.text) !== record.sha256) throw new AppError('invalid_input', `Contract ${record.id}: the text does not match its hash.`);
        await r.set({ ...fields({ ...record, ...i }), issuedAt: importedTimestamp(record.issuedAt) });
        return docToContract(record.id, (await r.get()).data());
      },
      async importTemplate({ record }) {
        const r = tref(record.id);
        if (!r) throw new AppError('invalid_input', `Bad template id ${JSON.stringify(record.id)}`);
        const i = checkTemplate(record);
        await r.set({ name: i.name, body: i.body, createdAt: importedTimestamp(record.createdAt), updatedAt: importedTimestamp(record.updatedAt) });
        return toContractTemplate(record.id, plain((await r.get()).data()));
      },
    },
    'contracts',
  );
}
