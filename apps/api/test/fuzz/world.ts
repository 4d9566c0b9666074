import { API_TOKEN_SCOPES, WEBHOOK_EVENTS } from '@fairway/contracts';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { createSession } from '../../src/plugins/session-repository';
import { DEMO_COURSE } from '../../src/seed/courses';
import { createMember, localDate, newKey, slotTime } from '../booking-fixtures';
import type { TestContext } from '../helpers';
import { slotOf } from '../waitlist-fixtures';
import { BODY, type Hints } from './drafts';
import type { Operation } from './openapi-operations';

/** The demo network's club whose staff, tokens and webhooks the fuzz uses. */
const CLUB = 151;
const MEMBER = 'member@example.com';
const STAFF = 'staff@example.com';
const BUDDY = 'buddy@example.com';

/** Who sends a request: no one, or the headers that say who. */
export type Caller = { name: 'visitor' | 'member' | 'staff' | 'api token'; headers: Record<string, string> };

/**
 * What exists in the fuzz's seeded database, so that a well-formed request can name a real booking,
 * ballot, hold, offer, payment, member, webhook or token, and its faults reach the handler's work past the
 * lookup instead of stopping at a 404 (or at the 401/403 of the wrong caller). Made once per shard
 * (`gatherWorld`), its ids read again before each operation (`refreshWorld`).
 */
export type World = {
  /** Ids of each kind, for the path parameters ID_RULES gives them to. */
  ids: Record<string, (number | string)[]>;
  /** The club API token's secret, for /api/v1, and its id (never revoked by the fuzz's own hints). */
  apiToken: string;
  apiTokenId: number;
  /** The member's calendar feed token, and CLUB's content document as staff read it. */
  calendarToken: string;
  content: unknown;
  /** The member's and staff's session cookies, and whose they are. */
  member: string;
  staff: string;
  memberId: string;
  staffId: string;
};

const WEBHOOK_URL = 'http://127.0.0.1:9/fuzz';

const idsOf = async (ctx: TestContext, query: ReturnType<typeof sql>): Promise<(number | string)[]> => {
  const result = (await ctx.database.db.execute(query)) as unknown as { rows: { id: number | string }[] };
  return result.rows.map((row) => row.id);
};
const countOf = async (ctx: TestContext, query: ReturnType<typeof sql>): Promise<number> =>
  Number((await idsOf(ctx, query))[0]);

/** The answer to a setup request, which must be `status`: the fuzz's world is made as the app makes it. */
async function expectStatus(what: string, status: number, call: Promise<LightMyRequestResponse>) {
  const res = await call;
  if (res.statusCode !== status) throw new Error(`the fuzz's ${what}: ${res.statusCode} ${res.body}`);
  return res;
}

/**
 * Signs the member and staff in; makes what the seed has none of and a request needs to name: an API token
 * and a webhook for CLUB, a ballot and a release line (each made by reading it, as a member's screen does), a payment, and the
 * member's waitlist place, offer and hold (makeWaitsAndHold). `refreshWorld` reads the ids.
 */
