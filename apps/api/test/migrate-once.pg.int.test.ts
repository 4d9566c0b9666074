import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../src/paths';
import { databaseUrl, testDatabasePrefix } from './global-setup';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** `npm run migrate`'s program (src/migrate.ts, through tsx here) as a process of its own. */
function migrateProcess(url: string) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/migrate.ts'], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? '', DATABASE_URL: url, NODE_ENV: 'test' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += String(chunk);
    });
    child.stderr.on('data', (chunk) => {
      output += String(chunk);
    });
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('migrations on PostgreSQL run once however many instances start together', () => {
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `${testDatabasePrefix()}migrate_${randomBytes(4).toString('hex')}`;
  const url = databaseUrl(adminUrl, name);

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
  });
  afterAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('three concurrent `npm run migrate` processes on a fresh database all succeed, each migration recorded once', async () => {
    const runs = await Promise.all([migrateProcess(url), migrateProcess(url), migrateProcess(url)]);
    for (const run of runs) expect(run, run.output).toMatchObject({ code: 0 });

    const journal = JSON.parse(
      fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
    ) as {
      entries: unknown[];
    };
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ hash: string; n: number }>(
        'select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash',
      );
      expect(rows).toHaveLength(journal.entries.length);
      expect(rows.filter((row) => row.n !== 1)).toEqual([]);
    } finally {
      await client.end();
    }
  }, 120_000);
});
