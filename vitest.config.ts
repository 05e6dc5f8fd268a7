import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(__dirname),
      // `server-only` throws outside React Server Components; tests call server modules directly.
      'server-only': path.resolve(__dirname, 'test/server-only.ts'),
    },
  },
  test: {
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['node_modules/**', 'e2e/**', '.next*/**', '.data*/**'],
    environment: 'node',
    setupFiles: ['test/setup.ts'],
    pool: 'forks',
    testTimeout: 20_000,
  },
});
