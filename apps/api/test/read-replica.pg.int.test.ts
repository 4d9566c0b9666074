import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ExploreClubsResult, TeeTimes } from '@fairway/contracts';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { type Database, openDatabase } from '../src/db/client';
import { DEMO_COURSE } from '../src/seed/courses';
import { createMember, localDate, postBooking, slotTime, type TestMember } from './booking-fixtures';
import { databaseUrl, type TestTemplates } from './global-setup';
import { testConfig } from './helpers';

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const script = path.join(repoRoot, 'scripts/pg-replica.sh');

/** A port nobody listens on now. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** The cookies a reply set, as a request's Cookie header adds them (`name=value`). */
const cookiesOf = (setCookie: string | string[] | undefined) =>
  (Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [])
    .map((c) => c.split(';')[0])
    .join('; ');

/**
 * DATABASE_READ_URL against a real PostgreSQL streaming standby (scripts/pg-replica.sh: initdb, then
 * pg_basebackup -R and a standby on another port). The standby's replay is paused to show which database
 * answered: what the primary has and the standby has not yet replayed is visible only through the primary.
 */
describe('a read replica (a PostgreSQL streaming standby)', () => {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-replica-')), 'clusters');
  // The clusters run as the postgres user when the tests run as root: it must be able to reach their folder.
  fs.chmodSync(path.dirname(dir), 0o711);
  let primaryUrl = '';
  let standbyUrl = '';
  let database: Database;
  let app: FastifyInstance;
  let booker: TestMember;
  let reader: TestMember;
  let primary: pg.Client;
  let standby: pg.Client;
  // Past Foxhill Heath's 14-day cancellation cut-off, inside its 30-day window.
  const day = 20;

  beforeAll(async () => {
    const [pport, sport] = [await freePort(), await freePort()];
    const started = await run('bash', [script, 'start', dir, String(pport), String(sport)]);
    primaryUrl = /DATABASE_URL=(\S+)/.exec(started.stdout)?.[1] ?? '';
    standbyUrl = /DATABASE_READ_URL=(\S+)/.exec(started.stdout)?.[1] ?? '';
    // The run's seeded template, copied into the new primary with the project's own backup and restore.
    const templates = inject('testTemplates') as TestTemplates;
    if (templates.driver !== 'postgres') throw new Error('this file runs on PostgreSQL only');
    const dump = path.join(path.dirname(dir), 'seeded.dump');
    const source = databaseUrl(process.env.TEST_DATABASE_URL ?? '', templates.seeded);
    await run('bash', [path.join(repoRoot, 'scripts/backup.sh'), dump], {
      env: { ...process.env, DATABASE_URL: source },
    });
    await run('bash', [path.join(repoRoot, 'scripts/restore.sh'), dump, primaryUrl]);
    primary = new pg.Client({ connectionString: primaryUrl });
    standby = new pg.Client({ connectionString: standbyUrl });
    await primary.connect();
    await standby.connect();
    database = await openDatabase({ driver: 'postgres', url: primaryUrl, readUrl: standbyUrl, poolMax: 4 });
    // The read cache off: each read below goes to a database.
    app = await buildApp({ config: testConfig({ readCacheMs: 0 }), database, logger: false });
    await app.ready();
    booker = await createMember(database.db, { homePoints: 1_000 });
    reader = await createMember(database.db, { homePoints: 1_000 });
    await replayed();
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await primary?.end();
    await standby?.end();
    await run('bash', [script, 'stop', dir]);
    fs.rmSync(path.dirname(dir), { recursive: true, force: true });
  });

  /**
   * Until the standby has replayed everything the primary has written so far. The primary commits
   * asynchronously (scripts/pg-replica.sh: synchronous_commit off), so a commit record can still sit in
   * the WAL buffers past pg_current_wal_lsn() (what is written): wait for the insert position instead.
   */
  async function replayed() {
    const { rows } = await primary.query<{ lsn: string }>('select pg_current_wal_insert_lsn()::text as lsn');
    const lsn = rows[0]?.lsn;
    await vi.waitFor(
      async () => {
        const r = await standby.query<{ done: boolean }>(
          'select pg_last_wal_replay_lsn() >= $1::pg_lsn as done',
          [lsn],
        );
        expect(r.rows[0]?.done).toBe(true);
      },
      { timeout: 60_000, interval: 20 },
    );
  }

  /**
   * Pauses the standby's replay, and waits until it has really paused: a pause is only a request (the
   * startup process honours it at its next record), so a record is written on the primary to reach it.
   */
  async function paused() {
    await standby.query('select pg_wal_replay_pause()');
    await primary.query(`select pg_logical_emit_message(false, 'fairway', 'pause')`);
    await vi.waitFor(
      async () => {
        const r = await standby.query<{ state: string }>('select pg_get_wal_replay_pause_state() as state');
        expect(r.rows[0]?.state).toBe('paused');
      },
      { timeout: 60_000, interval: 20 },
    );
  }

  const time = slotTime(day, '11:40');
  const freeAt = async (cookie: string) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/teetimes?clubId=151&courseId=${DEMO_COURSE.heath}&date=${localDate(day)}&players=1&juniors=0`,
      headers: { cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    const slot = (res.json() as TeeTimes).slots.find((s) => s.time === time);
    if (!slot) throw new Error(`no start at ${time}`);
    return slot.freePlaces;
  };

  it('answers the tee sheet from the standby, the writer from the primary, and shows a cancellation once replayed', async () => {
    const before = await freeAt(reader.cookie);
    await paused();
    try {
      const booked = await postBooking(app, booker.cookie, { time, players: 2 });
      expect(booked.statusCode, booked.body).toBe(201);
      const booking = booked.json() as { Id: number };
      const bookerCookie = `${booker.cookie}; ${cookiesOf(booked.headers['set-cookie'])}`;
      // The writer sees their booking at once (the primary); anyone else reads the standby, paused before it.
      expect(await freeAt(bookerCookie)).toBe(before - 2);
      expect(await freeAt(reader.cookie)).toBe(before);
      // Without the write's cookie, the booker's reads go to the standby too.
      expect(await freeAt(booker.cookie)).toBe(before);
      await standby.query('select pg_wal_replay_resume()');
      await replayed();
      expect(await freeAt(reader.cookie)).toBe(before - 2);

      await paused();
      const cancelled = await app.inject({
        method: 'POST',
        url: `/api/bookings/${booking.Id}/cancel`,
        headers: { cookie: bookerCookie },
        payload: {},
      });
      expect(cancelled.statusCode, cancelled.body).toBeLessThan(300);
      expect(await freeAt(reader.cookie)).toBe(before - 2);
      await standby.query('select pg_wal_replay_resume()');
      await replayed();
      // The cancellation's places are searchable once the standby has replayed it.
      expect(await freeAt(reader.cookie)).toBe(before);
    } finally {
      await standby.query('select pg_wal_replay_resume()');
    }
  });

  it('answers explore from the standby: a club added on the primary is found once replayed', async () => {
    const find = async (cookie: string) => {
      const res = await app.inject({
        method: 'GET',
        url: '/api/explore/clubs?searchTerm=Replica%20Sound%20Links',
        headers: { cookie },
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as ExploreClubsResult).clubs.map((c) => c.Name);
    };
    await paused();
    try {
      await primary.query(`insert into clubs (id, name, customer_service_email, content, latitude, longitude, tier,
          number_of_bookings, accepts_open_play)
        select 993001, 'Replica Sound Links', 'replica@example.com', content, 57.5, -7.2, 2, 0, true
        from clubs where id = 0`);
      expect(await find(reader.cookie)).not.toContain('Replica Sound Links');
      await standby.query('select pg_wal_replay_resume()');
      await replayed();
      expect(await find(reader.cookie)).toContain('Replica Sound Links');
    } finally {
      await standby.query('select pg_wal_replay_resume()');
    }
  });
});
