import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BALLOT_MAX_PREFERENCES } from '@fairway/contracts';
import pg from 'pg';
import { dayjs, instantAt, localDateOf, localParts } from '../src/lib/time';
import { seedDemoData } from '../src/seed';
import { DEMO_COURSE } from '../src/seed/courses';
import { benchDatabase, POSTGRES_URL, pgRates, postgresReachable, runPgbench } from './harness';
import { cpuMs, insertMembers, redisReachable, sessionFor, startInstances } from './instances';
import { bundleServer } from './serve-bundle';

/**
 * `npm run bench:rush` (issue 24 §1): the moment a course-day's tee sheet opens. MEMBERS members with
 * points (inserted in bulk, each with a session) each try to book one place at one instant, on two API
 * instances (the production server bundled as `npm run build` bundles it, in child processes, one
 * database, Redis when reachable), the load from its own process (bench/rush-load.mjs). Then the same
 * morning of another day through a ballot: every member's entry (in bulk; BENCH_RUSH_ENTRIES=api: through
 * the API at one instant), then a staff member runs the draw. Prints a table; false (the standalone run
 * exits 1) when an invariant fails: the 201s, booking rows and places taken disagree, bookings ≠ places
 * although first choices oversubscribe every start, the ballot's winners ≠ its bookings (or its places
 * when oversubscribed), any 5xx or network error.
 *
 * How members choose (a fixed profile, shuffled with BENCH_RUSH_SEED): RUSH_SHARE of them want a start
 * between 08:00 and 09:00, spread evenly over those starts; the others want a start elsewhere in the day,
 * more of them nearer 09:00 (weight 1 / (1 + hours from 09:00)), at least twice a start's places each,
 * so every start is oversubscribed by first choices alone. A member refused SLOT_FULL re-reads the tee
 * sheet and retries once at the start nearest the one they wanted that still shows a place (ties to the
 * earlier), or gives up when none does. In the ballot each member lists their start and the next
 * nearest, BALLOT_MAX_PREFERENCES in all.
 */

const MEMBERS = Number(process.env.BENCH_RUSH_MEMBERS ?? 2000);
/** API instances (1–4); the load alternates between them. */
const INSTANCES = Math.min(4, Math.max(1, Number(process.env.BENCH_RUSH_INSTANCES ?? 2)));
const BASE_PORT = Number(process.env.BENCH_RUSH_PORT ?? 3311);
const SEED = Number(process.env.BENCH_RUSH_SEED ?? 24);
const PGBENCH_SECONDS = Number(process.env.BENCH_RUSH_PGBENCH_SECONDS ?? 10);
const ENTRIES_THROUGH_API = process.env.BENCH_RUSH_ENTRIES === 'api';
const RUSH_SHARE = 0.7;
const CLUB = 151;
const COURSE = DEMO_COURSE.woodland;
const TZ = 'Europe/London';
const RUSH_DAYS_AHEAD = 7;
/** The ballot's day: the next one, the same tee sheet (a weekday window releasing the whole day). */
const BALLOT_DAYS_AHEAD = RUSH_DAYS_AHEAD + 1;
/** Where the servers are warmed up before the rush (booking path and connections). */
const WARM_DAYS_AHEAD = 3;
const WARM_BOOKINGS = 100;
const LOAD_SCRIPT = fileURLToPath(new URL('./rush-load.mjs', import.meta.url));

const localDate = (days: number) => dayjs(localDateOf(new Date(), TZ)).add(days, 'day').format('YYYY-MM-DD');

type Record_ = [kind: string, status: number, code: string, startedMs: number, endedMs: number];
type Start = { time: string; minute: number; places: number };
type Sheet = { slots: { time: string; freePlaces: number; bookable: boolean }[] };

/** mulberry32: a small seeded PRNG, so the same seed gives the same choices. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Splits `total` over weights by largest remainder: whole numbers summing to `total`. */
function apportion(total: number, weights: number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  const exact = weights.map((w) => (sum > 0 ? (total * w) / sum : 0));
  const whole = exact.map(Math.floor);
  let left = total - whole.reduce((s, n) => s + n, 0);
  const byRemainder = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r);
  for (const { i } of byRemainder) {
    if (left-- <= 0) break;
    whole[i]! += 1;
  }
  return whole;
}