export async function gatherWorld(ctx: TestContext): Promise<World> {
  const [memberId] = await idsOf(ctx, sql`select id::text as id from members where email = ${MEMBER}`);
  const [staffId] = await idsOf(ctx, sql`select id::text as id from members where email = ${STAFF}`);
  const member = await sessionCookie(ctx, String(memberId));
  const staff = await sessionCookie(ctx, String(staffId));
  const send = (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const token = await expectStatus(
    'API token',
    201,
    send(staff, 'POST', `/api/staff/clubs/${CLUB}/tokens`, { Name: 'fuzz', Scopes: [...API_TOKEN_SCOPES] }),
  );
  const apiToken = token.json<{ Token: string; Id: number }>();
  const saturday = Array.from({ length: 7 }, (_, n) => localDate(8 + n)).find(
    (day) => new Date(`${day}T12:00:00Z`).getUTCDay() === 6,
  );
  await expectStatus(
    'ballot',
    200,
    send(member, 'GET', `/api/ballots?clubId=${CLUB}&courseId=${DEMO_COURSE.heath}&date=${saturday}`),
  );
  // The demo release's line (Woodland's last day of the window), made by reading it as the waiting room does.
  await expectStatus(
    'release line',
    200,
    send(
      member,
      'GET',
      `/api/release-lines?clubId=${CLUB}&courseId=${DEMO_COURSE.woodland}&date=${localDate(30)}`,
    ),
  );
  await expectStatus('basket', 200, send(member, 'PUT', '/api/checkout/basket', { BundleId: 5000 }));
  await expectStatus(
    'payment',
    200,
    send(member, 'POST', '/api/checkout/pay', {
      Card: { Number: '4242424242424242', ExpMonth: 12, ExpYear: 2030, Cvc: '123' },
      SaveCard: false,
    }),
  );
  const content = await expectStatus('content', 200, send(staff, 'GET', `/api/staff/clubs/${CLUB}/content`));
  await makeWaitsAndHold(ctx, member);
  const world: World = {
    ids: {},
    apiToken: apiToken.Token,
    apiTokenId: apiToken.Id,
    member,
    staff,
    memberId: String(memberId),
    staffId: String(staffId),
    calendarToken: '',
    content: content.json(),
  };
  // Its ids are read before each operation (refreshWorld), the first time included.
  return world;
}

/**
 * What the seed has none of for the member: a waitlist place and an offer (another member fills two starts
 * past the cut-off, the member waits for both, one is cancelled), and a party hold (the member asks before
 * being booked in, and their buddy books them in).
 */
async function makeWaitsAndHold(ctx: TestContext, member: string): Promise<void> {
  const post = (cookie: string, url: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url, headers: { cookie, 'idempotency-key': newKey() }, payload });
  const filler = await createMember(ctx.database.db, { homePoints: 5_000 });
  const filled: number[] = [];
  for (const days of [20, 21]) {
    const time = slotTime(days, '10:00');
    const booked = await expectStatus(
      'full start',
      201,
      post(filler.cookie, '/api/bookings', { ...slotOf(time), players: 4, juniors: 0 }),
    );
    filled.push(booked.json<{ Id: number }>().Id);
    await expectStatus(
      'waitlist place',
      201,
      post(member, '/api/waitlist', { ...slotOf(time), players: 1, juniors: 0 }),
    );
  }
  await expectStatus('cancellation', 200, post(filler.cookie, `/api/bookings/${filled[1]}/cancel`, {}));
  await expectStatus(
    'tee-time alert',
    201,
    post(member, '/api/teetimes/alerts', { date: localDate(20), from: '09:00', to: '11:00', players: 2 }),
  );
  await expectStatus(
    'preference',
    200,
    ctx.app.inject({
      method: 'PUT',
      url: '/api/account/preferences',
      headers: { cookie: member },
      payload: { AskBeforeBookingMeIn: true },
    }),
  );
  const [buddyId] = await idsOf(ctx, sql`select id::text as id from members where email = ${BUDDY}`);
  const [handle] = await idsOf(
    ctx,
    sql`select h.public_id::text as id from member_handles h join members m on m.id = h.member_id where m.email = ${MEMBER}`,
  );
  await expectStatus(
    'party hold',
    202,
    post(await sessionCookie(ctx, String(buddyId)), '/api/bookings', {
      ...slotOf(slotTime(22, '11:00')),
      players: 2,
      juniors: 0,
      buddies: [handle],
    }),
  );
}

/**
 * Before each operation: a webhook and a revocable token again if the fuzz deleted them, and the ids read
 * afresh (a booking cancelled, a ballot opened by an earlier operation).
 */
export async function refreshWorld(ctx: TestContext, world: World): Promise<void> {
  const send = (url: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url, headers: { cookie: world.staff }, payload });
  const webhooks = await countOf(ctx, sql`select count(*) as id from club_webhooks where club_id = ${CLUB}`);
  // Port 9 (discard) on the loopback refuses at once: a test delivery fails fast, with nothing listening.
  if (webhooks === 0)
    await send(`/api/staff/clubs/${CLUB}/webhooks`, { Url: WEBHOOK_URL, Events: [WEBHOOK_EVENTS[0]] });
  const tokens = await countOf(
    ctx,
    sql`select count(*) as id from club_api_tokens where club_id = ${CLUB} and id <> ${world.apiTokenId} and revoked_at is null`,
  );
  if (tokens === 0)
    await send(`/api/staff/clubs/${CLUB}/tokens`, { Name: 'fuzz, to revoke', Scopes: [API_TOKEN_SCOPES[0]] });
  // The feed's address changes when the member resets it.
  const feed = await ctx.app.inject({
    method: 'GET',
    url: '/api/account/calendar',
    headers: { cookie: world.member },
  });
  world.calendarToken = /\/calendar\/([^/]+)\.ics/.exec(feed.body)?.[1] ?? '';
  const mine = (column: string) => sql`(${sql.identifier(column)} = ${world.memberId}::uuid) desc`;
  world.ids = {
    booking: await idsOf(
      ctx,
      sql`select id from bookings order by ${mine('booked_by')}, starts_at desc limit 12`,
    ),
    hold: await idsOf(ctx, sql`select id from party_holds order by id desc limit 6`),
    ballot: await idsOf(ctx, sql`select id from ballots order by id desc limit 6`),
    line: await idsOf(ctx, sql`select id from release_lines order by id desc limit 6`),
    waitlist: await idsOf(
      ctx,
      sql`select id from waitlist_entries order by ${mine('member_id')}, id desc limit 6`,
    ),
    offer: await idsOf(ctx, sql`select id from waitlist_offers order by id desc limit 6`),
    alert: await idsOf(
      ctx,
      sql`select id from tee_time_alerts order by ${mine('member_id')}, id desc limit 6`,
    ),
    cancellation: await idsOf(ctx, sql`select id from cancellation_requests order by id desc limit 6`),
    payment: await idsOf(
      ctx,
      sql`select id::text as id from payments order by ${mine('member_id')}, created_at desc limit 6`,
    ),
    member: await idsOf(ctx, sql`select id::text as id from members order by email limit 12`),
    handle: await idsOf(
      ctx,
      sql`select public_id::text as id from member_handles order by member_id limit 12`,
    ),
    webhook: await idsOf(ctx, sql`select id from club_webhooks where club_id = ${CLUB} order by id`),
    token: await idsOf(
      ctx,
      sql`select id from club_api_tokens where club_id = ${CLUB} and id <> ${world.apiTokenId} order by id`,
    ),
  };
}

