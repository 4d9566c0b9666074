import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config } from '../config';
import { migrationsFolder } from '../paths';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Services take either the database or an open transaction. */
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** The embedded database's one client (PGlite only): the job queue shares it (see modules/jobs). */
  pglite?: PGlite;
  /** The PostgreSQL connection string (postgres only): the job queue opens its own small pool from it. */
  url?: string;
  migrate: () => Promise<void>;
  ping: () => Promise<boolean>;
  close: () => Promise<void>;
};

export async function openDatabase(database: Config['database']): Promise<Database> {
  if (database.driver === 'postgres') {
    const pool = new pg.Pool({ connectionString: database.url, max: database.poolMax ?? 20 });
    // An idle client can lose its connection (server restart, an administrator terminating backends, a
    // database dropped after its tests). pg-pool re-emits that on the pool, and without a listener it
    // would crash the process; the pool already discards the client and connects anew on demand.
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
    return {
      db: db as unknown as Db,
      driver: 'postgres',
      url: database.url,
      migrate: () => migratePg(db, { migrationsFolder }),
      ping: () => ping(db as unknown as Db),
      close: () => pool.end(),
    };
  }
  if (database.dataDir) fs.mkdirSync(database.dataDir, { recursive: true });
  // Explore's name search (pg_trgm) and distances (cube + earthdistance) are contrib extensions that
  // PGlite ships separately and loads only when named here; the migration then creates them.
  const extensions = { pg_trgm, cube, earthdistance };
  const client = database.dataDir ? new PGlite(database.dataDir, { extensions }) : new PGlite({ extensions });
  await client.waitReady;
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    pglite: client,
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: () => ping(db as unknown as Db),
    close: () => client.close(),
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
