import type { ErrorCode } from '@fairway/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import type fc from 'fast-check';
import { expect } from 'vitest';
import type { Db } from '../src/db/client';
import { flexiLots, members } from '../src/db/schema';
import { AppError } from '../src/lib/app-error';
import { dayjs } from '../src/lib/time';
import { bookQuietly } from '../src/modules/bookings/booking-command';
import { bookNow } from '../src/modules/bookings/booking-pipeline';
import { cancelBooking } from '../src/modules/bookings/cancel-booking';
import { creditPoints, expireLots } from '../src/modules/points/service';
import { DEMO_COURSE } from '../src/seed/courses';
import { newKey, slotTime } from './booking-fixtures';
import {
  applyBooking,
  type BookRequest,
  cancelInModel,
  expectBooking,
  expireAll,
  type Model,
  type ModelSlot,
} from './booking-model';

/*
 * The commands of the model-based property test: each runs against the real service and the model,
 * expects the model's outcome (refusal code included), then compares every balance, lot and place.
 */

const HOUR = 3_600_000;
/** The clock moves at most this far in a run, so every slot keeps its side of the window and cut-off. */
export const MAX_ADVANCE = 36 * HOUR;

export type Real = { db: Db };
type Cmd = fc.AsyncCommand<Model, Real>;
export const tally = new Map<string, number>();
const count = (key: string) => tally.set(key, (tally.get(key) ?? 0) + 1);

const codeOf = (error: unknown): ErrorCode => {
  if (error instanceof AppError) return error.code;
  throw error;
};

/** Compares every balance, lot and slot of the run with the model. */
async function expectSameState(db: Db, model: Model): Promise<void> {
  const ids = model.members.map((m) => m.id);
  const homes = await db
    .select({ id: members.id, home: members.homePoints })
    .from(members)
    .where(inArray(members.id, ids));
  const lots = await db
    .select({
      id: flexiLots.id,
      memberId: flexiLots.memberId,
      remaining: flexiLots.remaining,
      expired: sql<boolean>`${flexiLots.expiredAt} is not null`,
    })
    .from(flexiLots)
    .where(inArray(flexiLots.memberId, ids))
    .orderBy(flexiLots.id);
  const taken = [];
  for (const s of model.slots) taken.push(await placesWithinMinute(db, s));
  expect({
    home: Object.fromEntries(homes.map((h) => [h.id, h.home])),
    lots,
    taken,
  }).toEqual({
    home: Object.fromEntries(model.members.map((m) => [m.id, m.homePoints])),
    lots: model.members
      .flatMap((m) =>
        m.lots.map((l) => ({ id: l.id, memberId: m.id, remaining: l.remaining, expired: l.expired })),
      )
      .sort((a, b) => a.id - b.id),
    taken: model.slots.map((s) => s.taken),
  });
}

/** Places on every occupancy row within the start's minute: one row, if slot identity holds. */
export async function placesWithinMinute(db: Db, slot: ModelSlot): Promise<number> {
  const [row] = await db
    .execute(sql`select coalesce(sum(places_taken), 0)::int as n from slot_occupancy
      where course_id = ${slot.courseId} and starts_at >= ${slot.time}::timestamptz
        and starts_at < ${slot.time}::timestamptz + interval '1 minute'`)
    .then((r) => (r as unknown as { rows: { n: number }[] }).rows);
  return row!.n;
}

export const request = (
  slot: Pick<ModelSlot, 'clubId' | 'courseId' | 'time'>,
  players: number,
  juniors: number,
  time = slot.time,
) => ({
  clubId: slot.clubId,
  courseId: slot.courseId,
  time,
  players,
  juniors,
});

export class Book implements Cmd {
  constructor(readonly req: BookRequest) {}
  check = () => true;
  async run(model: Model, { db }: Real) {
    const { req } = this;
    const slot = model.slots[req.slot]!;
    const expected = expectBooking(model, req);
    const party = req.partner
      ? [
          {
            memberId: model.members[req.partner.member]!.id,
            paidBy: req.partner.paysOwnShare ? 'self' : 'booker',
          } as const,
        ]
      : [];
    const actual = await bookNow(
      db,
      bookQuietly({
        memberId: model.members[req.booker]!.id,
        idempotencyKey: newKey(),
        request: request(slot, req.players, req.juniors),
        party,
        now: new Date(model.clock),
      }),
    ).then(
      ({ booking }) => ({ ok: true as const, booking }),
      (e: unknown) => ({ ok: false as const, code: codeOf(e) }),
    );
    const kind = `${req.partner ? 'party' : 'book'}${model.members[req.booker]!.homeClubId === slot.clubId ? '@home' : '@away'}`;
    count(`${kind}:${actual.ok ? 'ok' : actual.code}`);
    if (actual.ok && req.partner) count('party:ok');
    if (actual.ok && !model.members[req.booker]!.homePoints && req.booker === 0) count('openPlayOnly:ok');
    expect(actual.ok ? 'booked' : actual.code).toBe(expected.ok ? 'booked' : expected.code);
    if (expected.ok && actual.ok) {
      expect(actual.booking.Cost).toBe(expected.value.cost);
      applyBooking(model, req, actual.booking.Id, expected.value.debits);
    }
    await expectSameState(db, model);
  }
  toString = () => `book(${JSON.stringify(this.req)})`;
}