/** Which ids a path parameter takes, by the operation's path (the first rule that matches). */
const ID_RULES: [RegExp, string, keyof World['ids']][] = [
  [/\/bookings\/holds\/\{id\}/, 'id', 'hold'],
  [/\/bookings\/\{id\}/, 'id', 'booking'],
  [/\/ballots\/\{id\}/, 'id', 'ballot'],
  [/\/release-lines\/\{id\}/, 'id', 'line'],
  [/\/waitlist\/offers\/\{id\}/, 'id', 'offer'],
  [/\/waitlist\/\{id\}/, 'id', 'waitlist'],
  [/\/teetimes\/alerts\/\{id\}/, 'id', 'alert'],
  [/\/cancellation-requests\/\{id\}/, 'id', 'cancellation'],
  [/\{paymentId\}/, 'paymentId', 'payment'],
  [/\{memberGuid\}/, 'memberGuid', 'member'],
  [/\{target\}/, 'target', 'handle'],
  [/\{webhookId\}/, 'webhookId', 'webhook'],
  [/\{tokenId\}/, 'tokenId', 'token'],
];

/** The hints for one operation: the shared ones, with its path's ids where the world has some. */
export function hintsFor(operation: Operation, world: World, shared: Hints): Hints {
  const hints = { ...shared };
  const named = new Set<string>();
  for (const [path, param, kind] of ID_RULES) {
    const ids = world.ids[kind] ?? [];
    if (named.has(param) || !path.test(operation.path) || ids.length === 0) continue;
    hints[param] = fc.constantFrom(...ids);
    named.add(param);
  }
  // A buddy request names its member by their public handle.
  if ((world.ids.handle ?? []).length > 0) hints.Target = fc.constantFrom(...world.ids.handle!);
  if (world.calendarToken) hints.token = fc.constant(world.calendarToken);
  if (world.content && /\/content$/.test(operation.path) && operation.method === 'PUT') {
    hints[BODY] = fc.constant(world.content);
    hints.clubId = fc.constant(CLUB);
  }
  if (/webhooks/.test(operation.path)) hints.Url = fc.constant(WEBHOOK_URL);
  // A tee time at CLUB's main course, as most bookings are: no treatment (spa) or nights (hotel), left out.
  if (/^\/api\/(teetimes|bookings|waitlist|buddies\/party-check)$/.test(operation.path)) {
    hints.clubId = fc.constant(CLUB);
    hints.courseId = fc.constant(DEMO_COURSE.heath);
    hints.treatment = fc.constant(undefined);
    hints.nights = fc.constant(undefined);
  }
  // The network search and its alerts: a window in order, near the home club, no cursor of another
  // search; buddies (when named) are the member's buddies, so the party checks run.
  if (/^\/api\/teetimes\/(search|alerts)$/.test(operation.path)) {
    hints.from = fc.constantFrom('07:00', '09:00');
    hints.to = fc.constantFrom('10:00', '14:30');
    hints.lat = fc.constant(undefined);
    hints.lng = fc.constant(undefined);
    hints.cursor = fc.constant(undefined);
    hints.radiusKm = fc.integer({ min: 1, max: 80 });
    hints.maxCost = fc.option(fc.integer({ min: 0, max: 40 }), { nil: undefined });
    hints.limit = fc.integer({ min: 1, max: 50 });
    hints.buddies = fc.constant(undefined);
  }
  return hints;
}

/**
 * Who sends each draft of the operation: a visitor and the member always, staff for the console's
 * operations, the club's token for /api/v1. The last is the caller a well-formed request is tried as.
 */
export function callersOf(operation: Operation, world: World): Caller[] {
  const callers: Caller[] = [
    { name: 'visitor', headers: {} },
    { name: 'member', headers: { cookie: world.member } },
  ];
  if (operation.path.startsWith('/api/staff/'))
    callers.push({ name: 'staff', headers: { cookie: world.staff } });
  if (operation.path.startsWith('/api/v1/'))
    callers.push({ name: 'api token', headers: { authorization: `Bearer ${world.apiToken}` } });
  return callers;
}

/** A session cookie for the member with that id (by id: the fuzz may change the member's e-mail). */
async function sessionCookie(ctx: TestContext, memberId: string): Promise<string> {
  const { token } = await createSession(ctx.database.db, {
    memberId,
    policy: { idleMinutes: 60, absoluteHours: 24 },
  });
  return `fairway_session=${token}`;
}

/** A fresh session for a caller whose session the last request replaced or ended (login, logout, impersonation). */
export async function renewSession(ctx: TestContext, world: World, caller: Caller['name']): Promise<void> {
  if (caller === 'member') world.member = await sessionCookie(ctx, world.memberId);
  if (caller === 'staff') world.staff = await sessionCookie(ctx, world.staffId);
}
