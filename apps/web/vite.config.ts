import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { z } from 'zod';
import { cataloguePreloadPlugin } from './build/catalogue-preload';
import { compileHintsPlugin } from './build/compile-hints';
import { mantineFirstCommitPlugin } from './build/mantine-first-commit';
import { mantineUseIdPlugin } from './build/mantine-use-id';
import { routeChunksPlugin } from './build/route-chunks';
import { stylesInOneChunkPlugin } from './build/styles-in-one-chunk';
import { stylesheetsAfterRootPlugin } from './build/stylesheets-after-root';
import { MEMBER_CACHES } from './src/lib/offline-cache';

const API_TARGET = process.env.FAIRWAY_API_URL ?? 'http://localhost:3000';

/**
 * Libraries every screen needs before its first render: one long-cached chunk that changes with upgrades.
 * Not zod: only forms that validate use it, and they load it with their own screen.
 */
const VENDOR =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack)[\\/]/;

/**
 * Our own small shared modules — the API hooks and query keys of every feature, and src/lib — that many
 * screens import: one chunk instead of some thirty of a few hundred bytes each, every one of which a phone
 * would otherwise request (and the preload helper add to the page) before the first screen can render.
 * Not what pulls in a library a screen may never need: the live hub's Socket.IO client, zod's forms, and
 * the date helpers with dayjs (a group takes its modules' dependencies along: with them, the login page
 * loaded dayjs; the screens that show dates load them in a chunk of their own).
 */
const APP_SHARED = /apps[\\/]web[\\/]src[\\/](lib|features[\\/][^\\/]+[\\/](api|hooks))[\\/]/;
const NOT_SHARED =
  /(live-socket|use-live-tee-sheet|zod-field-errors|lib[\\/]dates|zoned-dates|countdown|get-booking-window)\.ts$/;
/** dayjs with its plugins and our date helpers: one chunk of their own for the screens that show dates. */
const DATES =
  /([\\/]node_modules[\\/]dayjs[\\/]|apps[\\/]web[\\/]src[\\/]lib[\\/](dates|zoned-dates|countdown)\.ts$)/;

const flag = z.enum(['true', 'false', '']).optional();
/** The client's `VITE_` settings (read by src/lib/env.ts), checked once here so a bad value fails the build. */
const ZClientEnv = z.object({
  VITE_HASH_ROUTER: flag,
  VITE_MOBILE_APP: flag,
  VITE_STAFF_DASHBOARD_URL: z.string().min(1).optional(),
  VITE_BUG_REPORT_EMAIL: z.string().optional(),
});

/**
 * Installable app (issue 10 §4): a web manifest and a Workbox service worker that precaches the shell and
 * keeps the last answers of the calls the home screen needs, so it opens offline with upcoming bookings.
 */
