import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client';
import { flexiLots, members, pointsLedger, slotOccupancy } from '../src/db/schema';
import { dayjs, instantAt, localDateOf } from '../src/lib/time';
import { createSession } from '../src/plugins/session-repository';
import { DEMO_COURSE } from '../src/seed/courses';

export const TZ = 'Europe/London';

/** A club-local date `days` ahead of now (YYYY-MM-DD). */
export function localDate(days: number, now = new Date()): string {
  return dayjs(localDateOf(now, TZ)).add(days, 'day').format('YYYY-MM-DD');
}

/** The ISO start of a club-local time `days` ahead; golf starts exist 08:00–14:30 every 10 min all year. */
export function slotTime(days: number, hhmm = '10:00', now = new Date()): string {
  const minute = Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
  return instantAt(localDate(days, now), minute, TZ).toISOString();
}

export type TestMember = { id: string; email: string; cookie: string };

/** A member with exact balances, each written to the ledger so balance = ledger sum from the start. */
export async function createMember(
  db: Db,
  input: {
    homeClubId?: number;
    homePoints?: number;
    lots?: { points: number; expiresAt: Date }[];
    playersPerDay?: number;
    bookingsPerDay?: number;
    flexiPointsAllowed?: boolean;
    membershipExpires?: Date | null;
  } = {},
): Promise<TestMember> {
  const email = `m-${randomUUID()}@test.example`;
  const [row] = await db
    .insert(members)
    .values({
      email,
      passwordHash: 'not-a-hash',
      forename: 'Test',
      surname: 'Member',
      phone: '07700 900000',
      homeClubId: input.homeClubId ?? 151,
      completedFirstPayment: true,
      playersPerDay: input.playersPerDay ?? 100,
      bookingsPerDay: input.bookingsPerDay ?? 100,
      flexiPointsAllowed: input.flexiPointsAllowed ?? true,
      membershipExpires: input.membershipExpires ?? null,
      homePoints: input.homePoints ?? 0,
    })
    .returning({ id: members.id });
  const id = row!.id;
  if (input.homePoints) {
    await db
      .insert(pointsLedger)
      .values({ memberId: id, type: 'Customer Import', homeDelta: input.homePoints });
  }
  for (const lot of input.lots ?? []) {
    const purchasedAt = dayjs(lot.expiresAt).subtract(12, 'month').toDate();
    await db.insert(flexiLots).values({
      memberId: id,
      purchasedAt,
      expiresAt: lot.expiresAt,
      original: lot.points,
      remaining: lot.points,
    });
    await db
      .insert(pointsLedger)
      .values({ memberId: id, type: 'Away Points Bundle', flexiDelta: lot.points, createdAt: purchasedAt });
  }
  const { token } = await createSession(db, { memberId: id, policy: { idleMinutes: 60, absoluteHours: 24 } });
  return { id, email, cookie: `fairway_session=${token}` };
}

export async function homePointsOf(db: Db, memberId: string): Promise<number> {
  const [row] = await db.select({ p: members.homePoints }).from(members).where(eq(members.id, memberId));
  return row!.p;
}

export async function ledgerSum(db: Db, memberId: string) {
  const [row] = await db
    .select({
      home: sql<number>`coalesce(sum(${pointsLedger.homeDelta}), 0)::int`,
      flexi: sql<number>`coalesce(sum(${pointsLedger.flexiDelta}), 0)::int`,
    })
    .from(pointsLedger)
    .where(eq(pointsLedger.memberId, memberId));
  return row!;
}

export async function placesTaken(db: Db, courseId: number, startsAt: string): Promise<number> {
  const [row] = await db
    .select({ n: slotOccupancy.placesTaken })
    .from(slotOccupancy)
    .where(and(eq(slotOccupancy.courseId, courseId), eq(slotOccupancy.startsAt, new Date(startsAt))));
  return row?.n ?? 0;
}

let keySeq = 0;
export const newKey = () => `test-${Date.now()}-${++keySeq}-${Math.random().toString(36).slice(2)}`;

/**
 * POST /api/bookings as the cookie's member with a new Idempotency-Key: at Foxhill Heath (club 151, its
 * Heath course) and without juniors unless the payload says otherwise.
 */
export const postBooking = (
  app: FastifyInstance,
  cookie: string,
  payload: { time: string; players: number; clubId?: number; courseId?: number; juniors?: number } & Record<
    string,
    unknown
  >,
) =>
  app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { cookie, 'idempotency-key': newKey() },
    payload: { clubId: 151, courseId: DEMO_COURSE.heath, juniors: 0, ...payload },
  });

/** Row counts that a refused request must leave unchanged. */
export async function writeSnapshot(db: Db) {
  const [row] = await db
    .execute<{ b: number; l: number; o: number; k: number; p: number; f: number }>(sql`
    select (select count(*) from bookings)::int as b,
           (select count(*) from points_ledger)::int as l,
           (select coalesce(sum(places_taken), 0) from slot_occupancy)::int as o,
           (select count(*) from idempotency_keys)::int as k,
           (select coalesce(sum(home_points), 0) from members)::int as p,
           (select coalesce(sum(remaining), 0) from flexi_lots)::int as f`)
    .then((r) => (r as unknown as { rows: never[] }).rows);
  return row;
}
