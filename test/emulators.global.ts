import type { TestProject } from 'vitest/node';
// Plain ESM shared with Playwright and the CLI.
import { startEmulators } from '../scripts/emulators.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The env that points firebase-admin at the emulators (FIRESTORE_EMULATOR_HOST, …). */
    firebaseEmulators: Record<string, string>;
  }
}

/** The project id of the unit run's Auth emulator (single-project mode); Firestore tests use a database per backend. */
export const UNIT_PROJECT_ID = 'demo-breeder-unit';

/**
 * Starts the offline emulators once for the `firebase` test project (Firestore in-process, the
 * Auth emulator of firebase-tools as a child process group, its Storage emulator in-process without
 * the Java rules engine) and stops them after the run.
 */
export default async function setup(project: TestProject) {
  const emulators = await startEmulators({ projectId: UNIT_PROJECT_ID, storage: true });
  project.provide('firebaseEmulators', emulators.env);
  return async () => {
    await emulators.stop();
  };
}
