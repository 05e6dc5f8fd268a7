/** Types of scripts/offsite.mjs (plain ESM so it runs in the standalone image without tsx). */
export const MIN_PASSPHRASE: number;
export const ENCRYPTED_SUFFIX: string;
export type Keep = { daily: number; weekly: number; monthly: number };
export type OffsiteConfig = {
  bucket: string;
  prefix: string;
  region: string;
  endpoint: string | undefined;
  forcePathStyle: boolean;
  accessKeyId: string;
  secretAccessKey: string;
  passphrase: string;
  keep: Keep;
};
/** What DATA_DIR/offsite-backup.json holds. */
export type OffsiteStatus = {
  lastSuccess?: { at: string; key: string; bytes: number };
  lastFailure?: { at: string; reason: string };
};
export function encryptFile(src: string, dest: string, passphrase: string): Promise<void>;
export function decryptFile(src: string, dest: string, passphrase: string): Promise<void>;
export function offsiteConfig(env?: Record<string, string | undefined>): OffsiteConfig | null;
export function archiveTime(key: string): Date | null;
export function retention(keys: string[], keep: Keep): { keep: string[]; drop: string[] };
export function listArchives(config: OffsiteConfig): Promise<string[]>;
export function sendOffsite(archive: string, config: OffsiteConfig): Promise<{ key: string; bytes: number; pruned: string[] }>;
export function fetchOffsite(which: string, dest: string, config: OffsiteConfig): Promise<string>;
export function recordOffsiteResult(dataDir: string, outcome: { ok: true; at: Date; key: string; bytes: number } | { ok: false; at: Date; reason: string }): void;
