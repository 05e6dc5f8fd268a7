/** Types of scripts/standalone.mjs (the standalone server behind the shipped nginx config). */
import type { ChildProcess } from 'node:child_process';

export const ROOT: string;
export const STANDALONE_ADMIN: { email: string; password: string };
export function freePort(): Promise<number>;
export function buildStandalone(opts: { dist: string; force?: boolean; log?: (line: string) => void }): void;
export function prepareStandalone(dist: string): string;
export function startStandaloneServer(opts: { dir: string; port: number; dataDir: string; origin: string; env?: Record<string, string> }): Promise<{ child: ChildProcess; stop: () => Promise<void> }>;
export function startNginx(opts: { appPort: number; httpsPort: number; httpPort: number; staticPort?: number; staticRoot?: string; accessLog?: boolean }): Promise<{
  origin: string;
  dir: string;
  child: ChildProcess;
  stop: () => Promise<void>;
}>;
