import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    env: { TZ: 'UTC' },
    // Chromium has Temporal (the zoned dates use it); Node 24 has it behind this flag.
    execArgv: ['--harmony-temporal'],
  },
});