/** A start of the tee sheet sent with seconds or milliseconds, or a minute that is no start. */
export class BookImprecise implements Cmd {
  constructor(
    readonly member: number,
    readonly slot: number,
    readonly offsetMs: number,
  ) {}
  check = () => true;
  async run(model: Model, { db }: Real) {
    const slot = model.slots[this.slot]!;
    const time = new Date(slot.startsAt + this.offsetMs).toISOString();
    const code = await bookNow(
      db,
      bookQuietly({
        memberId: model.members[this.member]!.id,
        idempotencyKey: newKey(),
        request: request(slot, 1, 0, time),
        now: new Date(model.clock),
      }),
    ).then(() => 'booked', codeOf);
    count(`imprecise:${code}`);
    expect(code).toBe('UNKNOWN_SLOT');
    await expectSameState(db, model);
  }
  toString = () => `bookImprecise(${this.member}, ${this.slot}, +${this.offsetMs}ms)`;
}

export class BookOutsideWindow implements Cmd {
  constructor(readonly member: number) {}
  check = () => true;
  async run(model: Model, { db }: Real) {
    const code = await bookNow(
      db,
      bookQuietly({
        memberId: model.members[this.member]!.id,
        idempotencyKey: newKey(),
        request: {
          clubId: 151,
          courseId: DEMO_COURSE.heath,
          time: slotTime(40, '10:00'),
          players: 1,
          juniors: 0,
        },
        now: new Date(model.clock),
      }),
    ).then(() => 'booked', codeOf);
    count(`window:${code}`);
    expect(code).toBe('OUTSIDE_BOOKING_WINDOW');
    await expectSameState(db, model);
  }
  toString = () => `bookOutsideWindow(${this.member})`;
}

/** `by`: a member index, or 4 for the booker, 5 for the member player (else the booker). */
export class Cancel implements Cmd {
  constructor(
    readonly pick: number,
    readonly by: number,
  ) {}
  check = (model: Readonly<Model>) => model.bookings.length > 0;
  async run(model: Model, { db }: Real) {
    const booking = model.bookings[this.pick % model.bookings.length]!;
    const by =
      this.by < 4 ? this.by : this.by === 5 && booking.partner !== null ? booking.partner : booking.booker;
    const expected = cancelInModel(model, booking, by);
    const actual = await cancelBooking(db, {
      memberId: model.members[by]!.id,
      bookingId: booking.id,
      now: new Date(model.clock),
    }).then(() => null, codeOf);
    count(`cancel:${actual ?? 'ok'}`);
    expect(actual).toBe(expected);
    await expectSameState(db, model);
  }
  toString = () => `cancel(${this.pick}, by ${this.by})`;
}

export class Credit implements Cmd {
  constructor(
    readonly member: number,
    readonly home: number,
    readonly flexi: number,
  ) {}
  check = () => true;
  async run(model: Model, { db }: Real) {
    const m = model.members[this.member]!;
    await creditPoints(db, { memberId: m.id, home: this.home, flexi: this.flexi }, new Date(model.clock));
    m.homePoints += this.home;
    if (this.flexi > 0) {
      const [lot] = await db
        .select({ id: sql<number>`max(${flexiLots.id})::int` })
        .from(flexiLots)
        .where(eq(flexiLots.memberId, m.id));
      const expiresAt = dayjs(model.clock).add(12, 'month').valueOf();
      m.lots.push({ id: lot!.id, expiresAt, remaining: this.flexi, expired: false });
    }
    await expectSameState(db, model);
  }
  toString = () => `credit(${this.member}, home ${this.home}, flexi ${this.flexi})`;
}

export class Expire implements Cmd {
  check = () => true;
  async run(model: Model, { db }: Real) {
    await expireLots(db, new Date(model.clock));
    expireAll(model);
    await expectSameState(db, model);
  }
  toString = () => 'expire()';
}

export class Advance implements Cmd {
  constructor(readonly hours: number) {}
  check = () => true;
  async run(model: Model) {
    model.clock = Math.min(model.clock + this.hours * HOUR, model.start + MAX_ADVANCE);
  }
  toString = () => `advance(${this.hours}h)`;
}
