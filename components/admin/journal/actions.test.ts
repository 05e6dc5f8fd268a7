import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FormState } from '@/lib/domain/form-state';
import type { JournalMedia } from '@/lib/domain/journal';
import type { User } from '@/lib/domain/user';
import { adminActionSession, useTempDataDir } from '@/test/auth';
import { formData as form, puppyInput } from '@/test/factories';
import { revalidated } from '@/test/setup';

const tmp = useTempDataDir('breeder-journal-actions-');
const { saveJournalPostAction, deleteJournalPostAction, linkFamilyAction, unlinkFamilyAction } = await import('./actions');
const { POST: upload } = await import('@/app/api/admin/uploads/route');
const { getBackend } = await import('@/lib/backend');
const backend = await getBackend();
const IDLE: FormState = { status: 'idle' };

await adminActionSession(backend, tmp.cleanup);
let family: User;
let litterId = '';
let otherLitterId = '';
let puppyId = '';
beforeAll(async () => {
  family = await backend.users.create({ email: 'Pat.Family@example.test' });
  const litters = (await backend.puppies.listAll()).filter((p) => p.entryType === 'litter');
  litterId = litters[0]!.id;
  otherLitterId = litters[1]!.id;
  const pup = (await backend.puppies.listAll()).find((p) => p.entryType === 'puppy' && p.litterId === null)!;
  await backend.litters.assign({ puppyId: pup.id, litterId });
  puppyId = pup.id;
});

async function uploadFile(file: File, litter = litterId): Promise<JournalMedia> {
  const fd = new FormData();
  fd.set('kind', 'journal');
  fd.set('litterId', litter);
  fd.set('file', file);
  const res = await upload(new Request('http://localhost/api/admin/uploads?kind=journal', { method: 'POST', body: fd }));
  const body = (await res.json()) as { item?: JournalMedia; error?: string };
  if (!res.ok) throw new Error(body.error);
  return body.item!;
}

