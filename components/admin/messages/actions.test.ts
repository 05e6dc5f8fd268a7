import { describe, expect, it } from 'vitest';
import type { FormState } from '@/lib/domain/form-state';
import type { NewOutboxMessage, OutboxMessage } from '@/lib/domain/outbox';
import { actionTestAccounts, signInAs, useTempDataDir } from '@/test/auth';
import { revalidated } from '@/test/setup';

const tmp = useTempDataDir();
const { setMessageHandledAction, deleteMessageAction, deleteHandledMessagesAction, setMessageRetentionAction } = await import('./actions');
const { getBackend } = await import('@/lib/backend');
const backend = await getBackend();

const { member } = await actionTestAccounts(backend, tmp.cleanup);

function contact(name = 'Pat Doe'): Promise<OutboxMessage> {
  const message: NewOutboxMessage = {
    kind: 'contact',
    to: ['puppies@albiongoldens.example'],
    subject: `New message from ${name}`,
    body: 'Is Sunny still available?',
    fromName: name,
    replyEmail: 'pat@example.com',
    phone: '5855550100',
  };
  return backend.outbox.add({ message });
}

function retentionForm(days: string): FormData {
  const fd = new FormData();
  fd.set('handledDays', days);
  return fd;
}

function resetEmail(): Promise<OutboxMessage> {
  return backend.outbox.add({
    message: { kind: 'password-reset', to: ['pat@example.com'], subject: 'Reset your password', body: 'link', fromName: '', replyEmail: '', phone: '' },
  });
}

async function stored(id: string): Promise<OutboxMessage | undefined> {
  return (await backend.outbox.list()).find((m) => m.id === id);
}

describe('only an admin can run the message actions', () => {
  const actors: [string, () => Promise<void>][] = [
    ['anonymous', () => signInAs(null)],
    ['a signed-in user', () => signInAs(member)],
    ['a user whose token claims admin', () => signInAs({ id: member.id, email: member.email, role: 'admin' })],
  ];
  const cases: [string, (id: string) => Promise<FormState>][] = [
    ['setMessageHandledAction', (id) => setMessageHandledAction(id, true)],
    ['deleteMessageAction', (id) => deleteMessageAction(id)],
    ['deleteHandledMessagesAction', async (id) => {
      await backend.outbox.setHandled({ id, handled: true });
      return deleteHandledMessagesAction();
    }],
    ['setMessageRetentionAction', () => setMessageRetentionAction({ status: 'idle' }, retentionForm('7'))],
  ];
  for (const [name, call] of cases) {
    for (const [who, signIn] of actors) {
      it(`${name} refuses ${who} and changes nothing`, async () => {
        const target = await contact();
        await signIn();
        const before = JSON.stringify([await backend.outbox.list(), await backend.settings.getMessageRetention()]);
        const result = await call(target.id);
        expect(result).toEqual({ status: 'error', message: 'You do not have permission to do that.' });
        // (deleteHandled's case marks the target handled itself, before calling the action.)
        if (name !== 'deleteHandledMessagesAction') expect(JSON.stringify([await backend.outbox.list(), await backend.settings.getMessageRetention()])).toBe(before);
        else expect(await stored(target.id)).toBeDefined();
      });
    }
  }
});

describe('setMessageHandledAction', () => {
  it('marks a message handled and unhandled again', async () => {
    const m = await contact('Handled Hannah');
    const revalidations = revalidated.length;
    expect(await setMessageHandledAction(m.id, true)).toEqual({ status: 'ok', message: 'Marked Handled Hannah handled' });
    expect((await stored(m.id))!.handledAt).not.toBeNull();
    expect(await setMessageHandledAction(m.id, false)).toEqual({ status: 'ok', message: 'Marked Handled Hannah unhandled' });
    expect((await stored(m.id))!.handledAt).toBeNull();
    // The admin pages read fresh; public pages never show messages.
    expect(revalidated.length).toBe(revalidations);
  });

  it('answers "Update failed." for an unknown or malformed id, or a non-boolean flag', async () => {
    const m = await contact();
    expect(await setMessageHandledAction('missing', true)).toEqual({ status: 'error', message: 'Update failed.' });
    expect(await setMessageHandledAction('../etc', true)).toEqual({ status: 'invalid', message: 'Update failed.' });
    expect(await setMessageHandledAction(m.id, 'yes' as unknown as boolean)).toEqual({ status: 'invalid', message: 'Update failed.' });
    expect((await stored(m.id))!.handledAt).toBeNull();
  });

  it('does not touch password-reset emails', async () => {
    const reset = await resetEmail();
    expect(await setMessageHandledAction(reset.id, true)).toEqual({ status: 'error', message: 'Update failed.' });
    expect(await stored(reset.id)).toEqual(reset);
  });
});

