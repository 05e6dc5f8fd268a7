'use server';

import { revalidateTag } from 'next/cache';
import { z } from 'zod';
import { idSchema, text } from '@/lib/domain/form-data';
import type { FormState } from '@/lib/domain/form-state';
import { isLocalDateTime, parseWeight, type WeightInput } from '@/lib/domain/growth';
import { MESSAGES } from '@/lib/domain/messages';
import { TAGS } from '@/lib/domain/tags';
import { adminAction } from '@/lib/server/admin-action';

const M = MESSAGES.record;

/**
 * A litter's weigh-in (docs/puppy-record.md): one form, one row per puppy (`weight.<puppyId>`),
 * one date and time for all, in the owner's unit; blank rows are skipped, and every weight is
 * stored in one write or none is. Admin pages are rendered per request, so nothing is revalidated:
 * the form refreshes the hub after a save, and a submit before scripts run renders it anyway.
 */
export type WeightsState = FormState<string> & { saved?: number };

const head = z.object({
  litterId: idSchema('That litter no longer exists. Reload the page.'),
  at: z.string().trim().refine(isLocalDateTime, 'Enter a date and time.'),
});

export async function saveLitterWeightsAction(_prev: WeightsState, fd: FormData): Promise<WeightsState> {
  return adminAction(M.weightsFailed, async (_admin, backend) => {
    const parsed = head.safeParse({ litterId: text(fd, 'litterId'), at: text(fd, 'at') });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return { status: 'invalid', message: issue?.message ?? M.weightsInvalid, fieldErrors: { [String(issue?.path[0] ?? 'at')]: issue?.message ?? '' } };
    }
    const { litterId, at } = parsed.data;
    const [puppies, settings] = await Promise.all([backend.litters.listPuppies({ litterId }), backend.records.getSettings()]);
    const ids = new Set(puppies.filter((p) => p.entryType === 'puppy').map((p) => p.id));
    const entries: WeightInput[] = [];
    const fieldErrors: Record<string, string> = {};
    for (const [key, value] of fd instanceof FormData ? fd.entries() : []) {
      if (!key.startsWith('weight.') || typeof value !== 'string' || value.trim() === '') continue;
      const puppyId = key.slice('weight.'.length);
      if (!ids.has(puppyId)) return { status: 'invalid', message: M.unknownPuppy };
      const grams = parseWeight(value, settings.unit);
      if (grams === null) fieldErrors[key] = M.weightUnreadable(settings.unit);
      else entries.push({ puppyId, litterId, grams, at });
    }
    if (Object.keys(fieldErrors).length) return { status: 'invalid', message: M.weightsInvalid, fieldErrors };
    if (!entries.length) return { status: 'invalid', message: M.weightsNone };
    await backend.records.addWeights({ entries });
    // A litter whose public page shows its chart: that page (cached with the puppies tag) follows.
    if (settings.publicChartLitterIds.includes(litterId)) revalidateTag(TAGS.puppies);
    return { status: 'ok', message: M.weightsSaved(entries.length), saved: entries.length };
  });
}

/** The owner's per-litter choice: show this litter's growth chart on its public page, or not. */
export async function setPublicChartAction(_prev: FormState, fd: FormData): Promise<FormState> {
  return adminAction(M.settingsFailed, async (_admin, backend) => {
    const litterId = idSchema('That litter no longer exists. Reload the page.').safeParse(text(fd, 'litterId'));
    if (!litterId.success) return { status: 'invalid', message: litterId.error.issues[0]?.message };
    if (!(await backend.litters.get({ id: litterId.data }))) return { status: 'invalid', message: 'That litter no longer exists. Reload the page.' };
    const show = text(fd, 'show') === 'on';
    const current = await backend.records.getSettings();
    const others = current.publicChartLitterIds.filter((id) => id !== litterId.data);
    await backend.records.setSettings({ input: { ...current, publicChartLitterIds: show ? [...others, litterId.data] : others } });
    revalidateTag(TAGS.puppies);
    return { status: 'ok', message: show ? 'The growth chart now shows on the public litter page.' : 'The growth chart no longer shows on the public litter page.' };
  });
}
