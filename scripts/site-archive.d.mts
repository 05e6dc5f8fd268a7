/** Types of scripts/site-archive.mjs (plain ESM so it runs in the standalone image without tsx). */
export const ARCHIVE_FORMAT: string;
export class ArchiveError extends Error {}
export type BackupManifest = {
  format: string;
  createdAt: string;
  schemaVersion: number;
  counts: Record<string, number>;
  missingMedia: string[];
  files: { name: string; size: number; sha256: string }[];
};
export function defaultArchiveName(now?: Date): string;
export function createBackup(opts: { dataDir: string; dest: string; now?: Date }): Promise<BackupManifest>;
export function databaseInUse(dataDir: string): boolean;
export function restoreBackup(opts: { dataDir: string; archive: string; now?: Date; keepPrevious?: boolean }): Promise<{ manifest: BackupManifest; previous: string | null }>;
export function resolveDataDir(env?: Record<string, string | undefined>, cwd?: string): string;
