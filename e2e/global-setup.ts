import fs from 'node:fs';
// @ts-expect-error: the build scripts are plain JavaScript modules of the repository.
import { ensureApiBuild } from '../scripts/api-build.mjs';
import { ensureWebBuild } from '../scripts/web-build.mjs';
import { seedTemplateDatabase, TEMPLATE_ENV } from './tests/worker-server';

/**
 * Builds the web app and the API once, before the workers start their servers on the built API, then seeds
 * the run's template database once: each worker's server starts on a copy of it (tests/worker-server.ts).
 * Workers inherit the environment set here. The returned function is the global teardown.
 */
export default async function globalSetup() {
  ensureWebBuild();
  ensureApiBuild();
  const template = await seedTemplateDatabase();
  process.env[TEMPLATE_ENV] = template;
  return () => fs.rmSync(template, { recursive: true, force: true });
}