const pwa = VitePWA({
  registerType: 'autoUpdate',
  injectRegister: 'script-defer',
  includeAssets: ['pwa-icon.svg'],
  manifest: {
    name: 'Fairway',
    short_name: 'Fairway',
    description: 'Book tee times and manage your golf club membership',
    theme_color: '#1b5e20',
    background_color: '#ffffff',
    display: 'standalone',
    start_url: '/',
    icons: [{ src: '/pwa-icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
  },
  workbox: {
    // Pages come from the network while there is one (the API brands the shell per club and path);
    // offline, the last copy of that page, else the shell precached at `/` (never /index.html).
    navigateFallback: null,
    // Not the map (MapLibre's chunk, worker and stylesheet: a third of the precache): it draws nothing
    // offline without its tiles, and a member's first visit need not download it. The browser's cache keeps
    // it once the map is opened (hashed names, cached for a year).
    globIgnores: ['index.html', 'assets/club-map-*', 'assets/maplibre-gl-*'],
    additionalManifestEntries: [{ url: '/', revision: String(Date.now()) }],
    globPatterns: ['**/*.{js,css,html,svg,woff2}'],
    maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
    runtimeCaching: [
      {
        urlPattern: ({ request, url }) =>
          request.mode === 'navigate' && !/^\/(api|signalr|tiles)\//.test(url.pathname),
        handler: 'NetworkFirst',
        options: {
          cacheName: MEMBER_CACHES.pages,
          networkTimeoutSeconds: 4,
          plugins: [
            { handlerDidError: async () => (await caches.match('/', { ignoreSearch: true })) ?? undefined },
          ],
        },
      },
      {
        urlPattern: ({ url }) =>
          /^\/api\/(account\/session|member\/(summary|points)|bookings\/upcoming|clubs\/\d+\/(content|details|message))/.test(
            url.pathname,
          ),
        handler: 'NetworkFirst',
        options: { cacheName: MEMBER_CACHES.api, networkTimeoutSeconds: 4 },
      },
    ],
  },
});

const config: UserConfig = {
  plugins: [
    react(),
    mantineUseIdPlugin(),
    mantineFirstCommitPlugin(),
    stylesheetsAfterRootPlugin(),
    stylesInOneChunkPlugin(),
    cataloguePreloadPlugin(),
    compileHintsPlugin(),
    ...(process.env.VITE_HASH_ROUTER === 'true' ? [] : [pwa, routeChunksPlugin()]),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/signalr': { target: API_TARGET, ws: true },
      // Favicons are drawn by the API from each club's document.
      '/img/icons': { target: API_TARGET },
      // The base map's tiles, style and label glyphs.
      '/tiles': { target: API_TARGET },
      '/fonts': { target: API_TARGET },
    },
  },
  // MapLibre's worker (features/explore-map) is bundled as an ES module worker with its shared code.
  worker: { format: 'es' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Read by scripts/bundle-size.mjs (npm run bench) to add up each page's initial JS.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Rolldown's automatic splitting left a first screen in dozens of small chunks shared by different
          // sets of screens (Mantine's pieces above all: the tee sheet's route named 52 files, the dashboard's
          // 24, explore's 28), each a request before the screen could run: six at a time over HTTP/1.1, and
          // a preload link the page issues one by one on the main thread. A shared chunk under 16 KiB of
          // source is copied into the chunks that read it instead (a registry in the runtime chunk keeps one
          // instance of each module). A chunk holding a stylesheet stays a file: Vite emits a style module's
          // CSS from only one chunk that lists it, so a copy elsewhere would render without its styles
          // (build/styles-in-one-chunk.ts fails the build if one is). The copies cost 2–9 kB more per first
          // screen (docs/performance.md).
          experimentalInlineCommonChunks: { maxSize: 16 * 1024, exclude: /\.css(\?|$)/ },
          groups: [
            // Our own contracts stay out of it (they change with every API change); no group of their
            // own either, which would tie the zod schemas a form needs to every screen's first render.
            { name: 'vendor', test: VENDOR },
            { name: 'dates', test: DATES },
            {
              name: 'app',
              test: (id: string) => APP_SHARED.test(id) && !NOT_SHARED.test(id),
              minShareCount: 2,
            },
            // No group for Mantine: Rolldown splits it by the screens that share each piece, so a screen's
            // first load carries only the components it draws. A `ui` group of the pieces used by 20
            // screens or more was 39 kB of every first load, floating-ui's positioning (16 kB) among them:
            // the group takes its modules' dependencies along, and ScrollArea imports floating-ui.
          ],
        },
      },
    },
  },
};

/**
 * React Router exports only its development build (warnings, extra checks) to bundlers; the production
 * build beside it is the same router without them, and evaluates and starts faster on a phone.
 */
const reactRouterProduction = {
  find: /^react-router$/,
  replacement: fileURLToPath(import.meta.resolve('react-router').replace('/development/', '/production/')),
};

export default defineConfig(({ command, mode }) => {
  const checked = ZClientEnv.safeParse(loadEnv(mode, import.meta.dirname, 'VITE_'));
  if (!checked.success) throw new Error(`Invalid VITE_ setting: ${z.prettifyError(checked.error)}`);
  return command === 'build' && mode === 'production'
    ? { ...config, resolve: { alias: [reactRouterProduction] } }
    : config;
});