/** Each member's wanted start (an index into `starts`), by the profile above. */
export function chooseStarts(starts: Start[], members: number, seed: number): number[] {
  const isMorning = (s: Start) => s.minute >= 8 * 60 && s.minute < 9 * 60;
  const morning = starts.map((s, i) => (isMorning(s) ? i : -1)).filter((i) => i >= 0);
  const rest = starts.map((s, i) => (isMorning(s) ? -1 : i)).filter((i) => i >= 0);
  const counts = new Array<number>(starts.length).fill(0);
  const morningMembers = morning.length ? Math.round(members * RUSH_SHARE) : 0;
  apportion(
    morningMembers,
    morning.map(() => 1),
  ).forEach((n, k) => {
    counts[morning[k]!] = n;
  });
  const others = members - morningMembers;
  const floors = rest.map((i) => Math.min(2 * starts[i]!.places, Math.floor(others / rest.length)));
  const spare = others - floors.reduce((s, n) => s + n, 0);
  const weights = rest.map((i) => 1 / (1 + Math.abs(starts[i]!.minute - 9 * 60) / 60));
  apportion(spare, weights).forEach((n, k) => {
    counts[rest[k]!] = floors[k]! + n;
  });
  const wanted = counts.flatMap((n, i) => new Array<number>(n).fill(i));
  const random = prng(seed);
  for (let i = wanted.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [wanted[i], wanted[j]] = [wanted[j]!, wanted[i]!];
  }
  return wanted;
}

