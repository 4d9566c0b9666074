import { fork } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { BALLOT_MAX_PREFERENCES } from '@fairway/contracts';
import { dayjs, instantAt, localDateOf } from '../src/lib/time';
import { DEMO_COURSE } from '../src/seed/courses';
import { POSTGRES_URL, pgRates, postgresReachable, runPgbench } from './harness';
import { cpuMs } from './instances';
import {
  chooseStarts,
  firstPreferencesFill,
  preferencesOf,
  RUSH_SHARE,
  type Sheet,
  startsOf,
} from './rush-choices';
import { benchRushLine } from './rush-line';
import {
  addBallotWindow,
  ask,
  countBy,
  countDay,
  failed,
  insertEntries,
  latencies,
  line,
  mark,
  mix,
  type Record_,
  sampleActivity,
  WATCH_MS,
  watchDraw,
} from './rush-observe';
import { openRushStage } from './rush-stage';

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
 * How members choose: bench/rush-choices.ts. BENCH_MODE=line: the rush through the release line instead (bench/rush-line.ts).
 */

const MEMBERS = Number(process.env.BENCH_RUSH_MEMBERS ?? 2000);
/** API instances (1–4); the load alternates between them. */
const INSTANCES = Math.min(4, Math.max(1, Number(process.env.BENCH_RUSH_INSTANCES ?? 2)));
const BASE_PORT = Number(process.env.BENCH_RUSH_PORT ?? 3311);
const SEED = Number(process.env.BENCH_RUSH_SEED ?? 24);
const PGBENCH_SECONDS = Number(process.env.BENCH_RUSH_PGBENCH_SECONDS ?? 10);
const ENTRIES_THROUGH_API = process.env.BENCH_RUSH_ENTRIES === 'api';
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

/** The whole bench; resolves with whether every invariant held (null: skipped, PostgreSQL unreachable). */
export async function benchRush(): Promise<boolean | null> {
  if (!(await postgresReachable())) {
    console.log(`\nRush bench skipped: PostgreSQL (${POSTGRES_URL}) unreachable.`);
    return null;
  }
  const loadAtStart = (os.loadavg()[0] ?? 0).toFixed(1);
  if (pgRates.tpcbTps === 0) await runPgbench({ seconds: PGBENCH_SECONDS, selects: false });
  const started = performance.now();
  const stage = await openRushStage({ members: MEMBERS, clubId: CLUB, label: 'rush' });
  const { client, memberIds, cookies, staffCookie, withRedis, procs } = stage;
  let ok = true;
  try {
    const rushDate = localDate(RUSH_DAYS_AHEAD);
    const ballotDate = localDate(BALLOT_DAYS_AHEAD);
    await addBallotWindow(client, {
      clubId: CLUB,
      courseId: COURSE,
      date: ballotDate,
      daysAhead: BALLOT_DAYS_AHEAD,
    });

    const tSeeded = performance.now();
    const { bases, servers } = await stage.start({ count: INSTANCES, basePort: BASE_PORT });

    const sheetPath = `/api/teetimes?clubId=${CLUB}&courseId=${COURSE}&date=${rushDate}&players=1&juniors=0`;
    const sheetRes = await fetch(`${bases[0]}${sheetPath}`, { headers: { cookie: cookies[0]! } });
    if (!sheetRes.ok) throw new Error(`tee sheet read failed: ${sheetRes.status} ${await sheetRes.text()}`);
    const sheet = (await sheetRes.json()) as Sheet;
    const starts = startsOf(sheet, TZ);
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
    const activity = sampleActivity(client, stage.databaseName);
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
    const rushDay = await countDay(client, COURSE, rushDate, TZ);

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
    const ballotDay = await countDay(client, COURSE, ballotDate, TZ);
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
    const ballotOversubscribed = firstPreferencesFill(capacity, entryBodies);
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
    await stage.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const ok = process.env.BENCH_MODE === 'line' ? await benchRushLine() : await benchRush();
  process.exit(ok ? 0 : 1);
}
