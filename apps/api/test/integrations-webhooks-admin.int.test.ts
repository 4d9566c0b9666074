import type { NewWebhook, Webhook } from '@fairway/contracts';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clubWebhooks, webhookDeliveries } from '../src/db/schema';
import type { Role } from './staff-fixtures';
import { WEBHOOK_CLUB as CLUB, useWebhookApp } from './webhook-fixtures';
import type { Receiver } from './webhook-receiver';

/** Staff manage their club's webhooks: add (the secret shown once), refusals, change, turn off, delete. */
describe('club webhooks: what staff add, change and delete', () => {
  const { ctx, call, as, receiverOf } = useWebhookApp();
  let receiver: Receiver;
  let hook: NewWebhook;
  const hookRows = async () => (await ctx.database.db.select({ n: count() }).from(clubWebhooks))[0]!.n;

  beforeAll(() => {
    receiver = receiverOf();
  });

  it('club staff add a webhook: its secret shown once, never listed', async () => {
    const res = await call('clubStaff', 'POST', `/api/staff/clubs/${CLUB}/webhooks`, {
      Url: receiver.url('/fairway'),
      Events: ['booking.created', 'booking.cancelled', 'booking.confirmed'],
    });
    expect(res.statusCode).toBe(201);
    hook = res.json<NewWebhook>();
    expect(hook.Secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(hook).toMatchObject({
      Url: receiver.url('/fairway'),
      Enabled: true,
      DisabledReason: null,
      ConsecutiveFailures: 0,
    });
    const list = await call('clubStaff', 'GET', `/api/staff/clubs/${CLUB}/webhooks`);
    expect(list.json<Webhook[]>().map((w) => w.Id)).toContain(hook.Id);
    expect(list.body).not.toContain(hook.Secret);
  });

  it('refuses bad input with codes and writes nothing', async () => {
    const before = await hookRows();
    for (const [body, code] of [
      [{ Url: 'ftp://example.com/x', Events: ['booking.created'] }, 'WEBHOOK_URL_INVALID'],
      [{ Url: 'not a url', Events: ['booking.created'] }, 'WEBHOOK_URL_INVALID'],
      [{ Url: 'https://user:pw@example.com/', Events: ['booking.created'] }, 'WEBHOOK_URL_INVALID'],
      [{ Url: '/relative', Events: ['booking.created'] }, 'WEBHOOK_URL_INVALID'],
      [{ Url: receiver.url(), Events: [] }, 'VALIDATION'],
      [{ Url: receiver.url(), Events: ['booking.deleted'] }, 'VALIDATION'],
      [{ Url: receiver.url(), Events: ['booking.created', 'booking.created'] }, 'VALIDATION'],
      [{ Url: receiver.url(), Events: ['webhook.test'] }, 'VALIDATION'],
      [{ Url: `https://example.com/${'x'.repeat(2100)}`, Events: ['booking.created'] }, 'VALIDATION'],
      [{ Events: ['booking.created'] }, 'VALIDATION'],
    ] as const) {
      const res = await call('clubStaff', 'POST', `/api/staff/clubs/${CLUB}/webhooks`, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().code, JSON.stringify(body).slice(0, 80)).toBe(code);
    }
    const other = await call('otherClubStaff', 'POST', `/api/staff/clubs/${CLUB}/webhooks`, {
      Url: receiver.url(),
      Events: ['booking.created'],
    });
    expect(other.json().code).toBe('STAFF_CLUB_FORBIDDEN');
    expect((await call('member', 'GET', `/api/staff/clubs/${CLUB}/webhooks`)).statusCode).toBe(403);
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/api/staff/clubs/${CLUB}/webhooks/${hook.Id}`,
      headers: { cookie: await as('clubStaff') },
      payload: {},
    });
    expect(put.json().code).toBe('VALIDATION');
    expect(await hookRows()).toBe(before);
  });

  it('staff change, turn off and delete a webhook of their club only', async () => {
    const put = (role: Role, id: number, payload: object, club = CLUB) =>
      as(role).then((cookie) =>
        ctx.app.inject({
          method: 'PUT',
          url: `/api/staff/clubs/${club}/webhooks/${id}`,
          headers: { cookie },
          payload,
        }),
      );
    const changed = await put('clubStaff', hook.Id, {
      Events: ['booking.created'],
      Url: receiver.url('/v2'),
    });
    expect(changed.json<Webhook>()).toMatchObject({ Events: ['booking.created'], Url: receiver.url('/v2') });
    const off = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/staff/clubs/${CLUB}/webhooks/${hook.Id}`,
      headers: { cookie: await as('clubStaff') },
      payload: { Enabled: false },
    });
    expect(off.json<Webhook>()).toMatchObject({ Enabled: false, DisabledReason: 'staff' });
    expect((await put('otherClubStaff', hook.Id, { Enabled: true })).json().code).toBe(
      'STAFF_CLUB_FORBIDDEN',
    );
    expect((await put('admin', hook.Id, { Enabled: true }, 537)).json().code).toBe('WEBHOOK_NOT_FOUND');
    expect((await put('clubStaff', hook.Id, { Url: 'gopher://x' })).json().code).toBe('WEBHOOK_URL_INVALID');

    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/staff/clubs/${CLUB}/webhooks/${hook.Id}`,
      headers: { cookie: await as('clubStaff') },
    });
    expect(del.json()).toEqual({ ok: true });
    expect(
      (await call('clubStaff', 'GET', `/api/staff/clubs/${CLUB}/webhooks/${hook.Id}/deliveries`)).json().code,
    ).toBe('WEBHOOK_NOT_FOUND');
    const rows = await ctx.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.webhookId, hook.Id));
    expect(rows).toEqual([]);
  });

  it('lists every webhook route in the OpenAPI document', async () => {
    const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json();
    const paths = doc.paths as Record<string, Record<string, unknown>>;
    expect(Object.keys(paths['/api/staff/clubs/{clubId}/webhooks']!).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/api/staff/clubs/{clubId}/webhooks/{webhookId}']!).sort()).toEqual([
      'delete',
      'patch',
      'put',
    ]);
    expect(paths['/api/staff/clubs/{clubId}/webhooks/{webhookId}/deliveries']!.get).toBeDefined();
    expect(paths['/api/staff/clubs/{clubId}/webhooks/{webhookId}/test']!.post).toBeDefined();
  });
});
