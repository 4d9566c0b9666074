import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import type { NewWebhook } from '@fairway/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { members, webhookDeliveries } from '../src/db/schema';
import { JOBS } from '../src/modules/jobs/scheduler';
import { createSession } from '../src/plugins/session-repository';
import { DEMO_COURSE } from '../src/seed/courses';
import { createMember, newKey, slotTime } from './booking-fixtures';
import { createTestDatabase, testConfig } from './helpers';
import { type Receiver, startReceiver } from './webhook-receiver';

const CLUB = 151;

type Line = { msg?: string; reqId?: string; [key: string]: unknown };

/**
 * The app's log as parsed lines, and a wait for the first line (already written or still to come) that
 * matches: the job queue and the deliveries run on their own time, so tests wait on what they log.
 */
function logLines() {
  const lines: Line[] = [];
  const waiters: { match: (line: Line) => boolean; resolve: (line: Line) => void }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      const line = JSON.parse(String(chunk)) as Line;
      lines.push(line);
      for (const waiter of [...waiters]) {
        if (!waiter.match(line)) continue;
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(line);
      }
      done();
    },
  });
  const waitFor = (match: (line: Line) => boolean) => {
    const seen = lines.find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise<Line>((resolve) => waiters.push({ match, resolve }));
  };
  return { lines, stream, waitFor };
}

describe('request ids carried into jobs, webhook deliveries and notifications', () => {
  let app: FastifyInstance;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let receiver: Receiver;
  const log = logLines();

  beforeAll(async () => {
    database = await createTestDatabase({ seeded: true });
    receiver = await startReceiver();
    app = await buildApp({
      config: testConfig({
        jobs: { enabled: true, renewalDaysBefore: 7 },
        integrations: { apiCallsPerToken: 100, allowPrivateTargets: true },
      }),
      database,
      logger: { level: 'debug', stream: log.stream },
      jobsPollingIntervalSeconds: 0.5,
    });
    // A route that queues a job, as a request handler would (no route of the app sends one itself today).
    app.post('/test/queue-lot-expiry', async () => ({
      jobId: await app.jobs!.trigger(JOBS.expireLots.name),
    }));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await receiver?.close();
    await database?.close();
  });

  it('a job queued during a request logs with that request’s id', async () => {
    const reqId = `req-job-${randomUUID()}`;
    const res = await app.inject({
      method: 'POST',
      url: '/test/queue-lot-expiry',
      headers: { 'x-request-id': reqId },
    });
    expect(res.statusCode).toBe(200);
    const { jobId } = res.json<{ jobId: string | null }>();
    expect(jobId).toEqual(expect.any(String));
    const done = await log.waitFor((l) => l.msg === 'scheduled job done' && l.jobId === jobId);
    expect(done).toMatchObject({ job: JOBS.expireLots.name, reqId });
  });

  it('a webhook event recorded by a request keeps its id on the outbox row and on its delivery’s log lines', async () => {
    const [staff] = await database.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.email, 'clubstaff@example.com'));
    const session = await createSession(database.db, {
      memberId: staff!.id,
      policy: { idleMinutes: 60, absoluteHours: 24 },
    });
    const created = await app.inject({
      method: 'POST',
      url: `/api/staff/clubs/${CLUB}/webhooks`,
      headers: { cookie: `fairway_session=${session.token}` },
      payload: { Url: receiver.url('/ids'), Events: ['booking.created'] },
    });
    expect(created.statusCode).toBe(201);
    const hookId = created.json<NewWebhook>().Id;

    const reqId = `req-booking-${randomUUID()}`;
    const member = await createMember(database.db, { homePoints: 500 });
    const res = await app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { cookie: member.cookie, 'idempotency-key': newKey(), 'x-request-id': reqId },
      payload: {
        clubId: CLUB,
        courseId: DEMO_COURSE.heath,
        time: slotTime(5, '10:30'),
        players: 1,
        juniors: 0,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.headers['x-request-id'] ?? reqId).toBe(reqId);

    const [row] = await database.db
      .select({ id: webhookDeliveries.id, requestId: webhookDeliveries.requestId })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.webhookId, hookId));
    expect(row?.requestId).toBe(reqId);

    // Posted by the job queue (no one runs the job by hand), logged as work of the booking's request.
    await receiver.next(0);
    const delivered = await log.waitFor((l) => l.msg === 'webhook delivered' && l.deliveryId === row!.id);
    expect(delivered).toMatchObject({ reqId, webhookId: hookId, event: 'booking.created', attempt: 1 });
    // The run itself was queued by the outbox watch's timer, not by a request: its own line has no reqId.
    const run = await log.waitFor(
      (l) =>
        l.msg === 'scheduled job done' &&
        l.job === JOBS.webhooks.name &&
        (l.result as { delivered?: number }).delivered! > 0,
    );
    expect(run.reqId).toBeUndefined();
  });

  it('a notification published by a request logs with that request’s id', async () => {
    const email = (address: string) =>
      database.db.select({ id: members.id }).from(members).where(eq(members.email, address));
    const [staff] = await email('clubstaff@example.com');
    const [member] = await email('member@example.com');
    const session = await createSession(database.db, {
      memberId: staff!.id,
      policy: { idleMinutes: 60, absoluteHours: 24 },
    });
    const reqId = `req-credit-${randomUUID()}`;
    const before = log.lines.length;
    const credited = await app.inject({
      method: 'POST',
      url: `/api/staff/members/${member!.id}/points`,
      headers: { cookie: `fairway_session=${session.token}`, 'x-request-id': reqId },
      payload: { Balance: 'Home', Points: 3, Reason: 'Request id check' },
    });
    expect(credited.statusCode).toBe(200);
    const published = log.lines.slice(before).filter((l) => l.msg === 'notification published');
    expect(published).toHaveLength(1);
    expect(published[0]).toMatchObject({ reqId, notificationId: expect.any(Number) });
  });
});