const png = async () => new File([new Uint8Array(await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c8902e' } }).png().toBuffer())], 'Day 10.png', { type: 'image/png' });
/** The first bytes of an MP4 (an ftyp box with the isom brand): enough for the content check. */
const mp4 = () => new File([Uint8Array.from([0, 0, 0, 24, ...Buffer.from('ftypisom'), 0, 0, 2, 0, ...Buffer.from('isomiso2'), 1, 2, 3, 4])], 'play.mp4', { type: 'video/mp4' });

const exists = async (url: string) => {
  const path = backend.media.pathFromUrl(url);
  return path !== null && (await backend.media.read({ path })) !== null;
};

describe('journal uploads', () => {
  it('stores a photo re-encoded and a video as sent under the litter’s journal folder, with an unguessable name', async () => {
    const photo = await uploadFile(await png());
    expect(photo).toMatchObject({ kind: 'photo', posterUrl: null, width: 40, height: 30, alt: '' });
    const path = backend.media.pathFromUrl(photo.url)!;
    expect(path).toMatch(new RegExp(`^journal/${litterId}/\\d+-[A-Za-z0-9_-]{12}_day-10\\.webp$`));
    const video = await uploadFile(mp4());
    expect(video.kind).toBe('video');
    expect(backend.media.pathFromUrl(video.url)).toMatch(/\.mp4$/);
    expect((await backend.media.read({ path: backend.media.pathFromUrl(video.url)! }))!.contentType).toBe('video/mp4');
  });

  it('refuses a file that is neither a photo nor a video, and an unknown litter, storing nothing', async () => {
    const before = (await backend.media.listAll()).length;
    await expect(uploadFile(new File([Uint8Array.from(Buffer.from('hello, not an image at all'))], 'x.png', { type: 'image/png' }))).rejects.toThrow(/Only JPEG/);
    await expect(uploadFile(await png(), 'no-such-litter')).rejects.toThrow('That litter no longer exists.');
    expect((await backend.media.listAll()).length).toBe(before);
  });
});

describe('saveJournalPostAction', () => {
  it('posts an update with photos and revalidates the litter’s journal', async () => {
    const photo = await uploadFile(await png());
    const res = await saveJournalPostAction(
      IDLE,
      form({ litterId, date: '2026-05-02', title: 'Day 10', body: 'Eyes open!', visibility: 'public', media: JSON.stringify([{ ...photo, alt: 'Five pups asleep' }]) }),
    );
    expect(res).toEqual({ status: 'ok', message: 'Update posted.' });
    const [post] = await backend.journal.listByLitter({ litterId });
    expect(post).toMatchObject({ date: '2026-05-02', title: 'Day 10', body: 'Eyes open!', visibility: 'public', media: [{ ...photo, alt: 'Five pups asleep' }] });
    expect(revalidated).toEqual([`tag:journal:${litterId}`]);
  });

  it('says what is wrong and stores nothing: no text and no photo, a bad date, no visibility', async () => {
    const before = await backend.journal.listAll();
    const empty = await saveJournalPostAction(IDLE, form({ litterId, date: '2026-05-02', body: '   ', visibility: 'public' }));
    expect(empty).toMatchObject({ status: 'invalid', fieldErrors: { body: 'Write a few words or add a photo.' } });
    const bad = await saveJournalPostAction(IDLE, form({ litterId, date: '2026-02-30', body: 'x', visibility: 'families' }));
    expect(bad.fieldErrors?.date).toBeTruthy();
    const who = await saveJournalPostAction(IDLE, form({ litterId, date: '2026-05-02', body: 'x', visibility: 'friends' }));
    expect(who.fieldErrors?.visibility).toBe('Choose who sees this post.');
    const junk = await saveJournalPostAction(IDLE, form({ litterId, date: '2026-05-02', body: 'x', visibility: 'public', media: '{not json' }));
    expect(junk.status).toBe('invalid');
    expect(await backend.journal.listAll()).toEqual(before);
    expect(revalidated).toEqual([]);
  });

  it('refuses media that are not this litter’s journal uploads, and an unknown litter', async () => {
    const before = await backend.journal.listAll();
    const elsewhere = await uploadFile(await png(), otherLitterId);
    const foreign = { kind: 'photo', url: 'https://evil.example/x.webp', alt: '', posterUrl: null, width: null, height: null };
    for (const media of [[elsewhere], [foreign]]) {
      const res = await saveJournalPostAction(IDLE, form({ litterId, date: '2026-05-02', body: 'x', visibility: 'public', media: JSON.stringify(media) }));
      expect(res).toMatchObject({ status: 'invalid', message: 'A photo or video is not one of this litter’s uploads. Please add it again.' });
    }
    const gone = await saveJournalPostAction(IDLE, form({ litterId: 'no-such-litter', date: '2026-05-02', body: 'x', visibility: 'public' }));
    expect(gone).toEqual({ status: 'error', message: 'That litter no longer exists.' });
    expect(await backend.journal.listAll()).toEqual(before);
  });

  it('edits a post in place, deletes the photos it dropped, and never moves it to another litter', async () => {
    const keep = await uploadFile(await png());
    const drop = await uploadFile(await png());
    const post = await backend.journal.create({ input: { litterId, date: '2026-05-03', title: '', body: 'Before', media: [keep, drop], visibility: 'public' } });
    const res = await saveJournalPostAction(IDLE, form({ id: post.id, litterId, date: '2026-05-03', body: 'After', visibility: 'families', media: JSON.stringify([keep]) }));
    expect(res).toEqual({ status: 'ok', message: 'Update saved.' });
    expect(await backend.journal.get({ id: post.id })).toMatchObject({ body: 'After', visibility: 'families', media: [keep] });
    expect(await exists(keep.url)).toBe(true);
    expect(await exists(drop.url)).toBe(false);
    const moved = await saveJournalPostAction(IDLE, form({ id: post.id, litterId: otherLitterId, date: '2026-05-03', body: 'Moved', visibility: 'public' }));
    expect(moved).toEqual({ status: 'error', message: 'That update no longer exists.' });
    expect((await backend.journal.get({ id: post.id }))!.body).toBe('After');
  });
});

describe('deleteJournalPostAction', () => {
  it('deletes the post and its files; an unknown id says so', async () => {
    const photo = await uploadFile(await png());
    const post = await backend.journal.create({ input: { litterId, date: '2026-05-04', title: 'Bye', body: 'x', media: [photo], visibility: 'public' } });
    expect(await deleteJournalPostAction(post.id)).toEqual({ status: 'ok', message: 'Update deleted.' });
    expect(await backend.journal.get({ id: post.id })).toBeNull();
    expect(await exists(photo.url)).toBe(false);
    expect(revalidated).toEqual([`tag:journal:${litterId}`]);
    expect(await deleteJournalPostAction(post.id)).toEqual({ status: 'error', message: 'That update no longer exists.' });
    expect((await deleteJournalPostAction('../x')).status).toBe('invalid');
  });
});

describe('linkFamilyAction and unlinkFamilyAction', () => {
  it('links a registered account by email (any case), optionally to a puppy of the litter, and unlinks it', async () => {
    const res = await linkFamilyAction(IDLE, form({ litterId, email: ' pat.family@EXAMPLE.test ', puppyId: '' }));
    expect(res).toEqual({ status: 'ok', message: 'pat.family@example.test can now read this litter’s family updates.' });
    expect(await backend.families.get({ litterId, userId: family.id })).toMatchObject({ puppyId: null });
    expect((await linkFamilyAction(IDLE, form({ litterId, email: family.email, puppyId }))).status).toBe('ok');
    expect(await backend.families.listByLitter({ litterId })).toEqual([expect.objectContaining({ userId: family.id, puppyId })]);
    expect(await unlinkFamilyAction(litterId, family.id)).toEqual({ status: 'ok', message: 'pat.family@example.test is no longer linked to this litter.' });
    expect(await backend.families.listByLitter({ litterId })).toEqual([]);
    expect((await unlinkFamilyAction(litterId, family.id)).status).toBe('error');
  });

  it('refuses an unknown email, a puppy of another litter and a bad address, linking nobody', async () => {
    const unknown = await linkFamilyAction(IDLE, form({ litterId, email: 'nobody@example.test' }));
    expect(unknown).toMatchObject({ status: 'invalid', fieldErrors: { email: 'No account uses that email. Ask the family to register first, then link them.' } });
    const otherPuppy = (await backend.puppies.listAll()).find((p) => p.entryType === 'puppy' && p.id !== puppyId)!;
    const wrong = await linkFamilyAction(IDLE, form({ litterId, email: family.email, puppyId: otherPuppy.id }));
    expect(wrong).toMatchObject({ status: 'invalid', fieldErrors: { puppyId: 'That puppy is not in this litter.' } });
    const bad = await linkFamilyAction(IDLE, form({ litterId, email: 'not-an-address' }));
    expect(bad.fieldErrors?.email).toBe('Please enter a valid email address.');
    expect(await backend.families.listAll()).toEqual([]);
  });
});

describe('deleting a litter (Admin › Puppies)', () => {
  it('deletes its journal posts with their files and its family links, and nothing of another litter', async () => {
    const { deletePuppyAction } = await import('@/components/admin/puppies/actions');
    const doomed = await backend.puppies.create({ input: puppyInput({ entryType: 'litter', name: 'Doomed litter' }) });
    const photo = await uploadFile(await png(), doomed.id);
    await backend.journal.create({ input: { litterId: doomed.id, date: '2026-05-05', title: '', body: 'x', media: [photo], visibility: 'families' } });
    await backend.families.link({ litterId: doomed.id, userId: family.id, puppyId: null });
    const kept = await backend.journal.create({ input: { litterId, date: '2026-05-05', title: '', body: 'stays', media: [], visibility: 'public' } });
    await backend.families.link({ litterId, userId: family.id, puppyId: null });

    expect((await deletePuppyAction(doomed.id)).status).toBe('ok');
    expect(await backend.journal.listByLitter({ litterId: doomed.id })).toEqual([]);
    expect(await exists(photo.url)).toBe(false);
    expect(await backend.families.listByLitter({ litterId: doomed.id })).toEqual([]);
    expect(await backend.journal.get({ id: kept.id })).not.toBeNull();
    expect(await backend.families.get({ litterId, userId: family.id })).not.toBeNull();
  });
});
