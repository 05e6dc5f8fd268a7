import fs from 'node:fs';
import path from 'node:path';

/**
 * Every regular file under `dir` (path relative to it → size in bytes); a missing folder gives an
 * empty map, and a file removed while it is walked (a temp file of a parallel write) is left out.
 * Used by the disk-growth bench (tools/bench/bench-abuse.mjs) and the e2e that checks the build
 * folder does not grow under made-up URLs (e2e/security.spec.ts).
 */
export function dirFiles(dir) {
  const out = new Map();
  const walk = (d) => {
    let entries;
    try {
      entries = fs.readdirSync(d, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.isFile()) {
        try {
          out.set(path.relative(dir, p), fs.statSync(p).size);
        } catch {
          // Removed meanwhile.
        }
      }
    }
  };
  walk(dir);
  return out;
}

/** The bytes of every file under `dir`. */
export function dirBytes(dir) {
  let total = 0;
  for (const size of dirFiles(dir).values()) total += size;
  return total;
}
