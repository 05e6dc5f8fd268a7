/** Types of scripts/start.mjs (npm start). */
export type BuildFingerprint = { sources: string; gitHead: string | null; files: number };
export function buildFingerprint(root?: string, env?: Record<string, string | undefined>): BuildFingerprint;
export function rebuildReason(distDir: string, fingerprint: BuildFingerprint): string | null;
export function productionInstall(root?: string): boolean;
export function writeStamp(distDir: string, fingerprint: BuildFingerprint): void;
export function credentialsBox(opts: { email: string; password: string; file: string; origin: string }): string;
export function readCredentials(file: string): { email: string; password: string } | null;
