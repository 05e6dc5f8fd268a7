import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, useTempDataDir } from '@/test/auth';
import { applicationInput, puppyInput } from '@/test/factories';
import { pdfText } from '@/test/pdf-text';

const tmp = useTempDataDir('breeder-contracts-');
const { getBackend } = await import('@/lib/backend');
const { newStatusToken, hashStatusToken } = await import('./applications');
const { applicationForToken } = await import('./family-status');
const { buildPacket } = await import('./puppy-packet');
const { deleteFamily } = await import('./delete-family');
const { issueContract, signContractAsFamily, statusContractPdfResponse, sessionContractPdfResponse, sendContractReminder, contractViews } = await import('./contracts');

let puppyId = '';
let litterId = '';
let token = '';
let strangerToken = '';
let applicationId = '';

const text = async (res: Response) => pdfText(new Uint8Array(await res.arrayBuffer())).replace(/\n/g, ' ');

beforeAll(async () => {
  const b = await getBackend();
  const litter = await b.puppies.create({ input: puppyInput({ entryType: 'litter', name: 'Spring litter' }) });
  const pup = await b.puppies.create({ input: puppyInput({ name: 'Maple', sex: 'Female', color: 'Light golden', price: 3000 }) });
  await b.litters.assign({ puppyId: pup.id, litterId: litter.id });
  puppyId = pup.id;
  litterId = litter.id;
  token = newStatusToken();
  strangerToken = newStatusToken();
  const app = await b.applications.create({ input: applicationInput({ name: 'Jane Family', email: 'jane@example.com' }), statusTokenHash: hashStatusToken(token) });
  await b.applications.create({ input: applicationInput({ email: 'stranger@example.com' }), statusTokenHash: hashStatusToken(strangerToken) });
  applicationId = app.id;
  const entry = await b.waitlists.add({ litterId: litter.id, applicationId: app.id });
  await b.waitlists.recordPick({ id: entry.id, puppyId: pup.id });
});
afterAll(() => tmp.cleanup());

