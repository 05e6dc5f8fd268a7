import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, useTempDataDir } from '@/test/auth';
import { fromIp } from '@/test/client-ip';
import { applicationInput } from '@/test/factories';
import { CONTRACT_TEXTS as T } from '@/lib/domain/contract-texts';

const tmp = useTempDataDir('breeder-contract-sign-');
const { signContractAction } = await import('./contract-actions');
const { getBackend } = await import('@/lib/backend');
const { newStatusToken, hashStatusToken } = await import('@/lib/server/applications');

afterAll(tmp.cleanup);

let token = '';
let strangerToken = '';
let contract = { id: '', sha256: '' };

beforeAll(async () => {
  const b = await getBackend();
  token = newStatusToken();
  strangerToken = newStatusToken();
  const app = await b.applications.create({ input: applicationInput(), statusTokenHash: hashStatusToken(token) });
  await b.applications.create({ input: applicationInput({ email: 'stranger@example.com' }), statusTokenHash: hashStatusToken(strangerToken) });
  contract = await b.contracts.issue({ input: { applicationId: app.id, title: 'Contract', templateId: null, puppyId: null, litterId: null, text: 'The text.' } });
  await signInAs(null, { ...fromIp('203.0.113.44'), 'user-agent': 'Family browser/2.0' });
});

const form = (fields: Record<string, string>) => {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.set(k, v);
  return fd;
};
const sign = (fields: Record<string, string>) => signContractAction({ status: 'idle' }, form({ token, contractId: contract.id, documentHash: contract.sha256, ...fields }));
const stored = async () => (await (await getBackend()).contracts.get({ id: contract.id }))!;

describe('signContractAction (the family’s sign form)', () => {
  it('refuses a missing name, a missing consent, a stranger’s link and an unknown link, and records nothing', async () => {
    expect(await sign({ name: '', agree: 'on' })).toMatchObject({ status: 'invalid', fieldErrors: { name: T.nameMissing } });
    expect(await sign({ name: 'Jane Family' })).toMatchObject({ status: 'invalid', fieldErrors: { agree: T.agreeMissing }, name: 'Jane Family' });
    expect(await sign({ name: 'Jane Family', agree: 'on', token: strangerToken })).toMatchObject({ status: 'error', message: T.unknown });
    expect(await sign({ name: 'Jane Family', agree: 'on', token: 'A'.repeat(43) })).toMatchObject({ status: 'error', message: T.unknown });
    // Signing in as nobody with no token: no application.
    expect(await signContractAction({ status: 'idle' }, form({ applicationId: 'x', contractId: contract.id, documentHash: contract.sha256, name: 'J', agree: 'on' }))).toMatchObject({ status: 'error', message: T.unknown });
    expect((await stored()).familySignature).toBeNull();
  });

  it('signs with the typed name, the client address, the browser and the hash; a second signature is refused', async () => {
    expect(await sign({ name: '  Jane Q. Family ', agree: 'on' })).toMatchObject({ status: 'ok', message: T.signed });
    expect((await stored()).familySignature).toMatchObject({ name: 'Jane Q. Family', ip: '203.0.113.44', userAgent: 'Family browser/2.0', documentHash: contract.sha256 });
    expect(await sign({ name: 'Someone Else', agree: 'on' })).toMatchObject({ status: 'error', message: T.alreadySigned });
    expect((await stored()).familySignature!.name).toBe('Jane Q. Family');
  });

  it('from My journey: the verified account whose application it is signs; another account signs nothing', async () => {
    const b = await getBackend();
    const owner = await b.users.create({ email: 'journey@example.com', role: 'user' });
    const other = await b.users.create({ email: 'other-account@example.com', role: 'user' });
    await b.emailVerifications.markVerified({ userId: owner.id, email: owner.email });
    await b.emailVerifications.markVerified({ userId: other.id, email: other.email });
    const app = await b.applications.create({ input: applicationInput({ email: owner.email }), userId: owner.id });
    const c = await b.contracts.issue({ input: { applicationId: app.id, title: 'Contract', templateId: null, puppyId: null, litterId: null, text: 'Journey text.' } });
    const fields = { applicationId: app.id, contractId: c.id, documentHash: c.sha256, name: 'Journey Family', agree: 'on' };
    await signInAs(other, fromIp('203.0.113.45'));
    expect(await signContractAction({ status: 'idle' }, form(fields))).toMatchObject({ status: 'error', message: T.unknown });
    await signInAs(owner, fromIp('203.0.113.46'));
    expect(await signContractAction({ status: 'idle' }, form(fields))).toMatchObject({ status: 'ok' });
    expect((await b.contracts.get({ id: c.id }))!.familySignature).toMatchObject({ name: 'Journey Family', ip: '203.0.113.46' });
    await signInAs(null);
  });
});
