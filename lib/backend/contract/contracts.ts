import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isAppError } from '@/lib/domain/errors';
import type { ContractIssueInput, ContractSignatureInput } from '@/lib/domain/contract';
import { applicationInput } from '@/test/factories';
import type { Backend } from '../types';

const sha = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

async function rejects(p: Promise<unknown>, code: string) {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(isAppError(e, code as never), `expected ${code}, got ${String(e)}`).toBe(true);
}

const issueInput = (applicationId: string, text = 'Contract for Sunny.\nPrice: $3,000.00 — café ✓'): ContractIssueInput => ({
  applicationId,
  title: 'Puppy purchase contract',
  templateId: null,
  puppyId: 'pup1',
  litterId: 'lit1',
  text,
});

const signature = (name: string, documentHash: string): ContractSignatureInput => ({ name, ip: '203.0.113.7', userAgent: 'Test browser/1.0', documentHash });

/** Purchase contracts (docs/contracts.md; called by suite.ts), the same on both adapters. */
export function contractsContract(name: string, withBackend: (fn: (b: Backend) => Promise<void>) => Promise<void>) {
  describe(`${name} backend: contracts`, () => {
    it('keeps templates: create, list oldest first, update, delete; unknown variables are refused', () =>
      withBackend(async (b) => {
        expect(await b.contracts.listTemplates()).toEqual([]);
        const a = await b.contracts.createTemplate({ input: { name: 'Puppy', body: 'Sold to {{family_names}} for {{price}}.' } });
        const c = await b.contracts.createTemplate({ input: { name: 'Co-ownership', body: 'Co-owned by {{ family_names }}.' } });
        expect((await b.contracts.listTemplates()).map((t) => t.name)).toEqual(['Puppy', 'Co-ownership']);
        const updated = await b.contracts.updateTemplate({ id: a.id, input: { name: 'Puppy sale', body: 'Sold for {{price}}.' } });
        expect(updated).toMatchObject({ id: a.id, name: 'Puppy sale', body: 'Sold for {{price}}.', createdAt: a.createdAt });
        expect(updated.updatedAt > a.updatedAt).toBe(true);
        expect(await b.contracts.getTemplate({ id: a.id })).toEqual(updated);
        await rejects(b.contracts.createTemplate({ input: { name: 'Bad', body: 'Hello {{nope}}' } }), 'invalid_input');
        await rejects(b.contracts.updateTemplate({ id: 'missing', input: { name: 'x', body: 'y' } }), 'not_found');
        expect(await b.contracts.deleteTemplate({ id: c.id })).toMatchObject({ name: 'Co-ownership' });
        expect((await b.contracts.listTemplates()).map((t) => t.id)).toEqual([a.id]);
        expect(await b.contracts.getTemplate({ id: 'bad/id' })).toBeNull();
      }));

    it('issues a frozen text with its SHA-256 and numbered versions per family', () =>
      withBackend(async (b) => {
        const app = await b.applications.create({ input: applicationInput() });
        const other = await b.applications.create({ input: applicationInput({ email: 'other@example.com' }) });
        const v1 = await b.contracts.issue({ input: issueInput(app.id) });
        expect(v1).toMatchObject({ applicationId: app.id, version: 1, title: 'Puppy purchase contract', puppyId: 'pup1', litterId: 'lit1', familySignature: null, ownerSignature: null, keptAt: null });
        // The text comes back byte for byte (non-ASCII included), and the hash is the text's.
        expect(v1.text).toBe('Contract for Sunny.\nPrice: $3,000.00 — café ✓');
        expect(v1.sha256).toBe(sha(v1.text));
        expect(Date.parse(v1.issuedAt)).not.toBeNaN();
        const v2 = await b.contracts.issue({ input: issueInput(app.id, 'Version two.') });
        expect(v2.version).toBe(2);
        expect((await b.contracts.issue({ input: issueInput(other.id) })).version).toBe(1);
        expect((await b.contracts.listByApplication({ applicationId: app.id })).map((c) => c.version)).toEqual([1, 2]);
        expect(await b.contracts.get({ id: v1.id })).toEqual(v1);
        expect((await b.contracts.listAll()).length).toBe(3);
        await rejects(b.contracts.issue({ input: issueInput(app.id, '   ') }), 'invalid_input');
        expect((await b.contracts.listByApplication({ applicationId: app.id })).length).toBe(2);
      }));

    it('the family signs the latest version once over its exact hash, then the owner countersigns once', () =>
      withBackend(async (b) => {
        const app = await b.applications.create({ input: applicationInput() });
        const c = await b.contracts.issue({ input: issueInput(app.id) });
        // Out of order, or over another text: refused, nothing written.
        await rejects(b.contracts.countersign({ id: c.id, signature: signature('Owner', c.sha256) }), 'conflict');
        await rejects(b.contracts.signByFamily({ id: c.id, signature: signature('Jane Family', sha('another text')) }), 'conflict');
        await rejects(b.contracts.signByFamily({ id: c.id, signature: signature('   ', c.sha256) }), 'invalid_input');
        expect((await b.contracts.get({ id: c.id }))!.familySignature).toBeNull();

        const signed = await b.contracts.signByFamily({ id: c.id, signature: signature('Jane Q. Family', c.sha256) });
        expect(signed.familySignature).toMatchObject({ name: 'Jane Q. Family', ip: '203.0.113.7', userAgent: 'Test browser/1.0', documentHash: c.sha256 });
        expect(Date.parse(signed.familySignature!.signedAt)).not.toBeNaN();
        expect(await b.contracts.get({ id: c.id })).toEqual(signed);
        // A signature is written once: a second one is refused and the first stays.
        await rejects(b.contracts.signByFamily({ id: c.id, signature: signature('Someone Else', c.sha256) }), 'conflict');
        expect((await b.contracts.get({ id: c.id }))!.familySignature!.name).toBe('Jane Q. Family');
        // A signed contract is not deleted.
        await rejects(b.contracts.delete({ id: c.id }), 'conflict');

        const both = await b.contracts.countersign({ id: c.id, signature: signature('Owner Name', c.sha256) });
        expect(both.ownerSignature).toMatchObject({ name: 'Owner Name', documentHash: c.sha256 });
        expect(both.familySignature).toEqual(signed.familySignature);
        await rejects(b.contracts.countersign({ id: c.id, signature: signature('Owner Again', c.sha256) }), 'conflict');
        // Immutable: text and hash are what was issued.
        expect(both.text).toBe(c.text);
        expect(both.sha256).toBe(c.sha256);
      }));

    it('a change is a new version: the old one can no longer be signed, the new one is signed afresh', () =>
      withBackend(async (b) => {
        const app = await b.applications.create({ input: applicationInput() });
        const v1 = await b.contracts.issue({ input: issueInput(app.id) });
        await b.contracts.signByFamily({ id: v1.id, signature: signature('Jane Family', v1.sha256) });
        await b.contracts.countersign({ id: v1.id, signature: signature('Owner', v1.sha256) });
        const v2 = await b.contracts.issue({ input: issueInput(app.id, 'Contract for Sunny, go-home date changed.') });
        expect(v2).toMatchObject({ version: 2, familySignature: null, ownerSignature: null });
        expect(v2.sha256).not.toBe(v1.sha256);
        // Version 1 keeps both signatures, unchanged.
        const old = (await b.contracts.get({ id: v1.id }))!;
        expect(old.familySignature!.name).toBe('Jane Family');
        expect(old.ownerSignature!.name).toBe('Owner');
        // An unsigned older version cannot be signed once replaced.
        const v3 = await b.contracts.issue({ input: issueInput(app.id, 'Third.') });
        await rejects(b.contracts.signByFamily({ id: v2.id, signature: signature('Jane Family', v2.sha256) }), 'conflict');
        expect((await b.contracts.signByFamily({ id: v3.id, signature: signature('Jane Family', v3.sha256) })).familySignature).not.toBeNull();
        // An unsigned one may be withdrawn.
        expect((await b.contracts.delete({ id: v2.id })).version).toBe(2);
        expect((await b.contracts.listByApplication({ applicationId: app.id })).map((c) => c.version)).toEqual([1, 3]);
      }));

    it('Delete family removes the unsigned contracts and keeps the signed ones as the owner’s copy', () =>
      withBackend(async (b) => {
        const app = await b.applications.create({ input: applicationInput() });
        const v1 = await b.contracts.issue({ input: issueInput(app.id) });
        await b.contracts.signByFamily({ id: v1.id, signature: signature('Jane Family', v1.sha256) });
        const v2 = await b.contracts.issue({ input: issueInput(app.id, 'Unsigned.') });
        const { deleted, kept } = await b.contracts.removeForFamily({ applicationId: app.id });
        expect(deleted.map((c) => c.id)).toEqual([v2.id]);
        expect(kept.map((c) => c.id)).toEqual([v1.id]);
        expect(kept[0]!.keptAt).not.toBeNull();
        const stored = (await b.contracts.get({ id: v1.id }))!;
        expect(stored).toMatchObject({ keptAt: kept[0]!.keptAt, text: v1.text, sha256: v1.sha256 });
        expect(stored.familySignature!.name).toBe('Jane Family');
        expect(await b.contracts.get({ id: v2.id })).toBeNull();
      }));

    it('imports contracts and templates as given, and refuses a text that does not match its hash', () =>
      withBackend(async (b) => {
        const text = 'Imported contract.';
        const record = {
          ...issueInput('app1', text),
          id: 'contract1',
          version: 4,
          sha256: sha(text),
          issuedAt: '2026-01-02T03:04:05.000Z',
          familySignature: { name: 'Jane', signedAt: '2026-01-03T00:00:00.000Z', ip: '198.51.100.1', userAgent: 'UA', documentHash: sha(text) },
          ownerSignature: null,
          keptAt: null,
        };
        expect(await b.contracts.importRecord({ record })).toEqual(record);
        expect(await b.contracts.listAll()).toEqual([record]);
        await rejects(b.contracts.importRecord({ record: { ...record, id: 'contract2', text: 'Tampered.' } }), 'invalid_input');
        const template = { id: 'tpl1', name: 'Imported', body: 'For {{family_names}}.', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-02T00:00:00.000Z' };
        expect(await b.contracts.importTemplate({ record: template })).toEqual(template);
        // The next issue for that family follows the imported version.
        expect((await b.contracts.issue({ input: issueInput('app1', 'Next.') })).version).toBe(5);
      }));
  });
}
