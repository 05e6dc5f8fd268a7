import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { withTsconfigKept } from './keep-tsconfig.mjs';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

function project(): { root: string; file: string; original: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'keep-tsconfig-'));
  dirs.push(root);
  const file = path.join(root, 'tsconfig.json');
  const original = '{\n  // a comment Next would drop\n  "include": ["**/*.ts"]\n}\n';
  fs.writeFileSync(file, original);
  return { root, file, original };
}

describe('withTsconfigKept', () => {
  it('puts tsconfig.json back byte for byte after a build that added its types folder', async () => {
    const { root, file, original } = project();
    const out = await withTsconfigKept(root, async () => {
      fs.writeFileSync(file, JSON.stringify({ include: ['**/*.ts', '.next-bench/types/**/*.ts'] }, null, 2));
      return 'built';
    });
    expect(out).toBe('built');
    expect(fs.readFileSync(file, 'utf8')).toBe(original);
  });

  it('puts it back when the build fails too', async () => {
    const { root, file, original } = project();
    await expect(
      withTsconfigKept(root, async () => {
        fs.writeFileSync(file, '{}');
        throw new Error('build failed');
      }),
    ).rejects.toThrow('build failed');
    expect(fs.readFileSync(file, 'utf8')).toBe(original);
  });
});
