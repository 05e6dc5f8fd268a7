import path from 'node:path';
import { defineConfig } from 'vitest/config';

/** Tests that need the offline Firebase emulators (Firestore, Auth, Storage), started once by a global setup. */
export const FIREBASE_EMULATOR_TESTS = ['lib/backend/firebase/firebase.test.ts', '**/*.emulator.test.ts'];
/**
 * The Storage part of the contract: firebase-tools' Storage emulator (its Node implementation; only
 * its rules engine needs Java) runs offline in the global setup, the official suite runs it on CI.
 */
export const STORAGE_EMULATOR_TESTS = ['**/*.storage.test.ts'];
/** Security-rules tests (@firebase/rules-unit-testing) need the official Firestore and Storage emulators too. */
export const RULES_TESTS = ['test/rules/**/*.test.ts'];

/**
 * Unit files that need a plain Node process of their own: Next's own modules (middleware, the
 * image-response renderer behind the share cards) and one CommonJS dependency of the off-site
 * backup's S3 client do not load inside a VM context. The other unit files run in one (below).
 */
export const NODE_PROCESS_TESTS = ['middleware.test.ts', 'scripts/offsite.test.ts', 'app/**/og.png/route.test.ts'];

const exclude = ['node_modules/**', 'e2e/**', '.next*/**', '.data*/**'];
const notUnit = [...FIREBASE_EMULATOR_TESTS, ...STORAGE_EMULATOR_TESTS, ...RULES_TESTS];
// Every project below extends these (`extends: true`): Node, one process per file unless a project says
// otherwise, and test/setup.ts before each file.
const shared = { environment: 'node' as const, pool: 'forks' as const, testTimeout: 20_000, setupFiles: ['test/setup.ts'] };

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(__dirname),
      // `server-only` throws outside React Server Components; tests call server modules directly.
      'server-only': path.resolve(__dirname, 'test/server-only.ts'),
    },
  },
  test: {
    ...shared,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['**/*.test.ts', '**/*.test.tsx'],
          exclude: [...exclude, ...notUnit, ...NODE_PROCESS_TESTS],
          // Each file in a fresh VM context of a reused worker process, instead of a fresh process
          // per file: the same isolation of modules and mocks, the unit run in about half the time
          // (docs/testing.md, "Unit tests in VM contexts").
          pool: 'vmForks',
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-node',
          include: NODE_PROCESS_TESTS,
          exclude,
        },
      },
      {
        extends: true,
        test: {
          name: 'firebase',
          include: [...FIREBASE_EMULATOR_TESTS, ...STORAGE_EMULATOR_TESTS],
          exclude,
          // Only runs when a file of this project is selected, so single-file runs stay fast.
          globalSetup: ['test/emulators.global.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
