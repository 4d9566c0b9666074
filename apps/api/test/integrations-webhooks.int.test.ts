import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import {
  type NewWebhook,
  WEBHOOK_DISABLE_AFTER_FAILURES,
  type Webhook,
  type WebhookDelivery,
  type WebhookEnvelope,
  type WebhookTestResult,
} from '@fairway/contracts';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clubWebhooks, members, notifications, webhookDeliveries } from '../src/db/schema';
import { deliverDueWebhooks, recordClubEvent, type WebhookDeps } from '../src/modules/integrations';
import { makeBallot } from './ballot-fixtures';
import { createMember, postBooking, slotTime } from './booking-fixtures';
import { WEBHOOK_CLUB as CLUB, useWebhookApp } from './webhook-fixtures';
import { type Receiver, verified } from './webhook-receiver';

/**
 * Deliveries of one club's webhook, in order: queued with the event's transaction, signed, retried with
 * back-off, given up, never redirected, sent as a test, cut at the time limit, turned off after repeated
 * failures; the other events; and how long the log keeps them. Staff's own management of webhooks is
 * integrations-webhooks-admin.int.test.ts; the job queue's delivery, integrations-webhooks-job.
 */
describe('club webhooks: signed deliveries from the outbox, retries, disabling', () => {
  const { ctx, call, as, receiverOf } = useWebhookApp();
  let receiver: Receiver;
  let hook: NewWebhook;
  let clock = new Date();
  const deps = (): WebhookDeps => ({
    db: ctx.database.db,
    notifier: ctx.app.notifier,
    mailer: ctx.app.mailer,
    log: ctx.app.log,
    allowPrivate: true,
    clock: () => clock,
    timeoutMs: 2_000,
  });
  const deliveriesOf = async (id: number) =>
    (await call('clubStaff', 'GET', `/api/staff/clubs/${CLUB}/webhooks/${id}/deliveries`)).json<
      WebhookDelivery[]
    >();
  const book = async (member: { cookie: string }, days: number, hhmm: string, players = 1) =>
    postBooking(ctx.app, member.cookie, { clubId: CLUB, time: slotTime(days, hhmm, ctx.now), players });

  beforeAll(async () => {
    receiver = receiverOf();
    const res = await call('clubStaff', 'POST', `/api/staff/clubs/${CLUB}/webhooks`, {
      Url: receiver.url('/fairway'),
      Events: ['booking.created', 'booking.cancelled', 'booking.confirmed'],
    });
    expect(res.statusCode).toBe(201);
    hook = res.json<NewWebhook>();
  });

  it('a booking queues booking.created in its own transaction; the delivery is signed and verifiable', async () => {
    const member = await createMember(ctx.database.db, { homePoints: 500 });
    const seen = receiver.requests.length;
    const res = await book(member, 20, '12:00', 2);
    expect(res.statusCode).toBe(201);
    const bookingId = res.json().Id as number;
    // Committed with the booking, not sent yet: the job queue sends it.
    const [queued] = await ctx.database.db
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.webhookId, hook.Id), eq(webhookDeliveries.event, 'booking.created')));
    expect(queued).toMatchObject({ status: 'pending', attempts: 0 });
    expect(receiver.requests.length).toBe(seen);

    clock = new Date();
    expect(await deliverDueWebhooks(deps())).toMatchObject({ attempted: 1, delivered: 1 });
    const received = await receiver.next(seen);
    expect(received).toMatchObject({ method: 'POST', path: '/fairway' });
    expect(received.headers['content-type']).toBe('application/json');
    expect(received.headers['fairway-event']).toBe('booking.created');
    expect(received.headers['fairway-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verified(received, hook.Secret)).toBe(true);
    expect(verified(received, 'whsec_wrong')).toBe(false);
    const t = Number(/t=(\d+)/.exec(String(received.headers['fairway-signature']))![1]);
    expect(t).toBe(Math.floor(clock.getTime() / 1000));
    const envelope = JSON.parse(received.body) as WebhookEnvelope;
    expect(envelope).toMatchObject({ Event: 'booking.created', ClubId: CLUB });
    expect(envelope.Data.Booking).toMatchObject({
      Id: bookingId,
      Players: 2,
      Status: 'Pending',
      ClubId: CLUB,
    });

    const [log] = await deliveriesOf(hook.Id);
    expect(log).toMatchObject({
      Event: 'booking.created',
      Status: 'Delivered',
      Attempts: 1,
      NextAttemptAt: null,
    });
    expect(log!.Log).toHaveLength(1);
    expect(log!.Log[0]).toMatchObject({ Attempt: 1, StatusCode: 200, Error: null });
    expect(log!.Log[0]!.DurationMs).toBeGreaterThanOrEqual(0);

    // Confirmed by staff, then cancelled by the member: one delivery each, in order.
    const confirm = await call('clubStaff', 'POST', `/api/staff/bookings/${bookingId}/confirm`, {
      ConfirmationCode: 'WH1',
    });
    expect(confirm.statusCode).toBe(200);
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${bookingId}/cancel`,
      headers: { cookie: member.cookie },
      payload: {},
    });
    expect(cancel.statusCode).toBe(200);
    clock = new Date();
    expect(await deliverDueWebhooks(deps())).toMatchObject({ attempted: 2, delivered: 2 });
    const events = receiver.requests.slice(seen).map((r) => JSON.parse(r.body) as WebhookEnvelope);
    expect(events.map((e) => e.Event)).toEqual(['booking.created', 'booking.confirmed', 'booking.cancelled']);
    expect(events[1]!.Data.Booking).toMatchObject({ Id: bookingId, Status: 'Confirmed' });
    expect(events[2]!.Data.Booking).toMatchObject({ Id: bookingId, Status: 'Cancelled' });
    expect(new Set(events.map((e) => e.Id)).size).toBe(3);
  });

  it('a refused booking queues nothing (the outbox rolls back with it)', async () => {
    const poor = await createMember(ctx.database.db, { homePoints: 0 });
    const before = (await ctx.database.db.select({ n: count() }).from(webhookDeliveries))[0]!.n;
    const res = await book(poor, 4, '12:10');
    expect(res.statusCode).toBe(422);
    expect((await ctx.database.db.select({ n: count() }).from(webhookDeliveries))[0]!.n).toBe(before);
  });

  it('retries a failing receiver with exponential back-off, and a success clears the failures', async () => {
    receiver.answer({ status: 503 });
    const start = new Date();
    clock = start;
    await recordClubEvent(ctx.database.db, {
      clubId: CLUB,
      event: 'booking.created',
      data: { Booking: { Id: 0 } },
      now: start,
    });
    const minute = 60_000;
    const at = (ms: number) => new Date(start.getTime() + ms);
    expect(await deliverDueWebhooks(deps())).toMatchObject({ attempted: 1, delivered: 0 });
    let [d] = await deliveriesOf(hook.Id);
    expect(d).toMatchObject({ Status: 'Pending', Attempts: 1, NextAttemptAt: at(minute).toISOString() });
    expect(d!.Log[0]).toMatchObject({ StatusCode: 503, Error: 'HTTP_ERROR' });

    // Not due yet: nothing is sent.
    clock = at(minute - 1);
    expect(await deliverDueWebhooks(deps())).toMatchObject({ attempted: 0, delivered: 0 });
    clock = at(minute);
    await deliverDueWebhooks(deps());
    [d] = await deliveriesOf(hook.Id);
    expect(d).toMatchObject({ Attempts: 2, NextAttemptAt: at(3 * minute).toISOString() });
    clock = at(3 * minute);
    await deliverDueWebhooks(deps());
    [d] = await deliveriesOf(hook.Id);
    expect(d).toMatchObject({ Attempts: 3, NextAttemptAt: at(7 * minute).toISOString() });
    const listed = (await call('clubStaff', 'GET', `/api/staff/clubs/${CLUB}/webhooks`)).json<Webhook[]>();
    expect(listed.find((w) => w.Id === hook.Id)?.ConsecutiveFailures).toBe(3);

    receiver.answer({ status: 204 });
    clock = at(7 * minute);
    expect(await deliverDueWebhooks(deps())).toMatchObject({ attempted: 1, delivered: 1 });
    [d] = await deliveriesOf(hook.Id);
    expect(d).toMatchObject({ Status: 'Delivered', Attempts: 4, NextAttemptAt: null });
    expect(d!.Log.map((a) => a.StatusCode)).toEqual([204, 503, 503, 503]);
    const after = (await call('clubStaff', 'GET', `/api/staff/clubs/${CLUB}/webhooks`)).json<Webhook[]>();
    expect(after.find((w) => w.Id === hook.Id)?.ConsecutiveFailures).toBe(0);
  });

  it('gives a delivery up after a day of failures', async () => {
    receiver.answer({ status: 500 });
    const start = new Date(Date.now() + 3_600_000);
    clock = start;
    await recordClubEvent(ctx.database.db, {
      clubId: CLUB,
      event: 'booking.cancelled',
      data: {},
      now: start,
    });
    await deliverDueWebhooks(deps());
    clock = new Date(start.getTime() + 24 * 3_600_000);
    await deliverDueWebhooks(deps());
    const [d] = await deliveriesOf(hook.Id);
    expect(d).toMatchObject({
      Event: 'booking.cancelled',
      Status: 'Failed',
      Attempts: 2,
      NextAttemptAt: null,
    });
    receiver.answer({ status: 200 });
    clock = new Date(start.getTime() + 48 * 3_600_000);
    expect(await deliverDueWebhooks(deps())).toMatchObject({ attempted: 0, delivered: 0 });
  });

  it('does not follow redirects: a 3xx is a failed attempt and the other address is never asked', async () => {
    receiver.answer((r) =>
      r.path === '/fairway'
        ? { status: 302, headers: { location: receiver.url('/elsewhere') } }
        : { status: 200 },
    );
    const seen = receiver.requests.length;
    const res = await call('clubStaff', 'POST', `/api/staff/clubs/${CLUB}/webhooks/${hook.Id}/test`);
    expect(res.statusCode).toBe(200);
    expect(res.json<WebhookTestResult>()).toMatchObject({
      Delivered: false,
      StatusCode: 302,
      Error: 'REDIRECT',
    });
    expect(receiver.requests.slice(seen).map((r) => r.path)).toEqual(['/fairway']);
    receiver.answer({ status: 200 });
  });

  it('"Send test" posts a signed webhook.test now, logs it, and neither retries nor counts a failure', async () => {
    const failuresOf = async () =>
      (await call('clubStaff', 'GET', `/api/staff/clubs/${CLUB}/webhooks`))
        .json<Webhook[]>()
        .find((w) => w.Id === hook.Id)?.ConsecutiveFailures;
    const failuresBefore = await failuresOf();
    const seen = receiver.requests.length;
    const res = await call('clubStaff', 'POST', `/api/staff/clubs/${CLUB}/webhooks/${hook.Id}/test`);
    expect(res.json<WebhookTestResult>()).toMatchObject({ Delivered: true, StatusCode: 200, Error: null });
    const received = await receiver.next(seen);
    expect(received.headers['fairway-event']).toBe('webhook.test');
    expect(verified(received, hook.Secret)).toBe(true);
    const [d] = await deliveriesOf(hook.Id);
    expect(d).toMatchObject({ Event: 'webhook.test', Status: 'Delivered', Attempts: 1 });

    receiver.answer({ status: 500 });
    const failed = await call('clubStaff', 'POST', `/api/staff/clubs/${CLUB}/webhooks/${hook.Id}/test`);
    expect(failed.json<WebhookTestResult>()).toMatchObject({
      Delivered: false,
      StatusCode: 500,
      Error: 'HTTP_ERROR',
    });
    const [f] = await deliveriesOf(hook.Id);
    expect(f).toMatchObject({ Event: 'webhook.test', Status: 'Failed', NextAttemptAt: null });
    expect(await failuresOf()).toBe(failuresBefore);
    receiver.answer({ status: 200 });

    const otherClub = await call('admin', 'POST', `/api/staff/clubs/537/webhooks/${hook.Id}/test`);
    expect(otherClub.statusCode).toBe(404);
    expect(otherClub.json().code).toBe('WEBHOOK_NOT_FOUND');
  });

  it('cuts a receiver that does not answer at the time limit', async () => {
    receiver.answer('hang');
    const { sendTestDelivery } = await import('../src/modules/integrations/webhook-service');
    const result = await sendTestDelivery(
      { ...deps(), timeoutMs: 300 },
      { clubId: CLUB, webhookId: hook.Id },
    );
    expect(result).toMatchObject({ Delivered: false, StatusCode: null, Error: 'TIMEOUT' });
    receiver.answer({ status: 200 });
  });

  it(`turns a webhook off after ${WEBHOOK_DISABLE_AFTER_FAILURES} failures in a row and tells the club’s staff`, async () => {
    const res = await call('clubStaff', 'POST', `/api/staff/clubs/${CLUB}/webhooks`, {
      Url: receiver.url('/broken'),
      Events: ['member.joined'],
    });
    const broken = res.json<NewWebhook>();
    receiver.answer((r) => (r.path === '/broken' ? { status: 500 } : { status: 200 }));
    clock = new Date(Date.now() + 5 * 3_600_000);
    for (let i = 0; i < WEBHOOK_DISABLE_AFTER_FAILURES + 2; i++) {
      await recordClubEvent(ctx.database.db, {
        clubId: CLUB,
        event: 'member.joined',
        data: { i },
        now: clock,
      });
    }
    await deliverDueWebhooks(deps());
    const listed = (await call('clubStaff', 'GET', `/api/staff/clubs/${CLUB}/webhooks`)).json<Webhook[]>();
    const off = listed.find((w) => w.Id === broken.Id)!;
    expect(off).toMatchObject({
      Enabled: false,
      DisabledReason: 'failures',
      ConsecutiveFailures: WEBHOOK_DISABLE_AFTER_FAILURES,
    });
    // Attempts stop at the limit; what was still waiting is given up.
    const log = await deliveriesOf(broken.Id);
    expect(log.reduce((n, d) => n + d.Log.length, 0)).toBe(WEBHOOK_DISABLE_AFTER_FAILURES);
    expect(log.every((d) => d.Status === 'Failed')).toBe(true);
    // The club's staff are told: a notification and an e-mail.
    const [staff] = await ctx.database.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.email, 'clubstaff@example.com'));
    const told = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.memberId, staff!.id));
    expect(told.some((n) => n.title === 'Webhook turned off')).toBe(true);
    const mails = fs.readdirSync(ctx.app.config.outboxDir).filter((f) => f.includes('webhook-disabled'));
    expect(mails.length).toBeGreaterThan(0);
    // Off: new events queue nothing for it.
    const queued = await recordClubEvent(ctx.database.db, { clubId: CLUB, event: 'member.joined', data: {} });
    expect(queued).toBe(0);

    // Turned back on by staff: failures start afresh.
    const on = await ctx.app.inject({
      method: 'PUT',
      url: `/api/staff/clubs/${CLUB}/webhooks/${broken.Id}`,
      headers: { cookie: await as('clubStaff') },
      payload: { Enabled: true },
    });
    expect(on.json<Webhook>()).toMatchObject({ Enabled: true, DisabledReason: null, ConsecutiveFailures: 0 });
    receiver.answer({ status: 200 });
  });

  it('member.joined on registration at the club, ballot.drawn when its ballot is drawn', async () => {
    const res = await call('clubStaff', 'POST', `/api/staff/clubs/${CLUB}/webhooks`, {
      Url: receiver.url('/club-events'),
      Events: ['member.joined', 'ballot.drawn'],
    });
    const events = res.json<NewWebhook>();
    receiver.answer({ status: 200 });
    const seen = receiver.requests.length;
    const password = 'Lantern harbour meadow 4417';
    const joined = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/register',
      payload: {
        clubId: CLUB,
        firstName: 'Robin',
        surname: 'Newcomer',
        phone: '07700 900555',
        email: `newcomer-${Date.now()}@example.org`,
        password,
        confirmPassword: password,
      },
    });
    expect(joined.statusCode).toBe(201);
    const ballot = await makeBallot(ctx.database.db);
    const drawn = await call('admin', 'POST', `/api/staff/ballots/${ballot.id}/draw`);
    expect(drawn.statusCode).toBe(200);
    clock = new Date();
    await deliverDueWebhooks(deps());
    const got = receiver.requests
      .slice(seen)
      .filter((r) => r.path === '/club-events')
      .map((r) => {
        expect(verified(r, events.Secret)).toBe(true);
        return JSON.parse(r.body) as WebhookEnvelope;
      });
    expect(got.map((e) => e.Event)).toEqual(['member.joined', 'ballot.drawn']);
    expect(got[0]!.Data.Member).toMatchObject({ Name: 'Robin Newcomer', Via: 'registration' });
    expect(got[1]!.Data.Ballot).toMatchObject({
      Id: ballot.id,
      Date: ballot.date,
      Seed: ballot.seed,
      Won: 0,
      Lost: 0,
    });
  });

  it('keeps finished deliveries in the log for 30 days, waiting ones until they are settled', async () => {
    const [row] = await ctx.database.db
      .insert(clubWebhooks)
      .values({
        clubId: CLUB,
        url: receiver.url('/old'),
        events: ['member.joined'],
        secret: 'whsec_old',
        enabled: false,
      })
      .returning({ id: clubWebhooks.id });
    const now = new Date();
    const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
    const old = { webhookId: row!.id, event: 'member.joined', body: '{}' };
    await ctx.database.db.insert(webhookDeliveries).values([
      { ...old, eventId: randomUUID(), status: 'delivered', createdAt: daysAgo(31) },
      { ...old, eventId: randomUUID(), status: 'failed', createdAt: daysAgo(40) },
      { ...old, eventId: randomUUID(), status: 'pending', createdAt: daysAgo(31), nextAttemptAt: now },
      { ...old, eventId: randomUUID(), status: 'delivered', createdAt: daysAgo(29) },
    ]);
    clock = now;
    expect(await deliverDueWebhooks(deps())).toMatchObject({ purged: 2 });
    const left = await ctx.database.db
      .select({ status: webhookDeliveries.status })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.webhookId, row!.id));
    expect(left.map((d) => d.status).sort()).toEqual(['delivered', 'pending']);
  });
});
