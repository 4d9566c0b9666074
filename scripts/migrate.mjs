#!/usr/bin/env node
// `npm run migrate`: applies the pending database migrations (DATABASE_URL, or DATABASE_DIRECT_URL when set;
// PGlite in DATA_DIR by default) and exits. Builds the API first when its bundle is missing or stale, like
// `npm start`. Safe beside starting instances: every migration runs under one PostgreSQL advisory lock.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { apiBundle, ensureApiBuild } from './api-build.mjs';
import { root } from './stale.mjs';

ensureApiBuild();
const run = spawnSync(
  process.execPath,
  ['--enable-source-maps', path.join(path.dirname(apiBundle), 'migrate.js')],
  {
    cwd: root,
    stdio: 'inherit',
    env: { NODE_ENV: 'production', ...process.env },
  },
);
process.exit(run.status ?? 1);
