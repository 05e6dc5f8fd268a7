/** Types of scripts/free-port.mjs (plain ESM: scripts/test.mjs and the benchmarks import it; e2e/free-ports.ts runs it). */
export function portIsFree(port: number): Promise<boolean>;
export function freePorts(n?: number): Promise<number[]>;
export function freePort(): Promise<number>;
