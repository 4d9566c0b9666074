import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config } from '../config';
import { DATABASE_POOL_MAX_DEFAULT } from '../config-schema';
import { migrationsFolder } from '../paths';
import { carryCommitCompanions } from './commit-companion';
import { surviveConnectionLoss } from './connection-loss';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';
import { CASING } from './selection';
import type { Db } from './types';

export type { Db, DbOrTx, Schema, Tx } from './types';

export type Database = {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** The embedded database's one client (PGlite only): the job queue shares it (see modules/jobs). */
  pglite?: PGlite;
  /** The PostgreSQL connection string (postgres only): the job queue opens its own small pool from it. */
  url?: string;
  /**
   * The unpooled connection string (postgres only; DATABASE_DIRECT_URL, else `url`): what needs a session
   * of its own (LISTEN, the job queue, the migration lock) connects here, never through a transaction pooler.
   */
  directUrl?: string;
  migrate: () => Promise<void>;
  ping: () => Promise<boolean>;
  /**
   * The read replica (DATABASE_READ_URL; postgres only): a pool on the standby, for the reads that may lag
   * the primary by its replay (plugins/read-replica.ts decides per request). Absent: every read is `db`'s.
   */
  replica?: { db: Db; ping: () => Promise<boolean>; afterWriteMs: number };
  /** The PostgreSQL pool's connections (postgres only), for /metrics. */
  poolStats?: () => { total: number; idle: number; waiting: number };
  close: () => Promise<void>;
};

export async function openDatabase(database: Config['database']): Promise<Database> {
  if (database.driver === 'postgres') {
    const pool = new pg.Pool({
      connectionString: database.url,
      max: database.poolMax ?? DATABASE_POOL_MAX_DEFAULT,
    });
    // A backend can die under any client (server restart, an administrator terminating backends, a
    // database dropped after its tests): the process survives it, and a safe statement is run again.
    surviveConnectionLoss(pool);
    if (database.namedPrepares === false) pool.on('connect', unnamedStatementsOnly);
    const db = drizzlePg({ client: pool, schema, casing: CASING });
    carryCommitCompanions(db as unknown as Db);
    const replica = database.readUrl ? openReplica(database.readUrl, database) : null;
    return {
      ...(replica ? { replica: replica.replica } : {}),
      db: db as unknown as Db,
      driver: 'postgres',
      url: database.url,
      directUrl: database.directUrl ?? database.url,
      migrate: () => migrateOnce(database.directUrl ?? database.url),
      ping: () => ping(db as unknown as Db),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: async () => {
        await Promise.all([pool.end(), replica?.close()]);
      },
    };
  }
  if (database.dataDir) fs.mkdirSync(database.dataDir, { recursive: true });
  // One process at a time in the directory (data-dir-lock.ts); released once PGlite has closed.
  const unlock = database.dataDir ? await lockDataDir(database.dataDir) : async () => {};
  // Explore's name search (pg_trgm) and distances (cube + earthdistance) are contrib extensions that
  // PGlite ships separately and loads only when named here; the migration then creates them.
  const extensions = { pg_trgm, cube, earthdistance };
  const client = database.dataDir ? new PGlite(database.dataDir, { extensions }) : new PGlite({ extensions });
  await client.waitReady.catch(async (error: unknown) => {
    await unlock();
    throw error;
  });
  const db = drizzlePglite({ client, schema, casing: CASING });
  carryCommitCompanions(db as unknown as Db);
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    pglite: client,
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: () => ping(db as unknown as Db),
    close: async () => {
      await client.close();
      await unlock();
    },
  };
}

/** A pool on the read replica: its own connections, half the primary's, the same statements. */
function openReplica(url: string, database: Extract<Config['database'], { driver: 'postgres' }>) {
  const pool = new pg.Pool({
    connectionString: url,
    max: Math.max(2, Math.ceil((database.poolMax ?? DATABASE_POOL_MAX_DEFAULT) / 2)),
  });
  surviveConnectionLoss(pool);
  if (database.namedPrepares === false) pool.on('connect', unnamedStatementsOnly);
  const db = drizzlePg({ client: pool, schema, casing: CASING }) as unknown as Db;
  return {
    replica: { db, ping: () => ping(db), afterWriteMs: database.readAfterWriteMs ?? 5_000 },
    close: () => pool.end(),
  };
}

/**
 * Drops the name from every query a pooled client sends: Drizzle's `.prepare('name')` becomes a named
 * prepared statement on the connection, which a transaction pooler (PgBouncer before 1.21) may give to
 * another client, so the next use fails with "prepared statement … does not exist". Unnamed, each query
 * is parsed again, as any other: a little slower, and correct through the pooler.
 */
function unnamedStatementsOnly(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((config: unknown, ...rest: unknown[]) => {
    if (config && typeof config === 'object' && 'name' in config) {
      const { name: _name, ...unnamed } = config as { name?: string };
      return query(unnamed, ...rest);
    }
    return query(config, ...rest);
  }) as typeof client.query;
}

/**
 * The advisory lock every Fairway instance takes around its migrations (an arbitrary constant of ours):
 * instances starting together apply each migration once, the others wait, then find nothing to do.
 */
export const MIGRATION_LOCK_KEY = 0x4657_4159; // "FWAY"

/**
 * Migrations under a session-level advisory lock, on a connection of their own to the direct (unpooled)
 * address: a transaction pooler would hand the lock's session to someone else. A crash mid-migration
 * ends the session, which releases the lock; the migration's own transaction is rolled back.
 */
async function migrateOnce(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg({ client }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await client.end();
  }
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
