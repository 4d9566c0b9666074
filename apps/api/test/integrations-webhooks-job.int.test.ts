import type { NewWebhook } from '@fairway/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { members } from '../src/db/schema';
import { createMember, postBooking, slotTime } from './booking-fixtures';
import { createTestDatabase, testConfig } from './helpers';
import { type Receiver, startReceiver, verified } from './webhook-receiver';

const CLUB = 151;

describe('webhook delivery by the job queue, after commit', () => {
  let app: FastifyInstance;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let receiver: Receiver;

  beforeAll(async () => {
    database = await createTestDatabase({ seeded: true });
    receiver = await startReceiver();
    app = await buildApp({
      config: testConfig({
        jobs: { enabled: true, renewalDaysBefore: 7 },
        integrations: { apiCallsPerToken: 100, allowPrivateTargets: true },
      }),
      database,
      logger: false,
      jobsPollingIntervalSeconds: 0.5,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await receiver?.close();
    await database?.close();
  });

  it('a booking made through the API reaches the receiver without anyone running the job by hand', async () => {
    const [staff] = await database.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.email, 'clubstaff@example.com'));
    const { createSession } = await import('../src/plugins/session-repository');
    const session = await createSession(database.db, {
      memberId: staff!.id,
      policy: { idleMinutes: 60, absoluteHours: 24 },
    });
    const created = await app.inject({
      method: 'POST',
      url: `/api/staff/clubs/${CLUB}/webhooks`,
      headers: { cookie: `fairway_session=${session.token}` },
      payload: { Url: receiver.url('/queued'), Events: ['booking.created'] },
    });
    const secret = created.json<NewWebhook>().Secret;
    const member = await createMember(database.db, { homePoints: 500 });
    const res = await postBooking(app, member.cookie, {
      clubId: CLUB,
      time: slotTime(5, '09:30'),
      players: 1,
    });
    expect(res.statusCode).toBe(201);
    const received = await receiver.next(0);
    expect(JSON.parse(received.body)).toMatchObject({
      Event: 'booking.created',
      Data: { Booking: { Id: res.json().Id } },
    });
    expect(verified(received, secret)).toBe(true);
  });
});
