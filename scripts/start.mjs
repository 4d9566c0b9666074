#!/usr/bin/env node
// `npm start`: build the web app and the API when a build is missing or stale, then run the built API on
// the project's Node (the `node` package, first on PATH under npm), which migrates the database, seeds
// demo data when it is empty and serves the SPA and the API on PORT (3000).
import { spawn } from 'node:child_process';
import { apiBundle, ensureApiBuild } from './api-build.mjs';
import { root } from './stale.mjs';
import { ensureWebBuild } from './web-build.mjs';

ensureWebBuild();
ensureApiBuild();

const server = spawn(process.execPath, ['--enable-source-maps', apiBundle], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
