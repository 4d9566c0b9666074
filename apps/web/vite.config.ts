import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type UserConfig } from 'vite';
import { z } from 'zod';

const API_TARGET = process.env.FAIRWAY_API_URL ?? 'http://localhost:3000';

/**
 * Libraries every screen needs before its first render: one long-cached chunk that changes with upgrades.
 * Not zod: only forms that validate use it, and they load it with their own screen.
 */
const VENDOR =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack)[\\/]/;

const flag = z.enum(['true', 'false', '']).optional();
/** The client's `VITE_` settings (read by src/lib/env.ts), checked once here so a bad value fails the build. */
const ZClientEnv = z.object({
  VITE_HASH_ROUTER: flag,
  VITE_MOBILE_APP: flag,
  VITE_STAFF_DASHBOARD_URL: z.string().min(1).optional(),
  VITE_BUG_REPORT_EMAIL: z.string().optional(),
});

const config: UserConfig = {
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/signalr': { target: API_TARGET, ws: true },
      // Favicons are drawn by the API from each club's document.
      '/img/icons': { target: API_TARGET },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Read by scripts/bundle-size.mjs (npm run bench) to add up each page's initial JS.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Our own contracts stay out of it (they change with every API change); no group of their
            // own either, which would tie the zod schemas a form needs to every screen's first render.
            { name: 'vendor', test: VENDOR },
          ],
        },
      },
    },
  },
};

export default defineConfig(({ mode }) => {
  const checked = ZClientEnv.safeParse(loadEnv(mode, import.meta.dirname, 'VITE_'));
  if (!checked.success) throw new Error(`Invalid VITE_ setting: ${z.prettifyError(checked.error)}`);
  return config;
});