describe('deleteMessageAction', () => {
  it('deletes a contact message', async () => {
    const keep = await contact('Keep');
    const gone = await contact('Gone Gary');
    expect(await deleteMessageAction(gone.id)).toEqual({ status: 'ok', message: 'Deleted message from Gone Gary' });
    expect(await stored(gone.id)).toBeUndefined();
    expect(await stored(keep.id)).toEqual(keep);
  });

  it('answers "Delete failed." for an unknown id, twice-deleted message or a password-reset email', async () => {
    const m = await contact();
    expect((await deleteMessageAction(m.id)).status).toBe('ok');
    expect(await deleteMessageAction(m.id)).toEqual({ status: 'error', message: 'Delete failed.' });
    expect(await deleteMessageAction('')).toEqual({ status: 'invalid', message: 'Delete failed.' });
    const reset = await resetEmail();
    expect(await deleteMessageAction(reset.id)).toEqual({ status: 'error', message: 'Delete failed.' });
    expect(await stored(reset.id)).toEqual(reset);
  });
});

describe('deleteHandledMessagesAction', () => {
  it('deletes every handled contact message and nothing else', async () => {
    await deleteHandledMessagesAction();
    const open = await contact('Still Open');
    const done = await Promise.all([contact('Done 1'), contact('Done 2'), contact('Done 3')]);
    for (const m of done) await backend.outbox.setHandled({ id: m.id, handled: true });
    const reset = await resetEmail();
    await backend.outbox.setHandled({ id: reset.id, handled: true });
    expect(await deleteHandledMessagesAction()).toEqual({ status: 'ok', message: 'Deleted 3 handled messages.' });
    for (const m of done) expect(await stored(m.id)).toBeUndefined();
    expect(await stored(open.id)).toEqual(open);
    expect(await stored(reset.id)).toBeDefined();
    expect(await deleteHandledMessagesAction()).toEqual({ status: 'ok', message: 'No handled messages to delete.' });
  });
});

describe('setMessageRetentionAction', () => {
  it('saves a choice, prunes handled messages older than it at once, and can go back to keeping them', async () => {
    await deleteHandledMessagesAction();
    const old = await contact('Old Handled');
    const recent = await contact('Recent Handled');
    const open = await contact('Old Open');
    await backend.outbox.setHandled({ id: old.id, handled: true });
    await backend.outbox.setHandled({ id: recent.id, handled: true });
    // Make the first one handled 40 days ago (as if it had been handled then).
    const db = (backend as unknown as { db: import('better-sqlite3').Database }).db;
    db.prepare('UPDATE outbox SET handled_at = ? WHERE id = ?').run(new Date(Date.now() - 40 * 86_400_000).toISOString(), old.id);

    expect(await setMessageRetentionAction({ status: 'idle' }, retentionForm('30'))).toEqual({ status: 'ok', message: 'Handled messages are kept for 30 days.' });
    expect((await backend.settings.getMessageRetention()).handledDays).toBe(30);
    expect(await stored(old.id)).toBeUndefined();
    expect(await stored(recent.id)).toBeDefined();
    expect(await stored(open.id)).toBeDefined();

    expect(await setMessageRetentionAction({ status: 'idle' }, retentionForm(''))).toEqual({ status: 'ok', message: 'Handled messages are kept until you delete them.' });
    expect((await backend.settings.getMessageRetention()).handledDays).toBeNull();
  });

  it('refuses values that are not offered and saves nothing', async () => {
    const before = await backend.settings.getMessageRetention();
    for (const bad of ['0', '-1', '12', 'forever', '1e3', '30.5']) {
      expect(await setMessageRetentionAction({ status: 'idle' }, retentionForm(bad)), bad).toMatchObject({
        status: 'invalid',
        message: 'Choose how long to keep handled messages.',
      });
    }
    expect(await setMessageRetentionAction({ status: 'idle' }, new FormData())).toMatchObject({ status: 'invalid' });
    expect(await backend.settings.getMessageRetention()).toEqual(before);
  });
});
