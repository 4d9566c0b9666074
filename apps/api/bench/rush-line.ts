import { fork } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import type { ReleaseLine } from '@fairway/contracts';
import { dayjs, instantAt, localDateOf, localParts, plusDays } from '../src/lib/time';
import { DEMO_COURSE } from '../src/seed/courses';
import { ceiling, measureCeiling, POSTGRES_URL, pgRates, postgresReachable, runPgbench } from './harness';
import { cpuMs } from './instances';
import { chooseStarts, type Sheet, startsOf } from './rush-choices';
import { oversold, tickets, waitlisted } from './rush-line-check';
import {
  ask,
  countBy,
  countDay,
  failed,
  latencies,
  line,
  mark,
  mix,
  percentile,
  type Record_,
  sampleActivity,
} from './rush-observe';
import { openRushStage } from './rush-stage';

/**
 * `BENCH_MODE=line npm run bench:rush` (issue 45 §3): the rush through the release line. Two production
 * API instances (as bench/rush.ts starts them) on a fresh PostgreSQL database; a staff member gives the
 * Woodland Course a release through the content API, opening at the next whole minute after the gathering
 * has had time (the last day of the booking window, as a release opens it). MEMBERS members take a ticket
 * in the gathering, JOIN_PER_SECOND a second; from the opening each follows their ticket to a definite
 * answer: booked, or the day full and a place on the waitlist (bench/rush-line-flow.mjs). Anchors of the
 * same run: bare Fastify in its own process and TPC-B. False (exit 1) when an invariant fails: any 5xx,
 * a start oversold, a member without a definite answer, answers that disagree with the database.
 *
 * The admission rate (ADMIT_PER_MINUTE, 600 by default: 10 members a second) is the one this shared
 * 2-core machine sustained on 5 December 2026 with every request's p99 under 250 ms (147 ms at load
 * average 6 → 3): the members answered a second matched the rate admitted, each answer within a second of
 * its turn (p50). At 1,200 a minute p99 was 286 ms on a quieter machine; on a loaded one 1,200 and 3,000
 * fell 22–46 s behind the turns (docs/performance.md).
 */

const MEMBERS = Number(process.env.BENCH_RUSH_MEMBERS ?? 2000);
const INSTANCES = Math.min(4, Math.max(1, Number(process.env.BENCH_RUSH_INSTANCES ?? 2)));
const BASE_PORT = Number(process.env.BENCH_RUSH_PORT ?? 3311);
const SEED = Number(process.env.BENCH_RUSH_SEED ?? 24);
const PGBENCH_SECONDS = Number(process.env.BENCH_RUSH_PGBENCH_SECONDS ?? 10);
const ADMIT_PER_MINUTE = Number(process.env.BENCH_LINE_ADMIT_PER_MINUTE ?? 600);
const JOIN_PER_SECOND = Number(process.env.BENCH_LINE_JOIN_PER_SECOND ?? 100);
/** How often a waiting member's screen reads their ticket (the web app's LINE_REFRESH_MS). */
const POLL_MS = Number(process.env.BENCH_LINE_POLL_MS ?? 15_000);
const TURN_MINUTES = 3;
const CLUB = 151;
const COURSE = DEMO_COURSE.woodland;
const TZ = 'Europe/London';
const WARM_DAYS_AHEAD = 3;
const LOAD_SCRIPT = fileURLToPath(new URL('./rush-load.mjs', import.meta.url));

type Answer = [member: number, what: string, atMs: number];

