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
 * (`CREATE DATABASE … TEMPLATE` on PostgreSQL; on PGlite, a copy of a closed data directory, see
 * `pgliteCopyOf`).
 * The seeded template's clock (`seededAt`) is the `now` its relative dates were written from.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    testTemplates: TestTemplates | null;
  }
}

export type TestTemplates =
  | { driver: 'pglite'; root: string; migratedDir: string; seededDir: string; seededAt: string }
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

/**
 * The PGlite templates are data directories of databases closed cleanly, on a memory-backed file system
 * when the machine has one (`/dev/shm`): a file's database is a copy of one (`pgliteCopyOf`), opened as the
 * app opens its `DATA_DIR`. Loading a dump into an in-memory PGlite instead cost about 1.7 s of CPU a file
 * (reading the 63 MB tarball through a Blob, unpacking it, then starting); a copy opens in about 0.85 s.
 * Every copy lives under the run's root, removed when the run ends, whatever became of its file.
 */
async function pgliteTemplates(project: TestProject, seededAt: Date) {
  const root = fs.mkdtempSync(path.join(memoryBackedTmp(), 'fairway-templates-'));
  const migratedDir = path.join(root, 'migrated');
  const seededDir = path.join(root, 'seeded');
  const migrated = await openDatabase({ driver: 'pglite', dataDir: migratedDir });
  await migrated.migrate();
  await migrated.close();
  fs.cpSync(migratedDir, seededDir, { recursive: true });
  const seeded = await openDatabase({ driver: 'pglite', dataDir: seededDir });
  await seedDemoData(seeded.db, seededAt);
  // A checkpoint first: a copy then starts without replaying the write-ahead log.
  await seeded.pglite!.query('checkpoint');
  await seeded.close();
  project.provide('testTemplates', {
    driver: 'pglite',
    root,
    migratedDir,
    seededDir,
    seededAt: seededAt.toISOString(),
  });
  return async () => fs.rmSync(root, { recursive: true, force: true });
}

/** `/dev/shm` when this machine has it (a copy of a data directory then never touches a disk), else the temp dir. */
function memoryBackedTmp(): string {
  try {
    fs.accessSync('/dev/shm', fs.constants.W_OK);
    return '/dev/shm';
  } catch {
    return os.tmpdir();
  }
}

/** A fresh copy of a PGlite template's data directory, under the run's root (removed with it). */
export function pgliteCopyOf(
  templates: Extract<TestTemplates, { driver: 'pglite' }>,
  seeded: boolean,
): string {
  const dir = fs.mkdtempSync(path.join(templates.root, 'copy-'));
  fs.cpSync(seeded ? templates.seededDir : templates.migratedDir, dir, { recursive: true });
  return dir;
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
