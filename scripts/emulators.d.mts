/** Types of scripts/emulators.mjs (plain ESM so Playwright, vitest and the CLI share it). */
export function freePort(): Promise<number>;
export const DEMO_ADMIN: { email: string; password: string };
/** The demo content (`npm run seed`) and the demo admin account, into running emulators (Storage required). */
export function seedDemoSite(env: Record<string, string>): Promise<void>;
export function startEmulators(opts?: {
  projectId?: string;
  firestorePort?: number;
  authPort?: number;
  storagePort?: number;
  firestore?: boolean;
  auth?: boolean;
  /** Opt-in: firebase-tools' Storage emulator without its Java rules engine. */
  storage?: boolean;
  log?: (line: string) => void;
}): Promise<{
  env: Record<string, string>;
  projectId: string;
  clearFirestore: () => void;
  stop: () => Promise<void>;
}>;