async function call<T>(base: string, cookie: string, method: string, url: string, body?: unknown) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text}`);
  return JSON.parse(text) as T;
}

/** An instance's event-loop lag since its last scrape (prom-client's, from its /metrics), in ms. */
async function loopLag(base: string): Promise<{ p99: number; max: number }> {
  const text = await fetch(`${base}/metrics`).then((r) => r.text());
  const gauge = (name: string) =>
    Number(new RegExp(`^${name} ([\\d.e+-]+)`, 'm').exec(text)?.[1] ?? Number.NaN) * 1000;
  return { p99: gauge('nodejs_eventloop_lag_p99_seconds'), max: gauge('nodejs_eventloop_lag_max_seconds') };
}

export async function benchRushLine(): Promise<boolean | null> {
  if (!(await postgresReachable())) {
    console.log(`\nRush-line bench skipped: PostgreSQL (${POSTGRES_URL}) unreachable.`);
    return null;
  }
  const loadAtStart = (os.loadavg()[0] ?? 0).toFixed(1);
  await measureCeiling();
  await runPgbench({ seconds: PGBENCH_SECONDS, selects: false });
  const stage = await openRushStage({ members: MEMBERS, clubId: CLUB, label: 'line' });
  const { client, memberIds, cookies, staffCookie, withRedis, procs } = stage;
  try {
    const { rows: clubRows } = await client.query<{ days: number }>(
      'select booking_window_days as days from clubs where id = $1',
      [CLUB],
    );
    const windowDays = clubRows[0]!.days;
    // The demo's own release of the course (19:00) would make its line as soon as a server's job runs:
    // the club starts without one, and the bench's release comes later through the content API.
    await client.query(`update clubs set content = content - 'release' where id = $1`, [CLUB]);
    const { bases, servers } = await stage.start({ count: INSTANCES, basePort: BASE_PORT });

    // The course's starts and places as the API shows them before anyone books (another day of the same
    // course): what members want, and the capacity the end checks each start against.
    const warmDate = dayjs(localDateOf(new Date(), TZ)).add(WARM_DAYS_AHEAD, 'day').format('YYYY-MM-DD');
    const sheetOf = (date: string) =>
      `/api/teetimes?clubId=${CLUB}&courseId=${COURSE}&date=${date}&players=1&juniors=0`;
    const starts = startsOf(await call<Sheet>(bases[0]!, cookies[0]!, 'GET', sheetOf(warmDate)), TZ);
    const hhmm = (minute: number) =>
      `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
    const capacity = new Map(starts.map((s) => [hhmm(s.minute), s.places]));
    const places = starts.reduce((sum, s) => sum + s.places, 0);

    const load = fork(LOAD_SCRIPT, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], execArgv: [] });
    procs.push(load);
    await ask(load, null, 'ready');
    await ask(load, { cmd: 'setup', bases, cookies }, 'setup');
    // Warm-up (not measured): bookings of the warm day (five members to a start of four places) and
    // sheet reads on both instances; then every member's connection open, as their app is.
    const warmStarts = Math.max(1, Math.min(starts.length, 20));
    await ask(
      load,
      {
        cmd: 'warm',
        concurrency: 20,
        requests: [
          ...Array.from({ length: Math.min(100, MEMBERS) }, (_, i) => ({
            member: i,
            method: 'POST',
            path: '/api/bookings',
            key: `warm-${i}`,
            body: JSON.stringify({
              clubId: CLUB,
              courseId: COURSE,
              time: starts[i % warmStarts]!.time,
              players: 1,
              juniors: 0,
            }),
          })),
          ...Array.from({ length: Math.min(40, MEMBERS) }, (_, i) => ({
            member: i,
            method: 'GET',
            path: sheetOf(warmDate),
          })),
        ],
      },
      'warm',
    );
    await ask(load, { cmd: 'read', path: '/api/hello', concurrency: 100 }, 'read');

    // The release: opening at the next whole minute once the gathering has had time to take every ticket.
    const lead = (MEMBERS / JOIN_PER_SECOND) * 1000 + 10_000;
    const opensAt = new Date(Math.ceil((Date.now() + lead) / 60_000) * 60_000);
    const at = hhmm(localParts(opensAt, TZ).minuteOfDay);
    const lineDate = plusDays(localDateOf(opensAt, TZ), windowDays);
    const content = await call<Record<string, unknown>>(
      bases[0]!,
      staffCookie,
      'GET',
      `/api/staff/clubs/${CLUB}/content`,
    );
    const release = {
      courseId: COURSE,
      at,
      lineOpensMinutesBefore: 15,
      admitPerMinute: ADMIT_PER_MINUTE,
      turnMinutes: TURN_MINUTES,
    };
    await call(bases[0]!, staffCookie, 'PUT', `/api/staff/clubs/${CLUB}/content`, {
      ...content,
      release: [release],
    });
    const [theLine] = await call<ReleaseLine[]>(
      bases[0]!,
      cookies[0]!,
      'GET',
      `/api/release-lines?clubId=${CLUB}&courseId=${COURSE}&date=${lineDate}`,
    );
    if (!theLine || Date.parse(theLine.OpensAt) !== opensAt.getTime() || theLine.State !== 'Gathering') {
      throw new Error(`no gathering line for ${lineDate} at ${at}: ${JSON.stringify(theLine)}`);
    }
    const joined = await ask<{ records: Record_[] }>(
      load,
      { cmd: 'join', lineId: theLine.Id, members: MEMBERS, perSecond: JOIN_PER_SECOND },
      'join',
    );
    const joinedMs = Date.now();

    // From the opening: every member to an answer.
    const wants = chooseStarts(starts, MEMBERS, SEED).map((w) => ({
      clubId: CLUB,
      courseId: COURSE,
      time: instantAt(lineDate, starts[w]!.minute, TZ).toISOString(),
    }));
    await Promise.all(bases.map(loopLag)); // from here on (each scrape starts the lag's histogram again)
    const cpuBefore = servers.map((s) => cpuMs(s.pid!));
    const activity = sampleActivity(client, stage.databaseName);
    const followed = await ask<{ records: Record_[]; answers: Answer[] }>(
      load,
      {
        cmd: 'follow',
        lineId: theLine.Id,
        opensAtEpoch: opensAt.getTime(),
        pollMs: POLL_MS,
        sheetPath: sheetOf(lineDate),
        wants,
      },
      'follow',
    );
    const cpuFollow = servers.reduce((s, p, n) => s + cpuMs(p.pid!) - cpuBefore[n]!, 0);
    const lags = await Promise.all(bases.map(loopLag));
    const dbActivity = await activity.stop();

    // What the database says.
    const day = await countDay(client, COURSE, lineDate, TZ);
    const over = await oversold(client, { courseId: COURSE, date: lineDate, timeZone: TZ, capacity });
    const onWaitlist = await waitlisted(client, COURSE, lineDate, TZ);
    const ticketRows = await tickets(client, theLine.Id);

    const records = followed.records;
    const all = [...joined.records, ...records];
    const answers = followed.answers;
    const booked = answers.filter((a) => a[1] === 'booked').length;
    const waiting = answers.filter((a) => a[1] === 'waitlist').length;
    const lastAnswer = Math.max(...answers.map((a) => a[2]));
    const lastAdmit = Math.max(...[...ticketRows.admitMs.values()].map((ms) => ms ?? 0));
    const afterTurn = answers
      .map((a) => a[2] - (ticketRows.admitMs.get(memberIds[a[0]]!) ?? Number.NaN))
      .sort((x, y) => x - y);
    const fiveXx = all.filter(failed).length;
    const definite = booked + waiting === MEMBERS && answers.length === MEMBERS;
    const consistent =
      day.bookings === booked && day.taken === booked && onWaitlist === waiting && ticketRows.done === booked;
    const full = MEMBERS < places || booked === places;
    const ok =
      fiveXx === 0 && over.over === 0 && over.counterDisagrees === 0 && definite && consistent && full;
    const followEnd = Math.max(0, ...records.map((r) => r[4]));
    const follow = records.length / (followEnd / 1000);
    const tpcb = pgRates.tpcbTps;
    const allLatency = latencies(all);

    console.log(
      `\nThe rush through the release line: ${MEMBERS} members, Woodland Course ${lineDate} (${starts.length} ` +
        `starts, ${places} places); ${INSTANCES} API instances (production bundle${withRedis ? ', Redis hub' : ''}), ` +
        'load from its own process',
    );
    line(
      'machine',
      `${os.cpus().length} cores, load average ${loadAtStart} at the start, ${(os.loadavg()[0] ?? 0).toFixed(1)} at the end`,
    );
    line(
      'anchors (same run)',
      `bare Fastify ${Math.round(ceiling.reqPerSec)} req/s (p99 ${ceiling.p99} ms); TPC-B ${Math.round(tpcb)} tps`,
    );
    line(
      'the release (content API)',
      `opens ${at} ${TZ}, gathers 15 min before, ${ADMIT_PER_MINUTE} admitted a minute, turns of ${TURN_MINUTES} min`,
    );
    line(
      'gathering: tickets taken',
      `${mix(countBy(joined.records, (r) => (r[1] === 201 ? '201' : r[2])))} at ${JOIN_PER_SECOND}/s; ` +
        `${ticketRows.drawn} drawn at the opening; last ${((opensAt.getTime() - joinedMs) / 1000).toFixed(0)} s before it`,
    );
    line(
      'answers',
      `${mix(
        countBy(
          answers.map((a) => ['a', 0, a[1], 0, 0] as Record_),
          (r) => r[2],
        ),
      )} ${mark(definite)}`,
    );
    line(
      'bookings vs places (SQL)',
      `${day.bookings} bookings, ${day.taken} places taken of ${places} ${mark(consistent && full)}; ` +
        `${onWaitlist} on the waitlist`,
    );
    line(
      'starts oversold (SQL vs the sheet)',
      `${over.over} of ${over.starts} booked starts; counter disagrees on ${over.counterDisagrees} ${mark(over.over === 0 && over.counterDisagrees === 0)}`,
    );
    line('5xx or network errors', `${fiveXx} ${mark(fiveXx === 0)}`);
    for (const kind of ['join', 'ticket', 'sheet', 'book', 'waitlist']) {
      const of = all.filter((r) => r[0] === kind);
      if (of.length)
        line(
          `  ${kind} (${of.length})`,
          `${latencies(of).text}; ${mix(countBy(of, (r) => (r[1] < 300 ? String(r[1]) : r[2])))}`,
        );
    }
    line('every request latency', `${allLatency.text}   (goal p99 < 250 ms)`);
    // While places remain, admitted members race for them; after, every answer is the waitlist.
    const fullAt = Math.max(0, ...records.filter((r) => r[0] === 'book' && r[1] === 201).map((r) => r[4]));
    line(
      `  … until the day is full (${(fullAt / 1000).toFixed(1)} s)`,
      latencies(records.filter((r) => r[3] <= fullAt)).text,
    );
    line('  … after it', latencies(records.filter((r) => r[3] > fullAt)).text);
    line(
      'opening → last answer',
      `${(lastAnswer / 1000).toFixed(1)} s (the line's last admission at ${(lastAdmit / 1000).toFixed(1)} s; ` +
        `${POLL_MS / 1000} s screen refresh)`,
    );
    line(
      'answer after the member’s turn came',
      `p50 ${percentile(afterTurn, 50).toFixed(0)} ms, p99 ${percentile(afterTurn, 99).toFixed(0)} ms, max ${(afterTurn.at(-1) ?? 0).toFixed(0)} ms`,
    );
    line(
      'admission rate sustained',
      `${((ticketRows.count / Math.max(lastAdmit, 1)) * 1000).toFixed(1)} admitted/s (declared ${(ADMIT_PER_MINUTE / 60).toFixed(1)}/s), ` +
        `${((MEMBERS / lastAnswer) * 1000).toFixed(1)} members answered/s`,
    );
    line(
      'after the opening: requests, API CPU',
      `${records.length} requests, ${Math.round(follow)} req/s; ${((cpuFollow * 1000) / records.length).toFixed(0)} µs each, ` +
        `${((cpuFollow / (followEnd * os.cpus().length)) * 100).toFixed(0)}% of the machine's cores`,
    );
    line('database connections after the opening', dbActivity);
    line(
      'event-loop lag after the opening',
      lags
        .map((l, n) => `instance ${n + 1}: p99 ${l.p99.toFixed(0)} ms, max ${l.max.toFixed(0)} ms`)
        .join('; '),
    );
    if (!ok) console.log('  Rush-line bench: an invariant FAILED (see ✗ above).');
    return ok;
  } finally {
    await stage.close();
  }
}
