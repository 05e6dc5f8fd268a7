import { defineConfig, mergeConfig } from 'vitest/config';
import base, { FIREBASE_EMULATOR_TESTS, RULES_TESTS, STORAGE_EMULATOR_TESTS } from './vitest.config';

/**
 * The Firebase suites against the official emulator suite (Java; Firestore, Auth and Storage),
 * which `firebase emulators:exec` starts and describes in the environment:
 *   npx firebase emulators:exec --project demo-breeder --only auth,firestore,storage \
 *     "npx vitest run -c vitest.emulators.config.ts"
 * Used by the GitHub workflow; the offline unit run (`npx vitest run`) covers all but the rules tests.
 */
export default mergeConfig(
  { resolve: base.resolve },
  defineConfig({
    test: {
      name: 'firebase-official-emulators',
      include: [...FIREBASE_EMULATOR_TESTS, ...STORAGE_EMULATOR_TESTS, ...RULES_TESTS],
      exclude: ['node_modules/**', 'e2e/**', '.next*/**', '.data*/**'],
      environment: 'node',
      pool: 'forks',
      setupFiles: ['test/setup.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
      // One emulator suite for every file: keep files from racing on shared folders.
      fileParallelism: false,
    },
  }),
);
