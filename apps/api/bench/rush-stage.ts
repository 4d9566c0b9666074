import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { seedDemoData } from '../src/seed';
import { benchDatabase, POSTGRES_URL } from './harness';
import { insertMembers, redisReachable, sessionFor, startInstances, stopProcesses } from './instances';
import { bundleServer } from './serve-bundle';

/**
 * What both rush benches (bench/rush.ts, bench/rush-line.ts) stand on: a fresh PostgreSQL database with
 * the demo data, a client of its own, `members` members with sessions and a staff session, a data folder,
 * and the production server bundled for the API instances they start (`start`). `close` stops every
 * process handed to it (`procs`) and removes what was made.
 */
export type RushStage = {
  client: pg.Client;
  databaseName: string;
  databaseUrl: string;
  memberIds: string[];
  cookies: string[];
  staffCookie: string;
  withRedis: boolean;
  /** Every child process to stop at the end (servers are added by `start`; a bench adds its load). */
  procs: ChildProcess[];
  start: (input: {
    count: number;
    basePort: number;
  }) => Promise<{ bases: string[]; servers: ChildProcess[] }>;
  close: () => Promise<void>;
};

export async function openRushStage(input: {
  members: number;
  clubId: number;
  /** Members' e-mail prefix: each bench's own. */
  label: string;
}): Promise<RushStage> {
  const withRedis = await redisReachable();
  const database = await benchDatabase('postgres');
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${database.name}`;
  const databaseUrl = url.toString();
  const client = new pg.Client({ connectionString: databaseUrl });
  const procs: ChildProcess[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `fairway-${input.label}-`));
  const close = async () => {
    await stopProcesses(procs);
    await client.end().catch(() => {});
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await seedDemoData(database.db);
    await client.connect();
    const { ids: memberIds, cookies } = await insertMembers(client, input.members, input.clubId, input.label);
    const staffCookie = await sessionFor(client, 'staff@example.com');
    return {
      client,
      databaseName: database.name,
      databaseUrl,
      memberIds,
      cookies,
      staffCookie,
      withRedis,
      procs,
      start: async ({ count, basePort }) => {
        const started = await startInstances({
          count,
          serverScript: await bundleServer(),
          basePort,
          databaseUrl,
          dataDir,
          withRedis,
          logLevel: process.env.BENCH_RUSH_LOG_LEVEL,
        });
        procs.push(...started.servers);
        return started;
      },
      close,
    };
  } catch (err) {
    await close();
    throw err;
  }
}
