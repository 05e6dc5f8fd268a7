/** Types of scripts/emulators.mjs (plain ESM so Playwright, vitest and the CLI share it). */
export function freePort(): Promise<number>;
export function startEmulators(opts?: {
  projectId?: string;
  firestorePort?: number;
  authPort?: number;
  firestore?: boolean;
  auth?: boolean;
  log?: (line: string) => void;
}): Promise<{
  env: Record<string, string>;
  projectId: string;
  clearFirestore: () => void;
  stop: () => Promise<void>;
}>;
