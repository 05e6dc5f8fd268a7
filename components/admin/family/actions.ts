'use server';

import { z } from 'zod';
import type { FormState } from '@/lib/domain/form-state';
import { MESSAGES } from '@/lib/domain/messages';
import { adminAction, findById } from '@/lib/server/admin-action';
import { freshStatusLink } from '@/lib/server/applications';
import { deleteFamily } from '@/lib/server/delete-family';

/**
 * The family hub's status link and "Delete family" (docs/family-journey.md). Every action goes
 * through adminAction (the role read from the user record first) and parses its input with zod.
 * Applications are admin-only and their pages read fresh, so there is nothing to revalidate.
 */

const T = MESSAGES.familyAdmin;
const idSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

type StatusLinkState = FormState & { link?: string };

/** Makes a new status link (replacing any earlier one, which then answers 404) and returns it once; only its hash is stored. */
export async function createApplicationStatusLinkAction(id: string): Promise<StatusLinkState> {
  return adminAction(T.linkFailed, async (_admin, backend) => {
    const parsed = idSchema.safeParse(id);
    if (!parsed.success) return { status: 'error', message: T.unknown };
    if (!(await backend.applications.get({ id: parsed.data }))) return { status: 'error', message: T.unknown };
    const result: StatusLinkState = { status: 'ok', message: T.linkCreated, link: await freshStatusLink(backend, parsed.data) };
    return result;
  });
}

/** Revokes the status link: the old link answers 404 from now on. */
export async function revokeApplicationStatusLinkAction(id: string): Promise<FormState> {
  return adminAction(T.linkFailed, async (_admin, backend) => {
    const found = await findById(idSchema, id, (appId) => backend.applications.get({ id: appId }), T.unknown, 'error');
    if (!found.ok) return found.state;
    await backend.applications.setStatusTokenHash({ id: found.id, tokenHash: null });
    return { status: 'ok', message: T.linkRevoked };
  });
}

/** Deletes the application and everything about the family (lib/server/delete-family.ts). */
export async function deleteFamilyOfApplicationAction(id: string): Promise<FormState> {
  return adminAction(T.deleteFailed, async (_admin, backend) => {
    const found = await findById(idSchema, id, (appId) => backend.applications.get({ id: appId }), T.unknown, 'error');
    if (!found.ok) return found.state;
    const deleted = await deleteFamily(found.id, backend);
    return { status: 'ok', message: T.deleted(deleted.application.contact.name) };
  });
}
