import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../src/db/client';
import { seedDemoData } from '../src/seed';
import { databaseUrl, pgliteCopyOf, type TestTemplates, testDatabasePrefix } from './global-setup';

export type TestDatabase = Database & {
  name: string;
  /** The clock the demo data was seeded from (null when not seeded). */
  seededAt: Date | null;
};

/**
 * Integration tests run on a real database: PGlite by default, or — when TEST_DB=postgres —
 * a fresh PostgreSQL database for this test file, dropped after it (named `<TEST_DATABASE_PREFIX><random>`,
 * by default `fairway_test_`). Either is a copy of the run's migrated (or, with `seeded`, migrated and
 * seeded) template built once by global-setup.ts (on PGlite, a copy of the template's data directory,
 * removed on close); without a template (a driver other than the run's) it is an in-memory PGlite or a new
 * PostgreSQL database, migrated and seeded here.
 */
export async function createTestDatabase(
  options: { driver?: 'pglite' | 'postgres'; seeded?: boolean } = {},
): Promise<TestDatabase> {
  const driver = options.driver ?? (process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite');
  const seeded = options.seeded ?? false;
  const templates = (inject('testTemplates') as TestTemplates | undefined) ?? null;
  const template = templates?.driver === driver ? templates : null;
  const seededAt = template && seeded ? new Date(template.seededAt) : seeded ? new Date() : null;

  let database: Database & { name: string };
  if (driver === 'pglite') {
    const dir = template?.driver === 'pglite' ? pgliteCopyOf(template, seeded) : null;
    const opened = await openDatabase({ driver: 'pglite', dataDir: dir });
    database = {
      ...opened,
      name: dir ? `pglite:${dir}` : 'pglite-memory',
      close: async () => {
        await opened.close();
        if (dir) fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  } else {
    const source = template?.driver === 'postgres' ? (seeded ? template.seeded : template.migrated) : null;
    database = await createPostgresDatabase(source);
  }
  if (!template) {
    await database.migrate();
    if (seededAt) await seedDemoData(database.db, seededAt);
  }
  return { ...database, seededAt };
}

async function createPostgresDatabase(template: string | null): Promise<Database & { name: string }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `${testDatabasePrefix()}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const database = await openDatabase({ driver: 'postgres', url: databaseUrl(adminUrl, name) });
  return {
    ...database,
    name,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
