import { describe, expect, it } from 'vitest';
import { DEMO_COURSE } from '../src/seed/courses';
import { createMember, newKey, slotTime } from './booking-fixtures';
import { type TestContext, useTestApp } from './helpers';

/** The value of the first sample of `name` whose labels include every one given (0 when absent). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`)))
      return Number(line.split(' ').pop());
  }
  return 0;
}

const scrape = async (ctx: TestContext) => {
  const res = await ctx.app.inject({ method: 'GET', url: '/metrics' });
  expect(res.statusCode).toBe(200);
  return res.body;
};

describe('GET /metrics without METRICS_TOKEN', () => {
  const ctx = useTestApp({
    config: {
      rateLimit: {
        loginPerAccountAndIp: 1,
        loginPerIp: 100,
        loginPerAccount: 100,
        windowSeconds: 60,
        buddyFindPerMember: 20,
      },
    },
  });

  it('answers a loopback client in Prometheus format: heap, event-loop lag, pool, sockets', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    for (const name of [
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_seconds',
      'fairway_db_pool_connections',
      'fairway_db_pool_waiting',
      'fairway_socketio_connections',
      'fairway_http_request_duration_seconds_bucket',
    ]) {
      expect(res.body, name).toContain(`# TYPE ${name.replace(/_bucket$/, '')} `);
    }
  });

  it('refuses any other client with 403, whatever X-Forwarded-For claims (no trusted proxy configured)', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });

  it('counts requests by route pattern and status, never by raw URL, with a latency histogram', async () => {
    const before = await scrape(ctx);
    const labels = { method: 'GET', route: '/api/bookings/:id/calendar.ics', status: '401' };
    const res = await ctx.app.inject({ method: 'GET', url: '/api/bookings/987654/calendar.ics' });
    expect(res.statusCode).toBe(401);
    const after = await scrape(ctx);
    expect(sample(after, 'fairway_http_requests_total', labels)).toBe(
      sample(before, 'fairway_http_requests_total', labels) + 1,
    );
    expect(sample(after, 'fairway_http_request_duration_seconds_count', labels)).toBe(
      sample(before, 'fairway_http_request_duration_seconds_count', labels) + 1,
    );
    expect(after).not.toContain('987654');
    // Unknown paths share one label value.
    await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing-4242' });
    const unmatched = await scrape(ctx);
    expect(unmatched).not.toContain('no-such-thing-4242');
    expect(
      sample(unmatched, 'fairway_http_requests_total', { route: '(unmatched)', status: '404' }),
    ).toBeGreaterThan(0);
  });

  it('counts committed bookings and cancellations', async () => {
    const before = await scrape(ctx);
    const m = await createMember(ctx.database.db, { homePoints: 100 });
    const booked = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { cookie: m.cookie, 'idempotency-key': newKey() },
      payload: {
        clubId: 151,
        courseId: DEMO_COURSE.guestPasses,
        time: slotTime(25, '08:00'),
        players: 1,
        juniors: 0,
      },
    });
    expect(booked.statusCode).toBe(201);
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${booked.json().Id}/cancel`,
      headers: { cookie: m.cookie },
      payload: {},
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = await scrape(ctx);
    for (const event of ['created', 'cancelled'])
      expect(sample(after, 'fairway_bookings_total', { event }), event).toBe(
        sample(before, 'fairway_bookings_total', { event }) + 1,
      );
  });

  it('counts rate-limit refusals by route', async () => {
    const before = await scrape(ctx);
    const login = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/account/login',
        payload: { email: 'nobody-metrics@example.org', password: 'wrong-password-1' },
      });
    expect((await login()).statusCode).toBe(401);
    expect((await login()).statusCode).toBe(429);
    const after = await scrape(ctx);
    const route = { route: '/api/account/login' };
    expect(sample(after, 'fairway_rate_limit_refusals_total', route)).toBe(
      sample(before, 'fairway_rate_limit_refusals_total', route) + 1,
    );
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  const token = 'metrics-token-0123456789abcdef';
  const ctx = useTestApp({ seed: false, config: { metricsToken: token } });

  it('asks for the bearer token (401 without it or with another), from loopback too', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789abcdef', token, `Basic ${token}`]) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.json().code).toBe('UNAUTHENTICATED');
      expect(res.headers['www-authenticate']).toBe('Bearer');
    }
  });

  it('answers any client that presents it', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('fairway_http_requests_total');
  });
});

describe('request ids in the logs of work a request started', () => {
  const lines: string[] = [];
  const ctx = useTestApp({ logLines: lines });

  it('puts the request id on the mailer’s line, logged through the app logger', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/magic-link',
      headers: { 'x-request-id': 'ops-request-4711' },
      payload: { email: 'member@example.com' },
    });
    expect(res.statusCode).toBe(200);
    const mailLines = lines.map((line) => JSON.parse(line)).filter((line) => line.msg === 'mail sent');
    expect(mailLines.length).toBeGreaterThan(0);
    expect(mailLines.at(-1).reqId).toBe('ops-request-4711');
  });
});
