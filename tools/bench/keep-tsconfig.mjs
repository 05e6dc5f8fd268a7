import fs from 'node:fs';
import path from 'node:path';

/**
 * Runs a `next build` (fn) and leaves `<root>/tsconfig.json` exactly as it found it. Next adds
 * `<distDir>/types/**\/*.ts` to the include list whenever that exact entry is missing (no glob
 * stands in for it), and each benchmark builds into its own NEXT_DIST_DIR: the bytes are put
 * back afterwards, so a benchmark never leaves an edit to commit.
 */
export async function withTsconfigKept(root, fn) {
  const file = path.join(root, 'tsconfig.json');
  const before = fs.readFileSync(file);
  try {
    return await fn();
  } finally {
    if (!fs.readFileSync(file).equals(before)) fs.writeFileSync(file, before);
  }
}
