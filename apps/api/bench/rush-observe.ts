import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { dayjs, instantAt } from '../src/lib/time';

/**
 * What the morning rush (bench/rush.ts) observes and prints: its requests' latencies and codes, the load
 * process's answers, bulk ballot entries, a draw and the database's connections watched from outside, and
 * a course-day's bookings and places counted in SQL.
 */

export type Record_ = [kind: string, status: number, code: string, startedMs: number, endedMs: number];

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;

export function latencies(records: Record_[]) {
  const ms = records.map((r) => r[4] - r[3]).sort((a, b) => a - b);
  const f = (x: number) => `${x.toFixed(0)} ms`;
  return {
    p50: percentile(ms, 50),
    p99: percentile(ms, 99),
    max: ms.at(-1) ?? Number.NaN,
    text:
      ms.length === 0
        ? 'no requests'
        : `p50 ${f(percentile(ms, 50))}, p99 ${f(percentile(ms, 99))}, max ${f(ms.at(-1) ?? Number.NaN)}`,
  };
}

export const countBy = (records: Record_[], key: (r: Record_) => string) => {
  const counts = new Map<string, number>();
  for (const r of records) counts.set(key(r), (counts.get(key(r)) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]);
};
export const mix = (pairs: [string, number][]) => pairs.map(([k, n]) => `${k} ${n}`).join(', ') || 'none';
export const failed = (r: Record_) => r[1] === 0 || r[1] >= 500;

/** The load process: each command answered once with `{ done: cmd }`. */
export function ask<T>(proc: ChildProcess, msg: { cmd: string; [k: string]: unknown } | null, done: string) {
  return new Promise<T>((resolve, reject) => {
    const onMessage = (m: { done?: string }) => {
      if (m.done !== done) return;
      proc.off('message', onMessage);
      proc.off('exit', onExit);
      resolve(m as T);
    };
    const onExit = (code: number) =>
      reject(new Error(`rush load generator exited (${code}) before "${done}"`));
    proc.on('message', onMessage);
    proc.once('exit', onExit);
    if (msg) proc.send(msg);
  });
}

/** Ballot entries in bulk, one per member (entrant alone, position 0), as the entry endpoint writes them. */
export async function insertEntries(
  client: pg.Client,
  ballotId: number,
  memberIds: string[],
  bodies: { players: number; juniors: number; preferences: string[] }[],
): Promise<void> {
  const rows = bodies.map((b, i) => ({
    id: randomBytes(16).toString('hex'),
    member_id: memberIds[i],
    players: b.players,
    juniors: b.juniors,
    preferences: b.preferences,
  }));
  await client.query(
    `with e as (
       select * from jsonb_to_recordset($2::jsonb)
         as e(id text, member_id uuid, players int, juniors int, preferences jsonb)
     ), entries as (
       insert into ballot_entries (id, ballot_id, member_id, players, juniors, preferences)
       select id, $1, member_id, players, juniors, array(select jsonb_array_elements_text(preferences)) from e
     )
     insert into ballot_entrants (ballot_id, member_id, entry_id, position)
     select $1, member_id, id, 0 from e`,
    [ballotId, JSON.stringify(rows)],
  );
}

export const WATCH_MS = 100;

/**
 * Watches a draw from outside (its writes are visible as they commit): when the claim committed (the
 * ballot left Open) and when every entry had its outcome (allocation and bookings done); the rest of
 * the request is the results' transaction (loss runs and a notification per entrant).
 */
