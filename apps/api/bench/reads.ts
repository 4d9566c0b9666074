import http from 'node:http';
import { dayjs, instantAt, localDateOf } from '../src/lib/time';
import { DEMO_COURSE } from '../src/seed/courses';
import { createMember } from '../test/booking-fixtures';
import { type Driver, type Measure, measure, type Server, startBare, startServer } from './harness';

/**
 * The hot reads against a fair anchor (issue 45 §4): bare Fastify in its own process sending a stored JSON
 * reply of the same number of bytes as the read's (bench/bare.mjs `/bytes/:n`), measured just before and
 * just after the read itself (the same load, 20 connections from a child process), so a read's share is
 * of what sending that many bytes costs, not of a 17-byte hello. The reads: a course-day's availability
 * (the Woodland Course a week ahead, with the member's 8 bookings on it) and that member's upcoming
 * bookings, as the app asks for them (signed in, no compression asked: the load generator asks for none).
 * `BENCH_SERVER_PORT` fixes the API's port, `BENCH_BARE_PORT` bare Fastify's (by default any free one).
 */

const TZ = 'Europe/London';
const COURSE = DEMO_COURSE.woodland;
const BOOKINGS = 8;
const GOAL = 0.5;
const localDate = (days: number) => dayjs(localDateOf(new Date(), TZ)).add(days, 'day').format('YYYY-MM-DD');

/** One reply as the load generator receives it: status, body bytes and header bytes. */
function sizeOf(url: string, cookie: string): Promise<{ status: number; body: number; headers: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { cookie } }, (res) => {
        let body = 0;
        res.on('data', (chunk: Buffer) => {
          body += chunk.length;
        });
        res.on('end', () => {
          const headers = res.rawHeaders.reduce((sum, h, i) => sum + h.length + (i % 2 ? 4 : 0), 0);
          resolve({ status: res.statusCode ?? 0, body, headers });
        });
      })
      .on('error', reject);
  });
}

async function bookSome(server: Server, cookie: string) {
  for (let i = 0; i < BOOKINGS; i++) {
    const res = await fetch(`${server.url}/api/bookings`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', 'idempotency-key': `fair-${i}` },
      body: JSON.stringify({
        clubId: 151,
        courseId: COURSE,
        time: instantAt(localDate(7), 8 * 60 + i * 20, TZ).toISOString(),
        players: 2,
        juniors: 0,
      }),
    });
    if (res.status !== 201) throw new Error(`fair-read setup booking: ${res.status} ${await res.text()}`);
  }
}

const ratio = (m: Measure, of: number) => (of > 0 ? m.reqPerSec / of : 0);
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

export async function benchFairReads(driver: Driver): Promise<void> {
  const port = process.env.BENCH_SERVER_PORT;
  const server = await startServer(driver, {}, Number(port ?? 0));
  const bare = await startBare();
  try {
    const member = await createMember(server.database.db, { homePoints: 10_000 });
    await bookSome(server, member.cookie);
    const reads = [
      {
        label: 'course-day',
        path: `/api/teetimes?clubId=151&courseId=${COURSE}&date=${localDate(7)}&players=2&juniors=0`,
      },
      { label: `upcoming (${BOOKINGS})`, path: '/api/bookings/upcoming' },
    ];
    for (const read of reads) {
      const size = await sizeOf(`${server.url}${read.path}`, member.cookie);
      if (size.status !== 200) throw new Error(`${read.path}: ${size.status}`);
      const anchorUrl = `${new URL(bare.url).origin}/bytes/${size.body}`;
      const anchor = await sizeOf(anchorUrl, '');
      if (anchor.body !== size.body) throw new Error(`anchor sent ${anchor.body} bytes, not ${size.body}`);
      const before = await measure(anchorUrl, {}, { serverInProcess: false });
      const api = await measure(`${server.url}${read.path}`, { headers: { cookie: member.cookie } });
      const after = await measure(anchorUrl, {}, { serverInProcess: false });
      const anchorRate = (before.reqPerSec + after.reqPerSec) / 2;
      const share = ratio(api, anchorRate);
      console.log(
        [
          driver.padEnd(8),
          `GET ${read.label}: ${size.body} B body + ${size.headers} B headers`.padEnd(50),
          `${Math.round(api.reqPerSec)} req/s`.padStart(12),
          `p50 ${api.p50} ms`.padStart(10),
          `p99 ${api.p99} ms`.padStart(11),
          `cpu ${api.serverCpuUs ?? '?'} µs/req`.padStart(16),
          `  anchor (${size.body} B + ${anchor.headers} B headers) ${Math.round(before.reqPerSec)} / ${Math.round(after.reqPerSec)} req/s`,
          `  share ${pct(share)} ${share >= GOAL ? '≥' : '<'} ${pct(GOAL)}`,
          api.non2xx || api.errors ? `  (non-2xx ${api.non2xx}, errors ${api.errors})` : '',
        ].join(' '),
      );
    }
  } finally {
    await bare.stop();
    await server.close();
  }
}
