#!/usr/bin/env node
/**
 * Free loopback ports for the servers the test suites and benchmarks start, so two clones (or two
 * people) can run them at once and a busy port never breaks a run (docs/testing.md).
 *
 * A port is drawn at random below the kernel's ephemeral range (Linux 32768–60999, macOS and
 * Windows 49152–65535) and checked by binding it on 127.0.0.1. Below that range the kernel never
 * lends the port to an outgoing connection in the meantime: the suites pick their ports minutes
 * before the server binds them (a build runs first), and a port the kernel picked with `listen(0)`
 * could be taken by any connection during those minutes.
 *
 *   node scripts/free-port.mjs [n]     prints n free ports (default 1), separated by spaces (what
 *                                      e2e/free-ports.ts runs to pick them synchronously)
 */
import net from 'node:net';
import { pathToFileURL } from 'node:url';
import path from 'node:path';

const LOW = 20_000;
const HIGH = 32_000;

/** Whether nothing listens on 127.0.0.1:port (and it can be bound). */
export function portIsFree(port) {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.unref();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

/** `n` different free ports. */
export async function freePorts(n = 1) {
  const ports = [];
  for (let tries = 0; ports.length < n; tries++) {
    if (tries > 500) throw new Error(`no free port found between ${LOW} and ${HIGH}`);
    const port = LOW + Math.floor(Math.random() * (HIGH - LOW));
    if (!ports.includes(port) && (await portIsFree(port))) ports.push(port);
  }
  return ports;
}

/** One free port. */
export async function freePort() {
  return (await freePorts(1))[0];
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  freePorts(Number(process.argv[2]) || 1).then((ports) => console.log(ports.join(' ')));
}
