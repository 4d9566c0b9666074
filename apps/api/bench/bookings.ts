import os from 'node:os';
import type { Db } from '../src/db/client';
import { dayjs, instantAt, localDateOf } from '../src/lib/time';
import { DEMO_COURSE } from '../src/seed/courses';
import { createMember, type TestMember } from '../test/booking-fixtures';
import {
  backendCpu,
  type Driver,
  databaseCpuUs,
  measure,
  pgRates,
  printComparison,
  type Server,
  startServer,
} from './harness';

const TZ = 'Europe/London';
const localDate = (days: number) => dayjs(localDateOf(new Date(), TZ)).add(days, 'day').format('YYYY-MM-DD');
/**
 * The course the read benches' member books and reads: the Woodland Course, which has no ballot window in the
 * demo data. On the Championship course the day a week ahead is a Saturday whenever the bench runs on one,
 * and its 08:00–09:00 starts are then in the ballot (SLOT_IN_BALLOT): the setup failed every Saturday.
 */
const READS_COURSE = DEMO_COURSE.woodland;

/**
 * Booking benches: availability of a full course-day and upcoming bookings, each beside the same run's
 * hello-world (PGlite and PostgreSQL); booking writes under 20-way contention on PostgreSQL.
 */
export async function benchBookings(driver: Driver, parts = { reads: true, writes: true }) {
  const server = await startServer(driver);
  try {
    if (parts.reads) await benchReads(driver, server);
    if (driver === 'postgres' && parts.writes) {
      await benchWrites(server, 'narrow');
      await benchWrites(server, 'wide');
    }
  } finally {
    await server.close();
  }
}

async function benchReads(driver: Driver, server: Server) {
  const member = await createMember(server.database.db, { homePoints: 10_000 });
  await bookSome(server, member, 8);
  const hello = await measure(`${server.url}/api/hello`);
  const day = `clubId=151&courseId=${READS_COURSE}&date=${localDate(7)}&players=2&juniors=0`;
  const availability = await measure(`${server.url}/api/teetimes?${day}`, {
    headers: { cookie: member.cookie },
  });
  printComparison(driver, 'GET /api/teetimes (course-day)', hello, availability);
  // The same in this run on a server that reads the database every time (READ_CACHE_MS=0): what a
  // course-day costs while bookings are being made, when no kept answer lives long.
  const uncached = await startServer(driver, { READ_CACHE_MS: '0' });
  try {
    const reader = await createMember(uncached.database.db, { homePoints: 10_000 });
    await bookSome(uncached, reader, 8);
    const off = await measure(`${uncached.url}/api/teetimes?${day}`, { headers: { cookie: reader.cookie } });
    printComparison(driver, '  … read cache off', hello, off);
  } finally {
    await uncached.close();
  }
  const upcoming = await measure(`${server.url}/api/bookings/upcoming`, {
    headers: { cookie: member.cookie },
  });
  printComparison(driver, 'GET /api/bookings/upcoming (8)', hello, upcoming);
}

/** A few bookings for the reading member, so upcoming has rows and the course-day has occupancy. */
async function bookSome(server: Server, member: TestMember, count: number) {
  for (let i = 0; i < count; i++) {
    const time = instantAt(localDate(7), 8 * 60 + i * 20, TZ).toISOString();
    const res = await fetch(`${server.url}/api/bookings`, {
      method: 'POST',
      headers: { cookie: member.cookie, 'content-type': 'application/json', 'idempotency-key': `bench-${i}` },
      body: JSON.stringify({ clubId: 151, courseId: READS_COURSE, time, players: 2, juniors: 0 }),
    });
    if (res.status !== 201) throw new Error(`bench setup booking failed: ${res.status} ${await res.text()}`);
  }
}

export type WriteShape = 'narrow' | 'wide';

/**
 * 100 members with plenty of points, and one booking body per start of one course over 5 days (`narrow`,
 * 800 places) or of two courses over 28 days (`wide`, 8,960 places): the load of the write benches.
 */
export async function writeFlow(db: Db, shape: WriteShape) {
  const members = await Promise.all(
    Array.from({ length: 100 }, () => createMember(db, { homePoints: 1_000_000 })),
  );
  const slots: { courseId: number; time: string }[] = [];
  const courses = shape === 'wide' ? [DEMO_COURSE.woodland, DEMO_COURSE.heath] : [DEMO_COURSE.woodland];
  const [firstDay, lastDay] = shape === 'wide' ? [2, 29] : [2, 6];
  for (const courseId of courses) {
    for (let d = firstDay; d <= lastDay; d++) {
      for (let m = 8 * 60; m <= 14 * 60 + 30; m += 10) {
        slots.push({ courseId, time: instantAt(localDate(d), m, TZ).toISOString() });
      }
    }
  }
  const bodies = slots.map((slot) =>
    JSON.stringify({ clubId: 151, courseId: slot.courseId, time: slot.time, players: 1, juniors: 0 }),
  );
  const flow = {
    cookies: members.map((m) => m.cookie),
    steps: [{ method: 'POST', path: '/api/bookings', bodies, key: `w-${shape}-` }],
  };
  return { flow, places: slots.length * 4 };
}

/**
 * 20 connections book at once: 100 members with plenty of points race for the starts of one course
 * (`narrow`: 5 days, 800 places, which run out within the run so most later requests are 409s) or of
 * two courses over 28 days (`wide`: 8,960 places, enough that the figure measures throughput rather
 * than the supply of places); prints writes/s and the status mix.
 */
export async function benchWrites(server: Server, shape: WriteShape = 'narrow') {
  const { flow, places } = await writeFlow(server.database.db, shape);
  const cpuBefore = await backendCpu(server.database.db);
  const result = await measure(server.url, { flow });
  const dbCpu = databaseCpuUs(cpuBefore, await backendCpu(server.database.db));
  const stats = result.statusCodeStats;
  const seconds = result.duration;
  const created = stats['201']?.count ?? 0;
  const mix = Object.entries(stats)
    .map(([code, s]) => `${code}: ${s.count}`)
    .join(', ');
  console.log(
    [
      'postgres'.padEnd(8),
      `POST /api/bookings (20-way, ${shape})`.padEnd(34),
      `${Math.round(result.reqPerSec)} req/s`.padStart(12),
      `p50 ${result.p50} ms`.padStart(10),
      `p99 ${result.p99} ms`.padStart(11),
      `${Math.round(created / seconds)} bookings/s`.padStart(18),
      result.serverCpuUs !== undefined ? `cpu ${result.serverCpuUs} µs/req`.padStart(16) : '',
      pgRates.tpcbTps
        ? `TPC-B ${((created / seconds / pgRates.tpcbTps) * 100).toFixed(1)}%`.padStart(13)
        : '',
      `  mix ${mix}; places ${places}; database CPU ${Math.round(dbCpu / Math.max(1, created))} µs a booking; load ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    ].join(' '),
  );
}
