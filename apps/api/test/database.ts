import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../src/db/client';

/**
 * Integration tests run on a real database: in-memory PGlite by default, or — when TEST_DB=postgres —
 * a fresh PostgreSQL database created from TEST_DATABASE_URL for this test file and dropped after it
 * (named `<TEST_DATABASE_PREFIX><random>`, by default `fairway_test_`).
 */
export async function createTestDatabase(
  driver?: 'pglite' | 'postgres',
): Promise<Database & { name: string }> {
  if ((driver ?? process.env.TEST_DB) !== 'postgres') {
    const database = await openDatabase({ driver: 'pglite', dataDir: null });
    await database.migrate();
    return { ...database, name: 'pglite-memory' };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const prefix = process.env.TEST_DATABASE_PREFIX ?? '';
  const name = `${/^[a-z_][a-z0-9_]{0,40}$/.test(prefix) ? prefix : 'fairway_test_'}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ driver: 'postgres', url: url.toString() });
  await database.migrate();
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
