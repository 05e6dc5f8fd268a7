import { beforeAll, describe, expect, it } from 'vitest';
import { adminActionSession, useTempDataDir } from '@/test/auth';
import { applicationInput, formData as form, puppyInput } from '@/test/factories';
import { revalidated } from '@/test/setup';
import type { DecisionFormState, NotesFormState } from './actions';

const tmp = useTempDataDir('breeder-applications-admin-');
const { saveApplicationNotesAction, decideApplicationAction } = await import('./actions');
const { getBackend } = await import('@/lib/backend');
const { litterLifeSchema } = await import('@/lib/domain/litter');
const { waitlistEntryId } = await import('@/lib/domain/waitlist');
const { fillReply, REPLY_TEMPLATES } = await import('@/lib/domain/application-replies');
const backend = await getBackend();
const IDLE = { status: 'idle' } as const;

await adminActionSession(backend, tmp.cleanup);
let litterId = '';
let placedLitterId = '';
beforeAll(async () => {
  const litters = await backend.litters.list();
  expect(litters.length).toBeGreaterThanOrEqual(2);
  litterId = litters[0]!.id;
  placedLitterId = litters[1]!.id;
  await backend.litters.update({ id: placedLitterId, input: litterLifeSchema.parse({ stage: 'placed' }) });
});

async function newApplication(name = 'Jamie Rivera') {
  return backend.applications.create({ input: applicationInput({ name, email: `${name.split(' ')[0]!.toLowerCase()}@example.com` }) });
}

async function familyMail() {
  return backend.outbox.list({ kind: 'family' });
}

describe('saveApplicationNotesAction', () => {
  it('saves the notes (trimmed) and answers with a message', async () => {
    const a = await newApplication();
    const result: NotesFormState = await saveApplicationNotesAction(IDLE, form({ id: a.id, notes: '  Called on Monday; lovely family.  ' }));
    expect(result).toMatchObject({ status: 'ok', message: 'Notes saved.' });
    expect((await backend.applications.get({ id: a.id }))!.notes).toBe('Called on Monday; lovely family.');
    expect(revalidated).toEqual([]);
  });

  it('too long notes: a message on the field, nothing stored', async () => {
    const a = await newApplication();
    const result = await saveApplicationNotesAction(IDLE, form({ id: a.id, notes: 'x'.repeat(10001) }));
    expect(result.status).toBe('invalid');
    expect(result.fieldErrors?.notes).toMatch(/under 10000 characters/);
    expect((await backend.applications.get({ id: a.id }))!.notes).toBe('');
  });

  it('an unknown or malformed id: a clear message, nothing stored', async () => {
    const before = await backend.applications.listAll();
    expect(await saveApplicationNotesAction(IDLE, form({ id: 'no-such-id', notes: 'x' }))).toMatchObject({ status: 'error', message: 'That application no longer exists.' });
    expect(await saveApplicationNotesAction(IDLE, form({ id: '../etc', notes: 'x' }))).toMatchObject({ status: 'error', message: 'That application no longer exists.' });
    expect(await backend.applications.listAll()).toEqual(before);
  });
});