/** The ballot's times (`HH:mm`) nearest the member's wanted start (ties to the earlier), as preferences. */
function preferencesOf(times: string[], wantedMinute: number): string[] {
  const minute = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
  const distance = (t: string) => Math.abs(minute(t) - wantedMinute);
  return [...times]
    .sort((a, b) => distance(a) - distance(b) || minute(a) - minute(b))
    .slice(0, BALLOT_MAX_PREFERENCES);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;

function latencies(records: Record_[]) {
  const ms = records.map((r) => r[4] - r[3]).sort((a, b) => a - b);
  const f = (x: number) => `${x.toFixed(0)} ms`;
  return {
    p50: percentile(ms, 50),
    p99: percentile(ms, 99),
    max: ms.at(-1) ?? Number.NaN,
    text: `p50 ${f(percentile(ms, 50))}, p99 ${f(percentile(ms, 99))}, max ${f(ms.at(-1) ?? Number.NaN)}`,
  };
}

const countBy = (records: Record_[], key: (r: Record_) => string) => {
  const counts = new Map<string, number>();
  for (const r of records) counts.set(key(r), (counts.get(key(r)) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]);
};
const mix = (pairs: [string, number][]) => pairs.map(([k, n]) => `${k} ${n}`).join(', ') || 'none';
const failed = (r: Record_) => r[1] === 0 || r[1] >= 500;

/** The load process: each command answered once with `{ done: cmd }`. */
function ask<T>(proc: ChildProcess, msg: { cmd: string; [k: string]: unknown } | null, done: string) {
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
async function insertEntries(
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

const WATCH_MS = 100;

/**
 * Watches a draw from outside (its writes are visible as they commit): when the claim committed (the
 * ballot left Open) and when every entry had its outcome (allocation and bookings done); the rest of
 * the request is the results' transaction (loss runs and a notification per entrant).
 */
function watchDraw(client: pg.Client, ballotId: number, entries: number) {
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
function sampleActivity(client: pg.Client, databaseName: string) {
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
async function countDay(client: pg.Client, date: string) {
  const from = instantAt(date, 0, TZ);
  const to = instantAt(dayjs(date).add(1, 'day').format('YYYY-MM-DD'), 0, TZ);
  const { rows } = await client.query<{ bookings: number; players: number; taken: number }>(
    `select (select count(*) from bookings where course_id = $1 and starts_at >= $2 and starts_at < $3
               and cancelled_at is null)::int as bookings,
            (select coalesce(sum(number_of_people), 0) from bookings where course_id = $1
               and starts_at >= $2 and starts_at < $3 and cancelled_at is null)::int as players,
            (select coalesce(sum(places_taken), 0) from slot_occupancy where course_id = $1
               and starts_at >= $2 and starts_at < $3)::int as taken`,
    [COURSE, from, to],
  );
  return rows[0]!;
}

const line = (label: string, value: string) => console.log(`  ${label.padEnd(44)} ${value}`);
const mark = (ok: boolean) => (ok ? '✓' : '✗ FAILED');

/** The whole bench; resolves with whether every invariant held (null: skipped, PostgreSQL unreachable). */
export async function benchRush(): Promise<boolean | null> {
  if (!(await postgresReachable())) {
    console.log(`\nRush bench skipped: PostgreSQL (${POSTGRES_URL}) unreachable.`);
    return null;
  }
  const loadAtStart = (os.loadavg()[0] ?? 0).toFixed(1);
  if (pgRates.tpcbTps === 0) await runPgbench({ seconds: PGBENCH_SECONDS, selects: false });
  const withRedis = await redisReachable();
  const started = performance.now();
  const database = await benchDatabase('postgres');
  const dbUrl = new URL(POSTGRES_URL);
  dbUrl.pathname = `/${database.name}`;
  const client = new pg.Client({ connectionString: dbUrl.toString() });
  const procs: ChildProcess[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-rush-'));
  let ok = true;
  try {
    await seedDemoData(database.db);
    await client.connect();
    const rushDate = localDate(RUSH_DAYS_AHEAD);
    const ballotDate = localDate(BALLOT_DAYS_AHEAD);
    const ballotWeekday = new Date(`${ballotDate}T12:00:00Z`).getUTCDay();
    // The ballot's day, released whole by a window in the club's content (as the seed's demo window is):
    // entries open now, the draw is two days ahead (a staff member runs it now), the rush's day is free.
    const window = {
      courseId: COURSE,
      weekdays: [ballotWeekday],
      from: '00:00',
      to: '23:59',
      opensDaysAhead: BALLOT_DAYS_AHEAD + 7,
      drawDaysAhead: 2,
      drawAt: '19:00',
    };
    await client.query(
      `update clubs set content = jsonb_set(content, '{ballots}',
         coalesce(content -> 'ballots', '[]'::jsonb) || jsonb_build_array($2::jsonb)) where id = $1`,
      [CLUB, JSON.stringify(window)],
    );
    const { ids: memberIds, cookies } = await insertMembers(client, MEMBERS, CLUB);
    const staffCookie = await sessionFor(client, 'staff@example.com');

    const tSeeded = performance.now();
    const serverScript = await bundleServer();
    const { bases, servers } = await startInstances({
      count: INSTANCES,
      serverScript,
      basePort: BASE_PORT,
      databaseUrl: dbUrl.toString(),
      dataDir,
      withRedis,
      logLevel: process.env.BENCH_RUSH_LOG_LEVEL,
    });
    procs.push(...servers);

    const sheetPath = `/api/teetimes?clubId=${CLUB}&courseId=${COURSE}&date=${rushDate}&players=1&juniors=0`;
    const sheetRes = await fetch(`${bases[0]}${sheetPath}`, { headers: { cookie: cookies[0]! } });
    if (!sheetRes.ok) throw new Error(`tee sheet read failed: ${sheetRes.status} ${await sheetRes.text()}`);
    const sheet = (await sheetRes.json()) as Sheet;
    const starts: Start[] = sheet.slots
      .filter((s) => s.bookable && s.freePlaces > 0)
      .map((s) => ({
        time: s.time,
        minute: localParts(new Date(s.time), TZ).minuteOfDay,
        places: s.freePlaces,
      }));
    const places = starts.reduce((s, x) => s + x.places, 0);
    const wanted = chooseStarts(starts, MEMBERS, SEED);
    const firstChoices = new Map<number, number>();
    for (const w of wanted) firstChoices.set(w, (firstChoices.get(w) ?? 0) + 1);
    const everyStartOversubscribed = starts.every((s, i) => (firstChoices.get(i) ?? 0) >= s.places);

    const load = fork(LOAD_SCRIPT, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], execArgv: [] });
    procs.push(load);
    await ask(load, null, 'ready');
    await ask(load, { cmd: 'setup', bases, cookies }, 'setup');

    const tServers = performance.now();
    // Warm-up (not measured), as servers that have been up: on both instances, bookings of another day
    // (five members to a start of four places, so refusals too) and reads of the rush's sheet.
    const warmDate = localDate(WARM_DAYS_AHEAD);
    const warmStarts = Math.max(1, Math.min(starts.length, Math.floor(WARM_BOOKINGS / 5)));
    const warm = await ask<{ statuses: Record<string, number> }>(
      load,
      {
        cmd: 'warm',
        concurrency: 20,
        requests: [
          ...Array.from({ length: Math.min(WARM_BOOKINGS, MEMBERS) }, (_, i) => ({
            member: i,
            method: 'POST',
            path: '/api/bookings',
            key: `warm-${i}`,
            body: JSON.stringify({
              clubId: CLUB,
              courseId: COURSE,
              time: instantAt(warmDate, starts[i % warmStarts]!.minute, TZ).toISOString(),
              players: 1,
              juniors: 0,
            }),
          })),
          ...Array.from({ length: Math.min(40, MEMBERS) }, (_, i) => ({
            member: i,
            method: 'GET',
            path: sheetPath,
          })),
        ],
      },
      'warm',
    );
    // Every member's connection open before the times release (their app has the sheet open: the empty
    // one read above); an unauthenticated hello, so the warm-up costs the database nothing.
    const connected = await ask<{ statuses: Record<string, number> }>(
      load,
      { cmd: 'read', path: '/api/hello', concurrency: 100 },
      'read',
    );
    if ((connected.statuses['200'] ?? 0) !== MEMBERS) {
      throw new Error(`pre-rush connections: ${JSON.stringify(connected.statuses)}`);
    }
    const tWarm = performance.now();
    const cpuBefore = servers.map((s) => cpuMs(s.pid!));
    const activity = sampleActivity(client, database.name);
    const rush = await ask<{ records: Record_[]; issuedMs: number; gaveUp: number }>(
      load,
      {
        cmd: 'rush',
        path: '/api/bookings',
        sheetPath,
        attempts: wanted.map((w, member) => ({
          member,
          time: starts[w]!.time,
          key: `rush-${member}`,
          body: JSON.stringify({
            clubId: CLUB,
            courseId: COURSE,
            time: starts[w]!.time,
            players: 1,
            juniors: 0,
          }),
        })),
      },
      'rush',
    );
    const cpuRush = servers.reduce((s, p, n) => s + cpuMs(p.pid!) - cpuBefore[n]!, 0);
    const dbActivity = await activity.stop();
    const rushDay = await countDay(client, rushDate);

    // The ballot: the next day's sheet (its ballot opened through the API), every member's entry, the
    // staff's draw. Entries trickle in over the days a ballot is open, so they are inserted in bulk
    // (BENCH_RUSH_ENTRIES=api sends them through the API at one instant instead).
    const tRush = performance.now();
    const ballotsRes = await fetch(
      `${bases[0]}/api/ballots?clubId=${CLUB}&courseId=${COURSE}&date=${ballotDate}`,
      { headers: { cookie: staffCookie } },
    );
    const ballots = (await ballotsRes.json()) as { Id: number; Times: string[] }[];
    const ballot = ballots[0];
    if (!ballotsRes.ok || !ballot) throw new Error(`no ballot for ${ballotDate}: ${JSON.stringify(ballots)}`);
    const entryBodies = wanted.map((w) => ({
      players: 1,
      juniors: 0,
      preferences: preferencesOf(ballot.Times, starts[w]!.minute),
    }));
    let entries: { records: Record_[]; issuedMs: number; cpuMs: number } | null = null;
    if (ENTRIES_THROUGH_API) {
      const before = servers.map((s) => cpuMs(s.pid!));
      const burst = await ask<{ records: Record_[]; issuedMs: number }>(
        load,
        {
          cmd: 'burst',
          requests: entryBodies.map((body, member) => ({
            member,
            method: 'POST',
            path: `/api/ballots/${ballot.Id}/entries`,
            body: JSON.stringify(body),
          })),
        },
        'burst',
      );
      entries = { ...burst, cpuMs: servers.reduce((s, p, n) => s + cpuMs(p.pid!) - before[n]!, 0) };
    } else {
      await insertEntries(client, ballot.Id, memberIds, entryBodies);
    }
    const watch = watchDraw(client, ballot.Id, MEMBERS);
    const drawStarted = performance.now();
    const cpuBeforeDraw = cpuMs(servers[0]!.pid!);
    const drawRes = await fetch(`${bases[0]}/api/staff/ballots/${ballot.Id}/draw`, {
      method: 'POST',
      headers: { cookie: staffCookie },
    });
    const drawMs = performance.now() - drawStarted;
    const drawCpu = cpuMs(servers[0]!.pid!) - cpuBeforeDraw;
    const phases = await watch.stop(drawStarted);
    const draw = (await drawRes.json()) as { Won?: number; Lost?: number; code?: string };
    const ballotDay = await countDay(client, ballotDate);
    const { rows: outcomes } = await client.query<{ outcome: string; n: number }>(
      `select coalesce(outcome, 'none') as outcome, count(*)::int as n from ballot_entries
       where ballot_id = $1 group by 1 order by 2 desc`,
      [ballot.Id],
    );
    // The free places per time the draw snapshotted; oversubscribed when first preferences alone fill each.
    const { rows: snapshot } = await client.query<{ capacity: Record<string, number> | null }>(
      'select capacity from ballots where id = $1',
      [ballot.Id],
    );
    const capacity = snapshot[0]?.capacity ?? {};
    const ballotPlaces = Object.values(capacity).reduce((sum, n) => sum + n, 0);
    const firstPreferences = new Map<string, number>();
    for (const e of entryBodies) {
      const t = e.preferences[0] ?? '';
      firstPreferences.set(t, (firstPreferences.get(t) ?? 0) + 1);
    }
    const ballotOversubscribed = Object.entries(capacity).every(
      ([t, free]) => (firstPreferences.get(t) ?? 0) >= free,
    );
    const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    const drawSplit =
      phases.claimedMs !== null && phases.settledMs !== null
        ? `claim ${secs(phases.claimedMs)}, allocate + book ${secs(phases.settledMs - phases.claimedMs)}, ` +
          `results + ${MEMBERS} notifications ${secs(drawMs - phases.settledMs)} (sampled every ${WATCH_MS} ms)`
        : 'not observed';

    // The figures.
    const records = rush.records;
    const bookingPosts = records.filter((r) => r[0] !== 'read');
    const created = bookingPosts.filter((r) => r[1] === 201).length;
    const end = Math.max(...records.map((r) => r[4]));
    const lastCreated = Math.max(0, ...bookingPosts.filter((r) => r[1] === 201).map((r) => r[4]));
    const fiveXx = [...records, ...(entries?.records ?? [])].filter(failed).length;
    const attemptsPerSec = bookingPosts.length / (end / 1000);
    const tpcb = pgRates.tpcbTps;
    const pct = (x: number) =>
      tpcb ? `${((x / tpcb) * 100).toFixed(1)}% of TPC-B (${Math.round(tpcb)} tps)` : 'TPC-B n/a';
    // The answers agree with the database; and when first choices alone oversubscribe every start,
    // every place is booked.
    const consistent =
      rushDay.bookings === created && rushDay.players === created && rushDay.taken === created;
    const rushOk = consistent && (!everyStartOversubscribed || created === places);
    const won = draw.Won ?? -1;
    const ballotOk =
      drawRes.status === 200 &&
      won === ballotDay.bookings &&
      ballotDay.taken === won &&
      won <= ballotPlaces &&
      (!ballotOversubscribed || won === ballotPlaces);
    ok = rushOk && fiveXx === 0 && ballotOk;

    console.log(
      `\nMorning rush: ${MEMBERS} members book one place each at one instant; ${starts.length} starts × ` +
        `${starts[0]?.places ?? 0} = ${places} places (Woodland Course, ${rushDate}); ${INSTANCES} API instance${INSTANCES === 1 ? '' : 's'} ` +
        `(production bundle${withRedis ? ', Redis hub' : ''}), load from its own process`,
    );
    line(
      'machine',
      `${os.cpus().length} cores, load average ${loadAtStart} at the start, ${(os.loadavg()[0] ?? 0).toFixed(1)} at the end`,
    );
    line(
      'requests released together',
      `${MEMBERS} POST /api/bookings, sent within ${rush.issuedMs.toFixed(0)} ms`,
    );
    line(
      'first choices',
      `${Math.round(RUSH_SHARE * 100)}% 08:00–09:00; every start oversubscribed: ${everyStartOversubscribed ? 'yes' : 'no'}`,
    );
    line(
      'bookings made (201) vs places',
      `${created} of ${places}; SQL: ${rushDay.bookings} bookings, ${rushDay.taken} places taken ${mark(rushOk)}`,
    );
    line(
      'refusals, first attempt',
      mix(
        countBy(
          records.filter((r) => r[0] === 'book' && r[1] !== 201),
          (r) => r[2],
        ),
      ),
    );
    line(
      'retries (nearest start with a place)',
      `${records.filter((r) => r[0] === 'retry').length}: ${mix(
        countBy(
          records.filter((r) => r[0] === 'retry'),
          (r) => (r[1] === 201 ? '201' : r[2]),
        ),
      )}; ${rush.gaveUp} gave up (sheet full on re-read)`,
    );
    line('5xx or network errors', `${fiveXx} ${mark(fiveXx === 0)}`);
    line('POST /api/bookings latency', latencies(bookingPosts).text);
    line('GET /api/teetimes (re-reads) latency', latencies(records.filter((r) => r[0] === 'read')).text);
    line('all requests latency', `${latencies(records).text}   (goal p99 < 250 ms)`);
    line('sheet full after', `${lastCreated.toFixed(0)} ms; all answered after ${end.toFixed(0)} ms`);
    line(
      'throughput',
      `${Math.round(records.length / (end / 1000))} req/s; ${Math.round(attemptsPerSec)} booking requests/s = ${pct(attemptsPerSec)}`,
    );
    line(
      `server CPU per request (${INSTANCES === 1 ? 'the instance' : `all ${INSTANCES} instances`})`,
      `${((cpuRush * 1000) / records.length).toFixed(0)} µs (${(cpuRush / 1000).toFixed(2)} s over ${records.length} requests)`,
    );
    line('database connections during the rush', dbActivity);
    console.log(
      `\n  The same morning through a ballot (Woodland Course, ${ballotDate}, ${ballot.Times.length} starts):`,
    );
    if (entries) {
      const last = Math.max(...entries.records.map((r) => r[4]));
      line(
        'entries at one instant (API)',
        `${MEMBERS} POST /api/ballots/{id}/entries, sent within ${entries.issuedMs.toFixed(0)} ms: ${mix(countBy(entries.records, (r) => (r[1] === 201 ? '201' : r[2])))}`,
      );
      line(
        'entry latency',
        `${latencies(entries.records).text}; ${Math.round(entries.records.length / (last / 1000))} entries/s; server CPU ${((entries.cpuMs * 1000) / entries.records.length).toFixed(0)} µs each`,
      );
    } else {
      line('entries', `${MEMBERS} (inserted in bulk), 1 player each, ${BALLOT_MAX_PREFERENCES} preferences`);
    }
    line(
      'draw + book (POST …/staff/ballots/{id}/draw)',
      `${(drawMs / 1000).toFixed(2)} s (server CPU ${(drawCpu / 1000).toFixed(2)} s), HTTP ${drawRes.status}${draw.code ? ` ${draw.code}` : ''}`,
    );
    line('  of which', drawSplit);
    line(
      'entries allocated vs places',
      `${won} won of ${ballotPlaces} places (${draw.Lost ?? '?'} lost; every time oversubscribed: ${ballotOversubscribed ? 'yes' : 'no'}); SQL: ${ballotDay.bookings} bookings, ${ballotDay.taken} places taken ${mark(ballotOk)}`,
    );
    line('entry outcomes', outcomes.map((o) => `${o.outcome} ${o.n}`).join(', '));
    line(
      'warm-up (not measured)',
      `${WARM_BOOKINGS} bookings on ${warmDate}, 40 sheet reads: ${mix(Object.entries(warm.statuses))}`,
    );
    const s_ = (from: number, to: number) => `${((to - from) / 1000).toFixed(0)} s`;
    line(
      'wall time after pgbench',
      `${s_(started, performance.now())}: database + seed + members ${s_(started, tSeeded)}, bundle + ` +
        `start ${s_(tSeeded, tServers)}, warm-up + reads ${s_(tServers, tWarm)}, rush ${s_(tWarm, tRush)}, ` +
        `ballot ${s_(tRush, performance.now())}`,
    );
    if (!ok) console.log('  Rush bench: an invariant FAILED (see ✗ above).');
    return ok;
  } finally {
    for (const p of procs) {
      if (p.exitCode !== null) continue;
      if (p.connected) p.send({ cmd: 'stop' });
      else p.kill('SIGTERM');
    }
    await Promise.all(
      procs.map((p) =>
        p.exitCode !== null
          ? undefined
          : Promise.race([once(p, 'exit'), new Promise((r) => setTimeout(r, 10_000))]).then(() => {
              if (p.exitCode === null) p.kill('SIGKILL');
            }),
      ),
    );
    await client.end().catch(() => {});
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const ok = await benchRush();
  process.exit(ok ? 0 : 1);
}
