import path from 'node:path';
import { defineConfig } from 'rolldown';

/**
 * The production server as plain JavaScript: src/server.ts and the workspace's TypeScript-only packages
 * (@fairway/contracts) bundled into dist/server.js; every npm dependency stays an import resolved from
 * node_modules at run time.
 */
export default defineConfig({
  input: { server: 'src/server.ts' },
  platform: 'node',
  external: (id) => !id.startsWith('.') && !path.isAbsolute(id) && !id.startsWith('@fairway/'),
  output: { dir: 'dist', format: 'esm', sourcemap: true, cleanDir: true },
});
