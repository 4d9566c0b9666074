import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';
import { external } from '../rolldown.config';

const SERVE = fileURLToPath(new URL('./serve.ts', import.meta.url));
/** One level under apps/api, as dist/server.js is: the paths the server finds from its own file hold. */
const OUT = fileURLToPath(new URL('../dist/bench-serve.mjs', import.meta.url));
const SERVER = fileURLToPath(new URL('../src/server.ts', import.meta.url));
const SERVER_OUT = fileURLToPath(new URL('../dist/bench-server.mjs', import.meta.url));

/**
 * bench/serve.ts bundled as the production server is (rolldown.config.ts: the same dependencies left to
 * node_modules), so the soak measures the memory of the process that runs in production, not of tsx
 * compiling TypeScript on the fly. Returns the bundle's path.
 */
export async function bundleServe(): Promise<string> {
  await build({
    input: SERVE,
    platform: 'node',
    external,
    logLevel: 'warn',
    output: { file: OUT, format: 'esm' },
  });
  return path.resolve(OUT);
}

/**
 * src/server.ts itself, bundled as `npm run build` bundles it (beside dist/server.js, not over it): the
 * production server with its hub, jobs and session purge, configured by its environment. Returns the path.
 */
export async function bundleServer(): Promise<string> {
  await build({
    input: SERVER,
    platform: 'node',
    external,
    logLevel: 'warn',
    // A directory, not one file: server.ts imports the server proper (and tracing) as chunks of their own.
    output: {
      dir: path.dirname(SERVER_OUT),
      entryFileNames: path.basename(SERVER_OUT),
      chunkFileNames: 'bench-server-[name]-[hash].mjs',
      format: 'esm',
    },
  });
  return path.resolve(SERVER_OUT);
}
