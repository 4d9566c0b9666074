import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';
import { external } from '../rolldown.config';

const SERVE = fileURLToPath(new URL('./serve.ts', import.meta.url));
/** One level under apps/api, as dist/server.js is: the paths the server finds from its own file hold. */
const OUT = fileURLToPath(new URL('../dist/bench-serve.mjs', import.meta.url));

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