describe('contracts on the server', () => {
  it('issues the default template filled in for the family, signs it from the status link, and the PDF holds the typed name and the hash', async () => {
    const b = await getBackend();
    const application = (await applicationForToken(token, b))!;
    const issued = await issueContract(b, application, {
      templateId: '',
      subject: `puppy:${puppyId}`,
      title: 'Puppy purchase contract',
      familyNames: 'Jane and John Family',
      address: '12 Lake Road, Albion, NY',
      price: 300_000,
      deposit: 50_000,
      goHomeDate: '2026-03-01',
    });
    if (!issued.ok) throw new Error(issued.message);
    const c = issued.contract;
    expect(c.text).toContain('Jane and John Family of 12 Lake Road, Albion, NY');
    expect(c.text).toContain('buys Maple, from the litter named Spring litter. Female, Light golden.');
    expect(c.text).toContain('- Purchase price: $3,000.00\n- Deposit: $500.00\n- Balance: $2,500.00');
    expect(c.text).toContain('Go-home date: 2026-03-01.');
    expect(c.text).toContain('The deposit is non-refundable.');
    expect(c.text).not.toContain('{{');

    // A stranger's link opens nothing of this family's.
    expect((await statusContractPdfResponse(strangerToken, c.id)).status).toBe(404);
    expect((await statusContractPdfResponse('x'.repeat(43), c.id)).status).toBe(404);
    const stranger = (await applicationForToken(strangerToken, b))!;
    expect(await signContractAsFamily({ application: stranger, contractId: c.id, documentHash: c.sha256, name: 'Eve', ip: '198.51.100.9', userAgent: 'UA' })).toBe('unknown');
    // A hash the family was not shown: nothing signed.
    expect(await signContractAsFamily({ application, contractId: c.id, documentHash: 'f'.repeat(64), name: 'Jane Q. Family', ip: '203.0.113.7', userAgent: 'UA' })).toBe('changed');

    expect(await signContractAsFamily({ application, contractId: c.id, documentHash: c.sha256, name: 'Jane Q. Family', ip: '203.0.113.7', userAgent: 'Mozilla/5.0 Test' })).toBe('ok');
    expect(await signContractAsFamily({ application, contractId: c.id, documentHash: c.sha256, name: 'Someone', ip: '203.0.113.7', userAgent: 'UA' })).toBe('already');
    const stored = (await b.contracts.get({ id: c.id }))!;
    expect(stored.familySignature).toMatchObject({ name: 'Jane Q. Family', ip: '203.0.113.7', userAgent: 'Mozilla/5.0 Test', documentHash: c.sha256 });

    const res = await statusContractPdfResponse(token, c.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const body = await text(res);
    expect(body).toContain('Jane and John Family of 12 Lake Road');
    expect(body).toContain('Signing record');
    expect(body).toContain('Name typed as signature: Jane Q. Family');
    expect(body).toContain(c.sha256);
    expect(body).toContain('Not countersigned yet.');

    // The owner countersigns; the go-home packet carries the signed contract's pages.
    await b.contracts.countersign({ id: c.id, signature: { name: 'Owner Name', ip: '192.0.2.1', userAgent: 'UA', documentHash: c.sha256 } });
    const packet = pdfText((await buildPacket(puppyId, b))!.bytes).replace(/\n/g, ' ');
    expect(packet).toContain('Maple: go-home packet');
    expect(packet).toContain('Name typed as signature: Owner Name');
    expect(packet).toContain(c.sha256);
  });

  it('the PDF by session: the owner, never a visitor or another account', async () => {
    const b = await getBackend();
    const [c] = await b.contracts.listByApplication({ applicationId });
    const admin = await b.users.create({ email: 'owner@example.com', role: 'admin' });
    const other = await b.users.create({ email: 'other@example.com', role: 'user' });
    await signInAs(null);
    expect((await sessionContractPdfResponse(c!.id)).status).toBe(404);
    await signInAs(other);
    expect((await sessionContractPdfResponse(c!.id)).status).toBe(404);
    await signInAs(admin);
    expect((await sessionContractPdfResponse(c!.id)).status).toBe(200);
    await signInAs(null);
  });

  it('a new version replaces the signed one; the reminder mail carries a new status link and the old link stops working', async () => {
    const b = await getBackend();
    const application = (await applicationForToken(token, b))!;
    // This version reserves a puppy of the litter instead of naming one.
    const issued = await issueContract(b, application, { templateId: '', subject: `litter:${litterId}`, title: 'Puppy purchase contract', familyNames: 'Jane Family', address: 'Albion, NY', price: 300_000, deposit: 50_000, goHomeDate: '' });
    if (!issued.ok) throw new Error(issued.message);
    expect(issued.contract.version).toBe(2);
    expect(issued.contract.text).toContain('buys a puppy to be picked in waitlist order, from the litter named Spring litter.');
    expect(issued.contract.text).toContain('Go-home date: to be agreed.');
    const views = await contractViews(application, b);
    expect(views.map((v) => [v.version, v.state])).toEqual([
      [2, 'issued'],
      [1, 'countersigned'],
    ]);

    const to = await sendContractReminder(b, application);
    expect(to).toBe('jane@example.com');
    const mail = (await b.outbox.list({ kind: 'family' })).at(0)!;
    const link = /\/status\/([A-Za-z0-9_-]{43})#contract/.exec(mail.body)![1]!;
    expect(await applicationForToken(token, b)).toBeNull();
    expect((await applicationForToken(link, b))!.id).toBe(application.id);
    token = link;

    // Nothing unsigned: no reminder.
    await signContractAsFamily({ application, contractId: issued.contract.id, documentHash: issued.contract.sha256, name: 'Jane Family', ip: '', userAgent: '' });
    expect(await sendContractReminder(b, application)).toBeNull();
  });

  it('Delete family deletes the unsigned contract and keeps the signed ones as the owner’s copy, still readable by the owner', async () => {
    const b = await getBackend();
    const before = await b.contracts.listByApplication({ applicationId });
    const unsigned = await b.contracts.issue({ input: { applicationId, title: 'Third', templateId: null, puppyId, litterId: null, text: 'Unsigned.' } });
    await deleteFamily(applicationId, b);
    expect(await b.contracts.get({ id: unsigned.id })).toBeNull();
    for (const c of before) expect((await b.contracts.get({ id: c.id }))!.keptAt).not.toBeNull();
    // The family's link is gone with the application; the owner still downloads the kept copy.
    expect((await statusContractPdfResponse(token, before[0]!.id)).status).toBe(404);
    const admin = (await b.users.getByEmail({ email: 'owner@example.com' }))!;
    await signInAs(admin);
    expect((await sessionContractPdfResponse(before[0]!.id)).status).toBe(200);
    await signInAs(null);
  });
});