export function watchDraw(client: pg.Client, ballotId: number, entries: number) {
  let stopped = false;
  const seen: { claimed: number | null; settled: number | null } = { claimed: null, settled: null };
  const loop = (async () => {
    while (!stopped) {
      const { rows } = await client.query<{ state: string; settled: number }>(
        `select state, (select count(*) from ballot_entries where ballot_id = $1 and outcome is not null)::int
           as settled from ballots where id = $1`,
        [ballotId],
      );
      const now = performance.now();
      if (rows[0] && rows[0].state !== 'Open' && seen.claimed === null) seen.claimed = now;
      if (rows[0] && rows[0].settled >= entries && seen.settled === null) seen.settled = now;
      await new Promise((resolve) => setTimeout(resolve, WATCH_MS));
    }
  })();
  return {
    stop: async (from: number) => {
      stopped = true;
      await loop;
      return {
        claimedMs: seen.claimed === null ? null : seen.claimed - from,
        settledMs: seen.settled === null ? null : seen.settled - from,
      };
    },
  };
}

/**
 * What the database's connections to the bench database do while the rush runs, sampled every WATCH_MS
 * from pg_stat_activity: running, waiting (by wait event: a lock, the WAL …), idle in a transaction (the
 * API's turn: a round trip or its own work) or idle. Shares of connection-samples.
 */
export function sampleActivity(client: pg.Client, databaseName: string) {
  let stopped = false;
  const counts = new Map<string, number>();
  let total = 0;
  const loop = (async () => {
    while (!stopped) {
      const { rows } = await client.query<{ what: string }>(
        `select case
           when state = 'active' and wait_event is null then 'running'
           when state = 'active' then wait_event_type || ':' || wait_event
           when state like 'idle in transaction%' then 'idle in transaction'
           else coalesce(state, 'other') end as what
         from pg_stat_activity
         where datname = $1 and pid <> pg_backend_pid() and backend_type = 'client backend'`,
        [databaseName],
      );
      for (const r of rows) counts.set(r.what, (counts.get(r.what) ?? 0) + 1);
      total += rows.length;
      await new Promise((resolve) => setTimeout(resolve, WATCH_MS));
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      await loop;
      return [...counts]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([what, n]) => `${what} ${((n / Math.max(1, total)) * 100).toFixed(0)}%`)
        .join(', ');
    },
  };
}

/** Bookings (rows and players) and places taken on a course-day, counted in SQL. */
export async function countDay(client: pg.Client, courseId: number, date: string, timeZone: string) {
  const from = instantAt(date, 0, timeZone);
  const to = instantAt(dayjs(date).add(1, 'day').format('YYYY-MM-DD'), 0, timeZone);
  const { rows } = await client.query<{ bookings: number; players: number; taken: number }>(
    `select (select count(*) from bookings where course_id = $1 and starts_at >= $2 and starts_at < $3
               and cancelled_at is null)::int as bookings,
            (select coalesce(sum(number_of_people), 0) from bookings where course_id = $1
               and starts_at >= $2 and starts_at < $3 and cancelled_at is null)::int as players,
            (select coalesce(sum(places_taken), 0) from slot_occupancy where course_id = $1
               and starts_at >= $2 and starts_at < $3)::int as taken`,
    [courseId, from, to],
  );
  return rows[0]!;
}

export const line = (label: string, value: string) => console.log(`  ${label.padEnd(44)} ${value}`);
export const mark = (ok: boolean) => (ok ? '✓' : '✗ FAILED');

/**
 * The ballot's day, released whole by a window in the club's content (as the seed's demo window is):
 * entries open now, the draw is two days ahead (a staff member runs it at once), other days stay free.
 */
export async function addBallotWindow(
  client: pg.Client,
  input: { clubId: number; courseId: number; date: string; daysAhead: number },
): Promise<void> {
  const window = {
    courseId: input.courseId,
    weekdays: [new Date(`${input.date}T12:00:00Z`).getUTCDay()],
    from: '00:00',
    to: '23:59',
    opensDaysAhead: input.daysAhead + 7,
    drawDaysAhead: 2,
    drawAt: '19:00',
  };
  await client.query(
    `update clubs set content = jsonb_set(content, '{ballots}',
       coalesce(content -> 'ballots', '[]'::jsonb) || jsonb_build_array($2::jsonb)) where id = $1`,
    [input.clubId, JSON.stringify(window)],
  );
}
