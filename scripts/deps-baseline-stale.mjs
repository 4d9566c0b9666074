#!/usr/bin/env node
// The known violations (.dependency-cruiser-known-violations.json) may only shrink: after `depcruise
// --ignore-known` has refused every import the list does not excuse, this refuses a list that excuses an
// import that is no longer made (a table read moved to its owner's front door, a query into a
// repository): `npm run lint:deps:baseline` writes the list again without it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const listFile = path.join(root, '.dependency-cruiser-known-violations.json');
const run = spawnSync(
  'depcruise',
  [
    'apps/api/src',
    'apps/web/src',
    'packages/contracts/src',
    '--config',
    '.dependency-cruiser.cjs',
    '--output-type',
    'baseline',
  ],
  { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, shell: process.platform === 'win32' },
);
if (run.status !== 0) {
  process.stderr.write(run.stderr);
  process.exit(run.status ?? 1);
}
const key = (v) => `${v.rule.name}: ${v.from} → ${v.to}`;
const now = new Set(JSON.parse(run.stdout).map(key));
const stale = JSON.parse(fs.readFileSync(listFile, 'utf8'))
  .map(key)
  .filter((k) => !now.has(k));
if (stale.length > 0) {
  console.error(
    `${stale.length} known violation(s) no longer happen: run \`npm run lint:deps:baseline\` so the list shrinks.`,
  );
  for (const k of stale) console.error(`  ${k}`);
  process.exit(1);
}
console.log(`✔ ${now.size} known violations, none stale`);
