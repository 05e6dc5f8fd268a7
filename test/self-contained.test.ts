import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The repository explains itself: code, tests and docs point into `docs/` (the product is
 * docs/product.md), never to a specification or an issue tracker a reader cannot open, and every
 * link between the documents leads somewhere.
 */
const root = path.resolve(__dirname, '..');
const tracked = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((f) => (/\.(ts|tsx|mts|mjs|js|md|css|ya?ml|rules|conf|sh)$/.test(f) || /(^|\/)(\.env\.example|Dockerfile|\.ci\/run)$/.test(f)) && fs.existsSync(path.join(root, f)));

/** Lines that cite the outside specification by its name (the word in capitals, or its file) or an issue by number. */
export function outsideReferences(text: string): string[] {
  return text.split('\n').filter((line) => /\bSPEC\b|\b[Ii]ssues? #?\d+/.test(line));
}

/** Relative link targets of a markdown text (no scheme, no bare anchor). */
export function relativeLinks(text: string): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1]!)
    .filter((href) => !/^[a-z]+:/i.test(href) && !href.startsWith('#'))
    .map((href) => href.split('#')[0]!);
}

describe('the repository is self-contained', () => {
  it('finds what it looks for', () => {
    // Built from pieces, so this file itself holds no such reference.
    const spec = `${'SP'}${'EC'}.md §7`;
    const issue = `${'iss'}ue 15 item 2`;
    expect(outsideReferences(`ok\n// see ${spec}\n${issue}\nthe spec says\ndocs/product.md §7`)).toEqual([`// see ${spec}`, issue]);
    expect(relativeLinks('[a](docs/a.md) [b](https://x.test) [c](#top) [d](b.md#part)')).toEqual(['docs/a.md', 'b.md']);
  });

  it('no file points to the outside specification or an issue number', () => {
    const found = tracked.flatMap((f) => outsideReferences(fs.readFileSync(path.join(root, f), 'utf8')).map((line) => `${f}: ${line.trim()}`));
    expect(found).toEqual([]);
  });

  it('every relative link in README.md and docs/ leads to a file of the repository', () => {
    const docs = tracked.filter((f) => f === 'README.md' || (f.startsWith('docs/') && f.endsWith('.md')));
    expect(docs).toContain('docs/product.md');
    const broken = docs.flatMap((f) =>
      relativeLinks(fs.readFileSync(path.join(root, f), 'utf8'))
        .filter((href) => !fs.existsSync(path.resolve(root, path.dirname(f), href)))
        .map((href) => `${f} → ${href}`),
    );
    expect(broken).toEqual([]);
  });
});

/**
 * Where user-visible text lives (docs/architecture.md, "Where texts live"): every message the
 * product fixes (the quoted texts of docs/product.md §4 states, §5 input rules and §8 messages) is in
 * the catalogue, so a wording change is one edit there; headings and page copy stay with their page.
 */
describe('the message catalogue holds every fixed message', () => {
  const catalogue = ['messages.ts', 'auth-texts.ts', 'puppies-texts.ts', 'journal-texts.ts']
    .map((f) => fs.readFileSync(path.join(root, 'lib/domain', f), 'utf8'))
    .join('\n')
    .replace(/\$\{\w+\}/g, '{name}');
  const product = fs.readFileSync(path.join(root, 'docs/product.md'), 'utf8');
  const sections = product.split(/^## /m).filter((s) => /^§(4|5|8)\b/.test(s));
  const quoted = sections.flatMap((s) => [...s.matchAll(/"([^"]+)"/g)].map((m) => m[1]!.replace(/\s+/g, ' ')));

  it('reads the three sections', () => {
    expect(sections).toHaveLength(3);
    expect(quoted).toContain('Invalid email or password.');
  });

  it.each(quoted)('%s', (text) => {
    expect(catalogue.includes(text) || catalogue.includes(text.replace(/'/g, '’'))).toBe(true);
  });
});
