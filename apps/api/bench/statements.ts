import pg from 'pg';
import { requestContext } from '../src/lib/request-context';
import { dayjs, localDateOf } from '../src/lib/time';
import { DEMO_COURSE } from '../src/seed/courses';
import { writeFlow } from './bookings';
import { checkoutFlow } from './checkout';
import { EXPLORE_QUERIES } from './explore';
import { postgresReachable, type Server, startServer } from './harness';

/**
 * `cd apps/api && npx tsx bench/statements.ts`: the statements one booking, one payment and each explore mode send to
 * PostgreSQL, counted at the driver (`pg.Client#query`) and told apart by the request that sent them
 * (`requestContext`); what a request leaves to run after its reply (the receipt) is counted with it when
 * it still carries the request's id, and the server's own jobs, which carry none, are left out. The
 * requests are sent one at a time, as the write benches' flows send them (bench/bookings.ts `writeFlow`,
 * bench/checkout.ts `checkoutFlow`). The hot reads follow: the session check, the dashboard's upcoming
 * bookings and a tee sheet, each asked once by each member who booked (a member's first read of each, so no
 * kept answer: the statements the read sends, the session lookup among them).
 */
const N = Number(process.env.BENCH_STATEMENT_REQUESTS ?? 20);
const byRequest = new Map<string, string[]>();
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
  const reqId = requestContext.getStore()?.reqId;
  if (reqId) {
    const first = args[0] as string | { text?: string; name?: string };
    const text = typeof first === 'string' ? first : (first?.name ?? first?.text ?? '?');
    const list = byRequest.get(reqId) ?? [];
    list.push(text.replace(/\s+/g, ' ').slice(0, 90));
    byRequest.set(reqId, list);
  }
  return query.apply(this, args);
} as typeof pg.Client.prototype.query;

async function send(
  server: Server,
  cookie: string,
  step: { method: string; path: string; body: string | undefined },
  key: string,
) {
  const reqId = `stmt-${key}`;
  const res = await fetch(`${server.url}${step.path}`, {
    method: step.method,
    headers: { cookie, 'content-type': 'application/json', 'idempotency-key': key, 'x-request-id': reqId },
    body: step.body,
  });
  await res.arrayBuffer();
  return { status: res.status, reqId };
}

function report(what: string, reqIds: string[]) {
  const counts = reqIds.map((id) => byRequest.get(id)?.length ?? 0);
  const texts = new Map<string, number>();
  for (const id of reqIds) for (const t of byRequest.get(id) ?? []) texts.set(t, (texts.get(t) ?? 0) + 1);
  console.log(
    `${what}: ${(counts.reduce((s, c) => s + c, 0) / reqIds.length).toFixed(2)} statements a request ` +
      `(min ${Math.min(...counts)}, max ${Math.max(...counts)}, ${reqIds.length} requests)`,
  );
  for (const [t, n] of [...texts].sort((a, b) => b[1] - a[1]))
    console.log(`  ${(n / reqIds.length).toFixed(2)}  ${t}`);
}

if (!(await postgresReachable())) {
  console.log('PostgreSQL is not reachable (BENCH_DATABASE_URL / TEST_DATABASE_URL): nothing counted.');
  process.exit(0);
}
const server = await startServer('postgres');
try {
  const db = server.database.db;
  const writes = await writeFlow(db, 'wide');
  const booking = writes.flow.steps[0]!;
  const booked: string[] = [];
  for (let i = 0; i < N; i++) {
    const step = { method: booking.method, path: booking.path, body: booking.bodies[i * 37]! };
    const { status, reqId } = await send(server, writes.flow.cookies[i]!, step, `stmt-book-${i}`);
    if (status !== 201) throw new Error(`booking ${i}: ${status}`);
    booked.push(reqId);
  }
  const reads = new Map<string, string[]>();
  const read = async (label: string, i: number, path: string) => {
    const step = { method: 'GET', path, body: undefined };
    const { status, reqId } = await send(server, writes.flow.cookies[i]!, step, `stmt-${label}-${i}`);
    if (status !== 200) throw new Error(`${label} ${i}: ${status}`);
    reads.set(label, [...(reads.get(label) ?? []), reqId]);
  };
  const today = localDateOf(new Date(), 'Europe/London');
  for (let i = 0; i < N; i++) {
    const date = dayjs(today)
      .add(2 + (i % 20), 'day')
      .format('YYYY-MM-DD');
    await read('GET /api/account/session', i, '/api/account/session');
    await read('GET /api/bookings/upcoming', i, '/api/bookings/upcoming');
    await read(
      'GET /api/teetimes (a course-day)',
      i,
      `/api/teetimes?clubId=151&courseId=${DEMO_COURSE.woodland}&date=${date}&players=1&juniors=0`,
    );
  }
  const checkout = await checkoutFlow(db);
  const [basket, pay] = checkout.flow.steps as { method: string; path: string; body: string }[];
  const baskets: string[] = [];
  const paid: string[] = [];
  for (let i = 0; i < N; i++) {
    const cookie = checkout.flow.cookies[i]!;
    const set = await send(server, cookie, basket!, `stmt-basket-${i}`);
    const done = await send(server, cookie, pay!, `stmt-pay-${i}`);
    if (set.status !== 200 || done.status !== 200)
      throw new Error(`payment ${i}: ${set.status} ${done.status}`);
    await server.app.receipts.idle();
    baskets.push(set.reqId);
    paid.push(done.reqId);
  }
  // The explore modes, each asked N times by one member (the first asks also read what later ones keep).
  const explorer = writes.flow.cookies[0]!;
  const explored = new Map<string, string[]>();
  for (const [label, query] of EXPLORE_QUERIES) {
    for (let i = 0; i < N; i++) {
      const step = { method: 'GET', path: `/api/explore/clubs?${query}`, body: undefined };
      const { status, reqId } = await send(server, explorer, step, `stmt-explore-${label}-${i}`);
      if (status !== 200) throw new Error(`explore ${label}: ${status}`);
      explored.set(label, [...(explored.get(label) ?? []), reqId]);
    }
  }
  report('POST /api/bookings (member alone)', booked);
  for (const [label, reqIds] of reads) report(label, reqIds);
  report('PUT /api/checkout/basket', baskets);
  report('POST /api/checkout/pay (with its receipt)', paid);
  for (const [label, reqIds] of explored) report(`GET /api/explore/clubs, ${label}`, reqIds);
} finally {
  await server.close();
}
