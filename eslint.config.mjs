// `npm run lint` (eslint . --max-warnings=0, part of `npm test`): ESLint's and typescript-eslint's
// recommended sets, the React hooks rules (with the React Compiler's checks) and Next's
// core-web-vitals rules.
// The plugins are used directly rather than through eslint-config-next, whose import plugin pulls
// in per-platform native resolver packages, and `npm ci` must install the lock on every platform
// (.ci/run).
import js from '@eslint/js';
import nextPlugin from '@next/eslint-plugin-next';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    // Build output, data and test/bench output (all git-ignored).
    ignores: [
      '**/node_modules/',
      '.next/',
      '.next-*/',
      '.data/',
      '.data-*/',
      'test-results/',
      'test-results-*/',
      'playwright-report/',
      'bench-results/',
      'backups/',
      'next-env.d.ts',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  reactHooks.configs.flat['recommended-latest'],
  nextPlugin.flatConfig.coreWebVitals,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `_`-prefixed names are deliberately unused (a destructured field left out, a required parameter).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Every link is components/ui/link.tsx: Next's <Link> with the stalled-navigation fallback
    // (docs/framework-internals.md, "A link clicked at hydration").
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['components/ui/link.tsx'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'next/link', message: "Use '@/components/ui/link' (docs/framework-internals.md)." }] }],
    },
  },
  {
    // Node scripts in plain JavaScript (TypeScript files get their globals from their types).
    files: ['**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
  {
    // The benchmarks' page.evaluate/addInitScript callbacks run in the browser.
    files: ['**/bench*.mjs', 'tools/bench/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // Tests are not React code: their `use…` helpers (useTempDataDir, useFirebaseEmulators) register
    // vitest beforeEach/afterEach hooks, which may sit at the top level of a file or in a loop.
    files: ['**/*.test.ts', 'test/**', 'e2e*/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
