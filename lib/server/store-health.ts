import 'server-only';
import { getBackend, type Backend } from '@/lib/backend';

/**
 * Whether the store answers a real read (the users count: SQLite on the embedded default, Firestore
 * in Firebase mode), for /api/health. Throws when it does not; says nothing about the data itself.
 */
export async function checkStore(): Promise<{ kind: Backend['kind'] }> {
  const backend = await getBackend();
  await backend.users.count();
  return { kind: backend.kind };
}
