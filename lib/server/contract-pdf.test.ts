import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { Contract } from '@/lib/domain/contract';
import { DEFAULT_MODES } from '@/lib/domain/notifications';
import { useTempDataDir } from '@/test/auth';
import { applicationInput, puppyInput } from '@/test/factories';
import { pdfText } from '@/test/pdf-text';

/**
 * One clock in the contract (docs/notifications.md): a buyer who signs at 10:30 pm in New York
 * (03:30 the next day in UTC) reads that evening's date and time in the signing record, the
 * contract is dated that evening, and the owner's chosen zone is the one the PDF is written in.
 */
const tmp = useTempDataDir('breeder-contract-clock-');
const { getBackend } = await import('@/lib/backend');
const { contractPdf } = await import('./contract-pdf');
const { issueContract, statusContractPdfResponse } = await import('./contracts');
const { newStatusToken, hashStatusToken } = await import('./applications');
const { applicationForToken } = await import('./family-status');
afterAll(() => tmp.cleanup());
afterEach(() => vi.useRealTimers());

// Thursday Nov 26, 2026, 10:30:15 pm in New York (EST, UTC-5).
const LATE_EVENING = '2026-11-27T03:30:15.000Z';

function contract(overrides: Partial<Contract> = {}): Contract {
  const signature = { name: 'Jane Q. Family', signedAt: LATE_EVENING, ip: '203.0.113.7', userAgent: 'UA', documentHash: 'a'.repeat(64) };
  return {
    id: 'c1',
    applicationId: 'a1',
    title: 'Puppy purchase contract',
    templateId: null,
    puppyId: null,
    litterId: null,
    text: '# Contract\n\nText.',
    version: 1,
    sha256: 'a'.repeat(64),
    issuedAt: '2026-11-27T01:05:00.000Z',
    familySignature: signature,
    ownerSignature: { ...signature, name: 'Owner Name', signedAt: '2026-11-27T04:59:59.000Z' },
    keptAt: null,
    ...overrides,
  };
}

const textOf = (bytes: Uint8Array) => pdfText(bytes).replace(/\n/g, ' ');

describe('the contract PDF is written in the breeder’s time zone', () => {
  it('a late-evening New York signature reads that evening, to the second, with the zone; never UTC', async () => {
    const body = textOf((await contractPdf(contract(), 1, 'America/New_York')).bytes);
    expect(body).toContain('Signed at: Nov 26, 2026, 10:30:15 PM EST');
    expect(body).toContain('Signed at: Nov 26, 2026, 11:59:59 PM EST');
    expect(body).toContain('issued Nov 26, 2026, 8:05:00 PM EST.');
    expect(body).toContain('version 1 · issued Nov 26, 2026');
    expect(body).not.toContain('UTC');
    expect(body).not.toContain('Nov 27');
    expect(body).not.toContain('2026-11-27');
  });

  it('another zone gives its own day and time', async () => {
    const body = textOf((await contractPdf(contract(), 1, 'Asia/Tokyo')).bytes);
    expect(body).toContain('Signed at: Nov 27, 2026, 12:30:15 PM GMT+9');
  });

  it('the PDF a family downloads follows the owner’s chosen zone, and a contract issued in the evening is dated that day', async () => {
    const b = await getBackend();
    await b.ownerNotices.setPreferences({ input: { modes: DEFAULT_MODES, timeZone: 'America/New_York' } });
    const pup = await b.puppies.create({ input: puppyInput({ name: 'Maple', sex: 'Female', price: 3000 }) });
    const token = newStatusToken();
    await b.applications.create({ input: applicationInput({ name: 'Jane Family', email: 'jane@example.com' }), statusTokenHash: hashStatusToken(token) });
    const application = (await applicationForToken(token, b))!;
    vi.useFakeTimers({ now: new Date(LATE_EVENING), toFake: ['Date'] });
    const issued = await issueContract(b, application, {
      templateId: '',
      subject: `puppy:${pup.id}`,
      title: 'Puppy purchase contract',
      familyNames: 'Jane Family',
      address: 'Albion, NY',
      price: 300_000,
      deposit: 50_000,
      goHomeDate: '',
    });
    if (!issued.ok) throw new Error(issued.message);
    await b.contracts.signByFamily({ id: issued.contract.id, signature: { name: 'Jane Family', ip: '203.0.113.7', userAgent: 'UA', documentHash: issued.contract.sha256 } });
    vi.useRealTimers();
    // In UTC it would already be the 27th.
    expect(issued.contract.text).toContain('Made on 2026-11-26 between');

    await b.ownerNotices.setPreferences({ input: { modes: DEFAULT_MODES, timeZone: 'America/Los_Angeles' } });
    const body = textOf(new Uint8Array(await (await statusContractPdfResponse(token, issued.contract.id)).arrayBuffer()));
    expect(body).toContain('issued Nov 26, 2026, 7:30:15 PM PST.');
    expect(body).toContain('Signed at: Nov 26, 2026, 7:30:15 PM PST');
    expect(body).not.toContain('UTC');
  });
});
