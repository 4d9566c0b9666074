import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { seedDemoData } from '../src/seed';

/**
 * Migrating and seeding the 262-club network costs far more than most test files' own tests, so the
 * integration run does it once: a migrated template and a seeded one, which every file then copies
 * (`CREATE DATABASE … TEMPLATE` on PostgreSQL, a data-directory dump loaded into a fresh in-memory PGlite).
 * The seeded template's clock (`seededAt`) is the `now` its relative dates were written from.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    testTemplates: TestTemplates | null;
  }
}

export type TestTemplates =
  | { driver: 'pglite'; migratedDump: string; seededDump: string; seededAt: string }
  | { driver: 'postgres'; migrated: string; seeded: string; seededAt: string };

const PREFIX_RULE = /^[a-z_][a-z0-9_]{0,40}$/;

export function testDatabasePrefix(): string {
  const prefix = process.env.TEST_DATABASE_PREFIX ?? '';
  return PREFIX_RULE.test(prefix) ? prefix : 'fairway_test_';
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const seededAt = new Date();
  if (process.env.TEST_DB === 'postgres') return postgresTemplates(project, seededAt);
  return pgliteTemplates(project, seededAt);
}

async function pgliteTemplates(project: TestProject, seededAt: Date) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-templates-'));
  const database = await openDatabase({ driver: 'pglite', dataDir: null });
  await database.migrate();
  const migratedDump = path.join(dir, 'migrated.tar');
  await writeDump(database, migratedDump);
  await seedDemoData(database.db, seededAt);
  const seededDump = path.join(dir, 'seeded.tar');
  await writeDump(database, seededDump);
  await database.close();
  project.provide('testTemplates', {
    driver: 'pglite',
    migratedDump,
    seededDump,
    seededAt: seededAt.toISOString(),
  });
  return async () => fs.rmSync(dir, { recursive: true, force: true });
}

async function writeDump(database: Awaited<ReturnType<typeof openDatabase>>, file: string) {
  // A checkpoint first: a copy then starts without replaying the write-ahead log (0.55 s instead of 0.8 s
  // a copy on this machine, for every test file's database).
  await database.pglite!.query('checkpoint');
  const dump = await database.pglite!.dumpDataDir('none');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
}

async function postgresTemplates(project: TestProject, seededAt: Date) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const stem = `${testDatabasePrefix()}tpl_${randomBytes(4).toString('hex')}`;
  const migrated = `${stem}_migrated`;
  const seeded = `${stem}_seeded`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${migrated}`);
    const database = await openDatabase({
      driver: 'postgres',
      url: databaseUrl(adminUrl, migrated),
      poolMax: 2,
    });
    await database.migrate();
    await database.close();
    await admin.query(`create database ${seeded} template ${migrated}`);
    const seededDb = await openDatabase({
      driver: 'postgres',
      url: databaseUrl(adminUrl, seeded),
      poolMax: 2,
    });
    await seedDemoData(seededDb.db, seededAt);
    await seededDb.close();
  } finally {
    await admin.end();
  }
  project.provide('testTemplates', {
    driver: 'postgres',
    migrated,
    seeded,
    seededAt: seededAt.toISOString(),
  });
  return async () => {
    const dropper = new pg.Client({ connectionString: adminUrl });
    await dropper.connect();
    for (const name of [seeded, migrated])
      await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  };
}

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
