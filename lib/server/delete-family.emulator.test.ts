import { afterAll, describe, it } from 'vitest';
import type { FirebaseBackend } from '@/lib/backend/firebase';
import { deleteFamilyScenario } from '@/test/delete-family-scenario';
import { freshFirebaseBackend } from '@/test/firebase';

/** "Delete family" on the Firebase adapter (offline emulators): nothing about the family remains. */
let backend: FirebaseBackend | null = null;
afterAll(async () => {
  await backend?.close();
});

describe('Delete family on Firebase', () => {
  it('leaves nothing about the family in any store and keeps everyone else', async () => {
    backend = await freshFirebaseBackend();
    await deleteFamilyScenario(backend, 'firebase');
  });
});
