import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * `n` different free loopback ports, picked synchronously by scripts/free-port.mjs in a child
 * process (its reasons are written there): the env modules that the Playwright configs and every
 * spec import must know their ports when they load.
 */
export function freePortsSync(n: number): number[] {
  const out = execFileSync(process.execPath, [path.join(__dirname, '..', 'scripts', 'free-port.mjs'), String(n)], { encoding: 'utf8' });
  const ports = out.trim().split(/\s+/).map(Number);
  if (ports.length !== n || ports.some((p) => !Number.isInteger(p) || p <= 0)) throw new Error(`scripts/free-port.mjs printed ${JSON.stringify(out)}`);
  return ports;
}
