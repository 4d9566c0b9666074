#!/usr/bin/env node
// `npm run db:function -w @fairway/api -- <why> <function> [<function> …]`: a migration that brings the
// database's functions to their source files (src/db/functions/<function>.sql). Edit the source first;
// this writes drizzle-kit's custom migration named <why> with each source's text. A change of arguments
// or result needs `DROP FUNCTION` above it in that file (CREATE OR REPLACE cannot change them).
// db-functions.int.test.ts fails until the live definitions equal the sources again.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const apiRoot = path.resolve(import.meta.dirname, '..');
const [why, ...names] = process.argv.slice(2);
if (!why || names.length === 0 || !/^[a-z0-9_]+$/.test(why)) {
  console.error(
    'usage: npm run db:function -w @fairway/api -- <why, a_snake_case_name> <function> [<function> …]',
  );
  process.exit(2);
}
const sources = names.map((name) => {
  const file = path.join(apiRoot, 'src/db/functions', `${name}.sql`);
  if (!fs.existsSync(file)) {
    console.error(`No source for ${name}: expected ${path.relative(process.cwd(), file)}`);
    process.exit(2);
  }
  return fs.readFileSync(file, 'utf8').trim();
});

const made = spawnSync('npx', ['drizzle-kit', 'generate', '--custom', '--name', why], {
  cwd: apiRoot,
  stdio: 'inherit',
});
if (made.status !== 0) process.exit(made.status ?? 1);
const journal = JSON.parse(fs.readFileSync(path.join(apiRoot, 'drizzle/meta/_journal.json'), 'utf8'));
const newest = journal.entries.at(-1).tag;
const migration = path.join(apiRoot, 'drizzle', `${newest}.sql`);
fs.writeFileSync(
  migration,
  `-- Brings ${names.join(', ')} to src/db/functions (scripts/function-migration.mjs).\n${sources.join('\n--> statement-breakpoint\n')}\n`,
);
console.log(`Wrote ${path.relative(process.cwd(), migration)} from ${names.length} source file(s).`);
