import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/** Test files that replace a module with vi.mock: they need a module graph of their own. */
const MOCKING_FILES = ['src/**/*.mocking.test.{ts,tsx}'];

const base = (name: string, isolate: boolean, include: string[], exclude: string[]) =>
  ({
    plugins: [react()],
    test: {
      name,
      root: import.meta.dirname,
      environment: 'jsdom',
      include,
      exclude: ['**/node_modules/**', ...exclude],
      setupFiles: ['src/test/setup.ts'],
      env: { TZ: 'UTC' },
      // Chromium has Temporal (the zoned dates use it); Node 24 has it behind this flag.
      execArgv: ['--harmony-temporal'],
      isolate,
      // A guard against hangs, not a speed limit: beside the other steps on two cores a first render with
      // its lazy chunks can take longer than Vitest's default 5 s.
      testTimeout: 20_000,
    },
  }) satisfies TestProjectInlineConfiguration;

/**
 * Two projects. `web`: files share a worker's page and module graph (React, Mantine and the router load
 * once per worker, not once per file: about 5× faster); src/test/setup.ts gives each file a fresh page's
 * state. `web-isolated`: the files that use vi.mock, each with its own module graph.
 */
export const webProjects = [
  base('web', false, ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'], MOCKING_FILES),
  base('web-isolated', true, MOCKING_FILES, []),
];

export default defineConfig({ test: { projects: webProjects } });
