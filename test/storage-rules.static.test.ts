import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * storage.rules, checked without an emulator (the official one needs Java and a download; CI runs
 * test/rules/storage.rules.test.ts on it). The rules file is parsed far enough to know every
 * `allow` statement, the full path pattern it sits under and its condition; then every operation
 * a browser could try on the site's paths is matched against them the way the rules engine does
 * (`{x}` one segment, `{x=**}` any rest, `read` = get + list, `write` = create + update + delete).
 * Anything granted under a condition other than a literal `false` is reported.
 */

type Allow = { path: string[]; methods: string[]; condition: string | null; line: number };
type Parsed = { version: string | null; service: string | null; allows: Allow[] };

function stripComments(src: string): string {
  // Keeps line breaks (for line numbers) and string literals.
  return src.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*|'(?:\\.|[^'\\])*'|"(?:\\.|[^"\\])*"/g, (m) =>
    m.startsWith('/') ? m.replace(/[^\n]/g, ' ') : m,
  );
}

/** A small scanner for the rules language: service, nested match blocks, allow statements, functions. */
function parseRules(src: string): Parsed {
  const text = stripComments(src);
  const version = /rules_version\s*=\s*['"]([^'"]+)['"]/.exec(text)?.[1] ?? null;
  const service = /service\s+([\w.]+)\s*\{/.exec(text)?.[1] ?? null;
  const allows: Allow[] = [];
  const stack: { kind: 'match' | 'other'; segments: string[] }[] = [];
  const lineAt = (i: number) => text.slice(0, i).split('\n').length;
  let i = 0;
  while (i < text.length) {
    const rest = text.slice(i);
    let m: RegExpExecArray | null;
    if ((m = /^match\s+((?:[^\s{]|\{[^}\s]*\})+)\s*\{/.exec(rest))) {
      stack.push({ kind: 'match', segments: m[1]!.split('/').filter(Boolean) });
      i += m[0].length;
    } else if ((m = /^allow\s+([\w\s,]+?)\s*(?::\s*if\s+([^;]*?))?\s*;/.exec(rest))) {
      const where = stack.filter((s) => s.kind === 'match').flatMap((s) => s.segments);
      allows.push({ path: where, methods: m[1]!.split(',').map((s) => s.trim()), condition: m[2]?.replace(/\s+/g, ' ').trim() ?? null, line: lineAt(i) });
      i += m[0].length;
    } else if (text[i] === '{') {
      stack.push({ kind: 'other', segments: [] });
      i++;
    } else if (text[i] === '}') {
      if (!stack.pop()) throw new Error(`unbalanced } at line ${lineAt(i)}`);
      i++;
    } else if ((m = /^allow\b/.exec(rest))) {
      throw new Error(`unparsed allow statement at line ${lineAt(i)}`);
    } else {
      i++;
    }
  }
  if (stack.length) throw new Error('unbalanced {');
  return { version, service, allows };
}

const METHODS: Record<string, string[]> = {
  read: ['get', 'list'],
  write: ['create', 'update', 'delete'],
  get: ['get'],
  list: ['list'],
  create: ['create'],
  update: ['update'],
  delete: ['delete'],
};

/** Does a rules path pattern (segments) match a concrete object path (segments)? */
function matches(pattern: string[], target: string[]): boolean {
  if (pattern.length === 0) return target.length === 0;
  const [head, ...tail] = pattern;
  if (/^\{\w+=\*\*\}$/.test(head!)) return tail.length === 0; // `{x=**}` takes the rest (zero or more).
  if (target.length === 0) return false;
  if (/^\{\w+\}$/.test(head!) || head === target[0]) return matches(tail, target.slice(1));
  return false;
}

/** Operations a browser may be granted on an object path: [operation, allow statement] pairs. */
function grants(rules: Parsed, objectPath: string, ops: string[]): string[] {
  const target = ['b', 'the-bucket', 'o', ...objectPath.split('/').filter(Boolean)];
  const out: string[] = [];
  for (const a of rules.allows) {
    if (a.condition === 'false') continue;
    if (!matches(a.path, target)) continue;
    for (const op of ops) {
      const granted = a.methods.flatMap((m) => {
        if (!METHODS[m]) throw new Error(`unknown method ${m} at line ${a.line}`);
        return METHODS[m]!;
      });
      if (granted.includes(op)) out.push(`${op} ${objectPath} (line ${a.line}: allow ${a.methods.join(', ')}${a.condition === null ? '' : `: if ${a.condition}`})`);
    }
  }
  return out;
}

/** Object paths of the site (docs/product.md §7) and beyond; a list of folder F is matched like an object in F. */
const PATHS = [
  'studs/1700000000000_duke.jpg',
  'puppies/1700000000000_sunny.jpg',
  'adminGallery/meadow_1700000000000.jpg',
  'hero-image.jpg',
  'studs/nested/deep.jpg',
  'private/notes.txt',
  'anything',
];
const ALL_OPS = ['get', 'list', 'create', 'update', 'delete'];

function violations(src: string): string[] {
  const rules = parseRules(src);
  return PATHS.flatMap((p) => grants(rules, p, ALL_OPS));
}

const RULES = fs.readFileSync(path.resolve(__dirname, '..', 'storage.rules'), 'utf8');

describe('storage.rules (static check)', () => {
  it('is a rules v2 file for Cloud Storage with a catch-all match under /b/{bucket}/o', () => {
    const rules = parseRules(RULES);
    expect(rules.version).toBe('2');
    expect(rules.service).toBe('firebase.storage');
    expect(rules.allows.length).toBeGreaterThan(0);
    expect(rules.allows.some((a) => a.path.length === 4 && /^\{\w+=\*\*\}$/.test(a.path[3]!))).toBe(true);
  });

  it('grants no get, list or write on any path, stud and puppy photos included', () => {
    expect(violations(RULES)).toEqual([]);
  });

  it('every allow statement is `if false`', () => {
    expect(parseRules(RULES).allows.filter((a) => a.condition !== 'false')).toEqual([]);
  });

  describe('the checker itself finds grants', () => {
    const wrap = (body: string) => `rules_version = '2';\nservice firebase.storage {\n  match /b/{bucket}/o {\n${body}\n  }\n}\n`;

    it('the previous rules: public read (and so list) of studs/ and puppies/', () => {
      const previous = wrap(`
    match /{folder}/{file} {
      allow read: if folder in ['adminGallery', 'puppies', 'studs'];
      allow write: if false;
    }
    match /hero-image.jpg {
      allow read: if true;
      allow write: if false;
    }
    match /{allPaths=**} {
      allow read, write: if false;
    }`);
      const found = violations(previous);
      expect(found.some((v) => v.startsWith('list studs/'))).toBe(true);
      expect(found.some((v) => v.startsWith('get puppies/'))).toBe(true);
      expect(found.some((v) => v.startsWith('get hero-image.jpg'))).toBe(true);
      expect(found.some((v) => /^(create|update|delete) /.test(v))).toBe(false);
    });

    it('an unconditional allow, a write for signed-in users, and a grant deep under **', () => {
      expect(violations(wrap('    match /studs/{file} { allow get; }'))).toEqual([expect.stringMatching(/^get studs\/1700000000000_duke\.jpg/)]);
      expect(violations(wrap('    match /{a}/{b} { allow write: if request.auth != null; }')).map((v) => v.split(' ')[0])).toEqual(
        expect.arrayContaining(['create', 'update', 'delete']),
      );
      expect(violations(wrap('    match /{p=**} { allow list: if true; }'))).toHaveLength(PATHS.length);
    });

    it('comments and strings do not confuse it; bad input is an error, not a pass', () => {
      expect(violations(wrap("    // allow read: if true;\n    /* allow write; */\n    match /x/{f} { allow get: if resource.name != '}'; }"))).toEqual([]);
      expect(() => parseRules(wrap('    match /x/{f} { allow get: if true }'))).toThrow(/unparsed allow/);
      expect(() => parseRules(wrap('    match /x/{f} { allow get: if false; '))).toThrow(/unbalanced/);
    });
  });
});