describe('decideApplicationAction', () => {
  it('approves with the reply as the owner edited it, queued as a family message to the applicant', async () => {
    const a = await newApplication('Pat Lee');
    const template = fillReply(REPLY_TEMPLATES.approve, { name: 'Pat Lee', site: 'Albion Golden Retrievers' });
    expect(template.body).toContain('Dear Pat Lee,');
    const edited = `${template.body}\n\nP.S. Bring the kids to meet the dam on Saturday!`;
    const mailBefore = (await familyMail()).length;
    // As a browser sends a textarea: CRLF line breaks (stored as LF).
    const result: DecisionFormState = await decideApplicationAction(IDLE, form({ id: a.id, decision: 'approve', send: 'on', subject: 'Good news, Pat', body: edited.replace(/\n/g, '\r\n') }));
    expect(result).toMatchObject({ status: 'ok', message: 'Pat Lee is now approved. The reply is queued to send.' });
    expect((await backend.applications.get({ id: a.id }))!.status).toBe('approved');
    const mail = await familyMail();
    expect(mail.length).toBe(mailBefore + 1);
    expect(mail[0]).toMatchObject({ kind: 'family', to: ['pat@example.com'], subject: 'Good news, Pat', body: edited, handledAt: null });
    // Queued for the server-side sender (lib/mail), with its delivery record.
    expect(await backend.mailDeliveries.get({ messageId: mail[0]!.id })).not.toBeNull();
    // Contact messages (Admin › Messages) do not show it.
    expect((await backend.outbox.list({ kind: 'contact' })).some((m) => m.subject === 'Good news, Pat')).toBe(false);
  });

  it('declines without a reply when "Send this reply" is off: nothing queued', async () => {
    const a = await newApplication('Sam Ortiz');
    const mailBefore = (await familyMail()).length;
    const result = await decideApplicationAction(IDLE, form({ id: a.id, decision: 'decline', subject: '', body: '' }));
    expect(result).toMatchObject({ status: 'ok', message: 'Sam Ortiz is now declined.' });
    expect((await backend.applications.get({ id: a.id }))!.status).toBe('declined');
    expect((await familyMail()).length).toBe(mailBefore);
  });

  it('waitlists for a current litter; a placed, unknown or missing litter is refused and nothing is stored', async () => {
    const a = await newApplication('Robin Park');
    const reply = { send: 'on', subject: 'Waitlist', body: 'You are on the list.' };
    const before = { app: await backend.applications.get({ id: a.id }), mail: (await familyMail()).length };
    for (const [litter, field] of [
      ['', 'Choose the litter to waitlist this family for.'],
      [placedLitterId, 'That litter no longer exists. Choose another one.'],
      ['no-such-litter', 'That litter no longer exists. Choose another one.'],
    ] as const) {
      const result = await decideApplicationAction(IDLE, form({ id: a.id, decision: 'waitlist', litterId: litter, ...reply }));
      expect(result.status, litter).toBe('invalid');
      expect(result.fieldErrors?.litterId).toBe(field);
    }
    expect(await backend.applications.get({ id: a.id })).toEqual(before.app);
    expect((await familyMail()).length).toBe(before.mail);

    const onListBefore = (await backend.waitlists.listByLitter({ litterId })).length;
    const ok = await decideApplicationAction(IDLE, form({ id: a.id, decision: 'waitlist', litterId, ...reply }));
    const litterName = (await backend.litters.get({ id: litterId }))!.name;
    expect(ok).toMatchObject({ status: 'ok', message: `Robin Park is now waitlisted for ${litterName} (position ${onListBefore + 1}). The reply is queued to send.` });
    expect((await backend.applications.get({ id: a.id }))!.status).toBe('waitlisted');
    const entries = await backend.waitlists.listByApplication({ applicationId: a.id });
    expect(entries.map((e) => [e.litterId, e.position])).toEqual([[litterId, onListBefore + 1]]);
    // Waitlisted again for the same litter (a second reply): the family keeps its one entry and place.
    expect((await decideApplicationAction(IDLE, form({ id: a.id, decision: 'waitlist', litterId, ...reply }))).status).toBe('ok');
    expect(await backend.waitlists.listByApplication({ applicationId: a.id })).toEqual(entries);
  });

  it('bad input stores nothing: unknown decision, blank reply while sending, too long subject, unknown id', async () => {
    const a = await newApplication('Casey Wu');
    const before = { app: await backend.applications.get({ id: a.id }), mail: (await familyMail()).length };
    const cases: [Record<string, string>, string, string | undefined][] = [
      [{ id: a.id, decision: 'adopt', send: 'on', subject: 's', body: 'b' }, 'invalid', 'decision'],
      [{ id: a.id, decision: 'approve', send: 'on', subject: '', body: 'b' }, 'invalid', 'subject'],
      [{ id: a.id, decision: 'approve', send: 'on', subject: 's', body: '   ' }, 'invalid', 'body'],
      [{ id: a.id, decision: 'approve', send: 'on', subject: 'x'.repeat(201), body: 'b' }, 'invalid', 'subject'],
      [{ id: a.id, decision: 'approve', send: 'on', subject: 'two\nlines', body: 'b' }, 'invalid', 'subject'],
      [{ id: 'missing', decision: 'approve', send: 'on', subject: 's', body: 'b' }, 'error', undefined],
    ];
    for (const [fields, status, field] of cases) {
      const result = await decideApplicationAction(IDLE, form(fields));
      expect(result.status, JSON.stringify(fields)).toBe(status);
      expect(result.message).toBeTruthy();
      if (field) expect(result.fieldErrors?.[field as 'subject'], JSON.stringify(fields)).toBeTruthy();
    }
    expect(await backend.applications.get({ id: a.id })).toEqual(before.app);
    expect((await familyMail()).length).toBe(before.mail);
  });

  it('follows the allowed transitions: a declined family can be approved again; approved cannot be approved twice; placed is final', async () => {
    const a = await newApplication('Drew Kim');
    const send = { subject: '', body: '' };
    expect((await decideApplicationAction(IDLE, form({ id: a.id, decision: 'decline', ...send }))).status).toBe('ok');
    expect((await decideApplicationAction(IDLE, form({ id: a.id, decision: 'approve', ...send }))).status).toBe('ok');
    const twice = await decideApplicationAction(IDLE, form({ id: a.id, decision: 'approve', ...send }));
    expect(twice).toMatchObject({ status: 'invalid', message: 'An application that is approved cannot be given “Approve”.' });
    expect((await decideApplicationAction(IDLE, form({ id: a.id, decision: 'waitlist', litterId, ...send }))).status).toBe('ok');

    await backend.applications.setStatus({ id: a.id, status: 'placed' });
    const placed = await backend.applications.get({ id: a.id });
    for (const decision of ['approve', 'waitlist', 'decline', 'place']) {
      const result = await decideApplicationAction(IDLE, form({ id: a.id, decision, litterId, send: 'on', subject: 's', body: 'b' }));
      expect(result.status, decision).toBe('invalid');
    }
    expect(await backend.applications.get({ id: a.id })).toEqual(placed);
  });

  it('marks a family placed once their puppy went home: their Reserved pick becomes Adopted and the public pages are revalidated; a submitted application cannot be placed', async () => {
    const submitted = await newApplication('Lee Submitted');
    const refused = await decideApplicationAction(IDLE, form({ id: submitted.id, decision: 'place', subject: '', body: '' }));
    expect(refused).toMatchObject({ status: 'invalid', message: 'An application that is submitted cannot be given “Mark as placed”.' });
    expect((await backend.applications.get({ id: submitted.id }))!.status).toBe('submitted');

    const a = await newApplication('Morgan Home');
    expect((await decideApplicationAction(IDLE, form({ id: a.id, decision: 'waitlist', litterId, subject: '', body: '' }))).status).toBe('ok');
    const pup = await backend.puppies.create({ input: puppyInput({ name: 'Maple' }) });
    await backend.litters.assign({ puppyId: pup.id, litterId });
    // Every family before Morgan passes, so Morgan may pick.
    for (const e of await backend.waitlists.listByLitter({ litterId })) if (e.applicationId !== a.id && !e.puppyId) await backend.waitlists.setPassed({ id: e.id, passed: true });
    await backend.waitlists.recordPick({ id: waitlistEntryId(litterId, a.id), puppyId: pup.id });
    await backend.puppies.setStatus({ id: pup.id, status: 'Reserved' });

    revalidated.length = 0;
    const mailBefore = (await familyMail()).length;
    const template = fillReply(REPLY_TEMPLATES.place, { name: 'Morgan Home', site: 'Albion Golden Retrievers' });
    const done = await decideApplicationAction(IDLE, form({ id: a.id, decision: 'place', send: 'on', ...template }));
    expect(done).toMatchObject({ status: 'ok', message: 'Morgan Home is now placed. Maple is now Adopted. The reply is queued to send.' });
    expect((await backend.applications.get({ id: a.id }))!.status).toBe('placed');
    expect((await backend.puppies.get({ id: pup.id }))!.status).toBe('Adopted');
    expect(revalidated).toContain('tag:puppies');
    expect((await familyMail())[0]).toMatchObject({ to: ['morgan@example.com'], subject: 'Thank you for giving our puppy a home' });
    expect((await familyMail()).length).toBe(mailBefore + 1);

    // Placed without a pick (a puppy placed outside the waitlist): nothing else changes.
    const b = await newApplication('Quinn Approved');
    await decideApplicationAction(IDLE, form({ id: b.id, decision: 'approve', subject: '', body: '' }));
    revalidated.length = 0;
    expect(await decideApplicationAction(IDLE, form({ id: b.id, decision: 'place', subject: '', body: '' }))).toMatchObject({ status: 'ok', message: 'Quinn Approved is now placed.' });
    expect(revalidated).toEqual([]);
  });
});
