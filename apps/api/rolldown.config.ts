import path from 'node:path';
import { defineConfig } from 'rolldown';

/**
 * Bundled with the server although it is an npm dependency: loaded from node_modules, each of its ~300 files
 * made Node re-read its 179 KB package.json (the exports map), ~150 MB of garbage at start-up that left the
 * process at 290 MB of RSS before its first request.
 */
const BUNDLED = /^drizzle-orm(\/|$)/;

/**
 * What stays an import from node_modules: every npm dependency but drizzle-orm. Tracing relies on it:
 * fastify, pg and node:http are loaded from node_modules after lib/tracing.ts has started, so its
 * instrumentations patch them (a bundled copy would never pass through `require`).
 */
export const external = (id: string) =>
  !id.startsWith('.') && !path.isAbsolute(id) && !id.startsWith('@fairway/') && !BUNDLED.test(id);

/**
 * The production server as plain JavaScript (and `npm run migrate`'s src/migrate.ts beside it): src/server.ts, the workspace's TypeScript-only packages
 * (@fairway/contracts) and drizzle-orm bundled into dist/server.js and the chunks it imports (start.ts, and
 * lib/tracing.ts only when tracing is on); every other npm dependency stays an import resolved from
 * node_modules at run time.
 */
export default defineConfig({
  input: { server: 'src/server.ts', migrate: 'src/migrate.ts' },
  platform: 'node',
  external,
  output: { dir: 'dist', format: 'esm', sourcemap: true, cleanDir: true },
});
