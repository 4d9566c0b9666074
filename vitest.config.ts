import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` (pure functions, colocated `*.test.ts(x)`) and `integration` (`*.int.test.ts`, the
 * API through app.inject on a real database: PGlite, or PostgreSQL with TEST_DB=postgres).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/api/src/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          env: { TZ: 'UTC' },
        },
      },
      'apps/web/vitest.config.ts',
      {
        test: {
          name: 'integration',
          include: ['apps/api/**/*.int.test.ts'],
          exclude: ['**/node_modules/**'],
          env: { TZ: 'UTC' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
