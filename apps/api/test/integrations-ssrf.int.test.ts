import type { NewWebhook, WebhookDelivery } from '@fairway/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { clubWebhooks } from '../src/db/schema';
import { deliverDueWebhooks, recordClubEvent, type WebhookDeps } from '../src/modules/integrations';
import type { Resolve } from '../src/modules/integrations/target-guard';
import { createWebhook, sendTestDelivery } from '../src/modules/integrations/webhook-service';
import { sessionCookieFor, useTestApp } from './helpers';
import { useStaffRoles } from './staff-fixtures';
import { type Receiver, startReceiver } from './webhook-receiver';

const CLUB = 151;

/**
 * Webhooks never reach private, loopback or link-local addresses (WEBHOOK_ALLOW_PRIVATE_TARGETS unset):
 * refused when saved, and again at every delivery after DNS, where the connection goes to the address
 * that was checked. A real receiver on 127.0.0.1 proves nothing gets through.
 */
describe('no SSRF through webhooks', () => {
  // Explicitly off, whatever the environment of the run says.
  const ctx = useTestApp({ config: { integrations: { apiCallsPerToken: 120, allowPrivateTargets: false } } });
  const { call } = useStaffRoles(ctx);
  let receiver: Receiver;
  const hookRows = async () => (await ctx.database.db.select({ n: count() }).from(clubWebhooks))[0]!.n;
  const deps = (resolve?: Resolve): WebhookDeps => ({
    db: ctx.database.db,
    notifier: ctx.app.notifier,
    log: ctx.app.log,
    allowPrivate: false,
    resolve,
    timeoutMs: 2_000,
  });

  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver?.close();
  });

  it('is off by default', () => {
    expect(loadConfig({}).integrations?.allowPrivateTargets).toBe(false);
    expect(loadConfig({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' }).integrations?.allowPrivateTargets).toBe(
      true,
    );
  });

  it.each([
    'http://127.0.0.1/hook',
    'http://127.0.0.1:{port}/hook',
    'http://127.1.2.3/',
    'http://10.0.0.5/hook',
    'http://10.255.255.1:8080/',
    'http://172.16.4.2/',
    'http://192.168.1.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://100.64.0.1/',
    'http://0.0.0.0/',
    'http://[::1]/hook',
    'http://[::]/',
    'http://[fe80::1]/',
    'http://[fd00::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:a9fe:a9fe]/',
    // Issue 46 §7: IPv6 forms embedding an IPv4 loopback or private address (the probe's first).
    'http://[::127.0.0.1]:{port}/',
    'http://[::a00:5]/',
    'http://[::ffff:0:7f00:1]/',
    'http://[64:ff9b::7f00:1]/',
    'http://[64:ff9b:1::a00:1]/',
    'http://[2002:7f00:1::1]/',
    'http://[2001:0:7f00:1::1]/',
    'http://2130706433/',
    'http://0x7f.1/',
    'http://localhost/hook',
    'http://localhost:{port}/hook',
    'http://LOCALHOST./hook',
    'http://api.localhost/',
  ])('refuses %s when it is saved (400 WEBHOOK_URL_PRIVATE) and writes nothing', async (template) => {
    const Url = template.replace('{port}', String(receiver.port));
    const before = await hookRows();
    const res = await call('clubStaff', 'POST', `/api/staff/clubs/${CLUB}/webhooks`, {
      Url,
      Events: ['booking.created'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'WEBHOOK_URL_PRIVATE',
      fields: { Url: { code: 'validation.invalid' } },
    });
    expect(await hookRows()).toBe(before);
  });

  it('refuses a name that resolves to a private address, and a change of address to one', async () => {
    const toLoopback: Resolve = async () => [{ address: '127.0.0.1', family: 4 }];
    const mixed: Resolve = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '10.1.2.3', family: 4 },
    ];
    for (const resolve of [toLoopback, mixed]) {
      await expect(
        createWebhook(ctx.database.db, deps(resolve), {
          clubId: CLUB,
          body: { Url: 'https://hooks.example.test/in', Events: ['booking.created'] },
        }),
      ).rejects.toMatchObject({ code: 'WEBHOOK_URL_PRIVATE' });
    }
    const res = await call('clubStaff', 'POST', `/api/staff/clubs/${CLUB}/webhooks`, {
      Url: 'https://93.184.216.34/in',
      Events: ['booking.created'],
    });
    expect(res.statusCode).toBe(201);
    const id = res.json<NewWebhook>().Id;
    const change = await ctx.app.inject({
      method: 'PUT',
      url: `/api/staff/clubs/${CLUB}/webhooks/${id}`,
      headers: { cookie: await sessionCookieFor(ctx, 'clubstaff@example.com') },
      payload: { Url: 'http://169.254.169.254/' },
    });
    expect(change.json().code).toBe('WEBHOOK_URL_PRIVATE');
    const [row] = await ctx.database.db.select().from(clubWebhooks).where(eq(clubWebhooks.id, id));
    expect(row!.url).toBe('https://93.184.216.34/in');
  });

  it('checks again at delivery, after DNS: a name that now resolves to loopback is not contacted', async () => {
    let answer = '93.184.216.34';
    const rebinding: Resolve = async () => [{ address: answer, family: 4 }];
    const hook = await createWebhook(ctx.database.db, deps(rebinding), {
      clubId: CLUB,
      body: { Url: `http://rebind.example.test:${receiver.port}/in`, Events: ['booking.cancelled'] },
    });
    // The name now points at this machine, where a receiver listens.
    answer = '127.0.0.1';
    await recordClubEvent(ctx.database.db, { clubId: CLUB, event: 'booking.cancelled', data: {} });
    expect(await deliverDueWebhooks(deps(rebinding))).toMatchObject({ attempted: 1, delivered: 0 });
    const test = await sendTestDelivery(deps(rebinding), { clubId: CLUB, webhookId: hook.Id });
    expect(test).toMatchObject({ Delivered: false, StatusCode: null, Error: 'PRIVATE_ADDRESS' });
    expect(receiver.requests).toEqual([]);
    const log = (
      await call('clubStaff', 'GET', `/api/staff/clubs/${CLUB}/webhooks/${hook.Id}/deliveries`)
    ).json<WebhookDelivery[]>();
    expect(log.flatMap((d) => d.Log.map((a) => a.Error))).toEqual(['PRIVATE_ADDRESS', 'PRIVATE_ADDRESS']);
    // The delivery waits for its next attempt like any failure.
    expect(log.find((d) => d.Event === 'booking.cancelled')).toMatchObject({
      Status: 'Pending',
      Attempts: 1,
    });
  });

  it('refuses at delivery a name resolving to an IPv4-compatible IPv6 loopback (::127.0.0.1)', async () => {
    let answer = '93.184.216.34';
    const resolve: Resolve = async () => [{ address: answer, family: answer.includes(':') ? 6 : 4 }];
    const hook = await createWebhook(ctx.database.db, deps(resolve), {
      clubId: CLUB,
      body: { Url: `http://compat.example.test:${receiver.port}/in`, Events: ['booking.created'] },
    });
    answer = '::7f00:1';
    const test = await sendTestDelivery(deps(resolve), { clubId: CLUB, webhookId: hook.Id });
    expect(test).toMatchObject({ Delivered: false, StatusCode: null, Error: 'PRIVATE_ADDRESS' });
    expect(receiver.requests).toEqual([]);
  });

  it('refuses at delivery a saved address that is private (saved under other rules), with the receiver untouched', async () => {
    const [row] = await ctx.database.db
      .insert(clubWebhooks)
      .values({ clubId: CLUB, url: receiver.url('/direct'), events: ['member.joined'], secret: 'whsec_x' })
      .returning({ id: clubWebhooks.id });
    const result = await sendTestDelivery(deps(), { clubId: CLUB, webhookId: row!.id });
    expect(result).toMatchObject({ Delivered: false, Error: 'PRIVATE_ADDRESS' });
    expect(receiver.requests).toEqual([]);
  });

  it('accepts a name that does not resolve yet, and logs the failed lookup at delivery', async () => {
    const nowhere: Resolve = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    const hook = await createWebhook(ctx.database.db, deps(nowhere), {
      clubId: CLUB,
      body: { Url: 'https://not-yet.example.test/in', Events: ['ballot.drawn'] },
    });
    const result = await sendTestDelivery(deps(nowhere), { clubId: CLUB, webhookId: hook.Id });
    expect(result).toMatchObject({ Delivered: false, Error: 'DNS_FAILED' });
  });
});
