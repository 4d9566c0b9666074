import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { flexiLots } from '../src/db/schema';
import { quoteBooking } from '../src/modules/bookings/booking-quote';
import { DEMO_COURSE } from '../src/seed/courses';
import {
  Advance,
  Book,
  BookImprecise,
  BookOutsideWindow,
  Cancel,
  Credit,
  Expire,
  placesWithinMinute,
  request,
  tally,
} from './booking-commands';
import { createMember, localDate, slotTime } from './booking-fixtures';
import type { Model, ModelSlot } from './booking-model';
import { useTestApp } from './helpers';
import { invariantViolations, noViolations } from './invariants';
import { concurrentProperty } from './property-concurrent';

const HOUR = 3_600_000;
const AWAY_CLUB = { clubId: 259, courseId: 25901 };

const member = fc.nat(3);
const book = fc
  .record({
    booker: member,
    slot: fc.nat(3),
    players: fc.integer({ min: 1, max: 4 }),
    juniors: fc.nat(4),
  })
  .map((r) => new Book({ ...r, juniors: Math.min(r.juniors, r.players) }));
/** fc.commands picks among its arbitraries uniformly: repeating one weighs it. */
const commands = [
  book,
  book,
  book,
  book,
  fc
    .record({
      booker: member,
      partner: member,
      paysOwnShare: fc.boolean(),
      slot: fc.nat(3),
      players: fc.integer({ min: 2, max: 4 }),
      juniors: fc.nat(2),
    })
    .map(
      (r) =>
        new Book({
          booker: r.booker,
          slot: r.slot,
          players: r.players,
          juniors: Math.min(r.juniors, r.players),
          partner: {
            member: r.partner === r.booker ? (r.partner + 1) % 4 : r.partner,
            paysOwnShare: r.paysOwnShare,
          },
        }),
    ),
  fc
    .tuple(member, fc.nat(3), fc.constantFrom(1, 999, 59_999, 5 * 60_000))
    .map(([m, s, o]) => new BookImprecise(m, s, o)),
  member.map((m) => new BookOutsideWindow(m)),
  fc.tuple(fc.nat(50), fc.nat(5)).map(([p, by]) => new Cancel(p, by)),
  fc.tuple(fc.nat(50), fc.nat(5)).map(([p, by]) => new Cancel(p, by)),
  fc.tuple(member, fc.nat(20), fc.nat(20)).map(([m, h, f]) => new Credit(m, h, f)),
  fc.constant(new Expire()),
  fc.integer({ min: 1, max: 12 }).map((h) => new Advance(h)),
];

/** Lot expiries in hours from the run's start: one already due, three within the run, two far off. */
const lotArb = fc.record({
  points: fc.integer({ min: 1, max: 30 }),
  hours: fc.constantFrom(-24, 2, 10, 30, 24 * 60, 24 * 300),
});
const memberArb = fc.record({
  homeClubId: fc.constantFrom(151, 259, 563),
  homePoints: fc.oneof(fc.constant(0), fc.nat(80)),
  flexiPointsAllowed: fc.constantFrom(true, true, true, false),
  lots: fc.array(lotArb, { maxLength: 3 }),
  playersPerDay: fc.integer({ min: 1, max: 10 }),
  bookingsPerDay: fc.integer({ min: 1, max: 3 }),
  expired: fc.constantFrom(false, false, false, false, false, false, false, true),
});
type MemberSetup = typeof memberArb extends fc.Arbitrary<infer T> ? T : never;

describe('model-based property: booking, cancelling, crediting and expiry behave as the model says', () => {
  const ctx = useTestApp();
  let run = 0;

  /** Fresh members and four slots of this run (two per club, inside and outside the cut-off). */
  async function setup(db: Db, setups: MemberSetup[]): Promise<Model> {
    const start = Date.now();
    const r = run++;
    // Member 0 holds Open Play points only and books away from home: the case a broken rule once hid.
    const roster = [
      {
        ...setups[0]!,
        homeClubId: 563,
        homePoints: 0,
        flexiPointsAllowed: true,
        expired: false,
        lots: [...setups[0]!.lots, { points: 25, hours: 24 * 200 }],
      },
      ...setups.slice(1),
    ];
    const people = [];
    for (const s of roster) {
      const lots = s.lots.map((l) => ({ points: l.points, expiresAt: new Date(start + l.hours * HOUR) }));
      const m = await createMember(db, {
        ...s,
        lots,
        membershipExpires: s.expired ? new Date(start - 24 * HOUR) : null,
      });
      const ids = await db
        .select({ id: flexiLots.id })
        .from(flexiLots)
        .where(eq(flexiLots.memberId, m.id))
        .orderBy(flexiLots.id);
      people.push({
        id: m.id,
        homeClubId: s.homeClubId,
        homePoints: s.homePoints,
        flexiAllowed: s.flexiPointsAllowed,
        playersPerDay: s.playersPerDay,
        bookingsPerDay: s.bookingsPerDay,
        membershipExpired: s.expired,
        lots: lots.map((l, i) => ({
          id: ids[i]!.id,
          expiresAt: l.expiresAt.getTime(),
          remaining: l.points,
          expired: false,
        })),
      });
    }
    // From 09:00 to 14:30 (the winter sheet's last start): the home club's Saturday ballot holds 07:00–09:00,
    // and days 20 and 21 ahead land on a Saturday one day in seven.
    const minute = 9 * 60 + 10 * (r % 34);
    const hhmm = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
    const places = [
      { clubId: 151, courseId: DEMO_COURSE.heath, days: 20 },
      { clubId: 151, courseId: DEMO_COURSE.heath, days: 5 },
      { ...AWAY_CLUB, days: 21 },
      { ...AWAY_CLUB, days: 6 },
    ];
    const slots: ModelSlot[] = [];
    for (const p of places) {
      const time = slotTime(p.days, hhmm);
      const quote = (juniors: number) =>
        quoteBooking(db, request({ ...p, time }, 1, juniors), new Date(time), new Date(start));
      const [adult, junior] = [await quote(0), await quote(1)];
      const slot = {
        clubId: p.clubId,
        courseId: p.courseId,
        time,
        day: localDate(p.days),
        startsAt: Date.parse(time),
      };
      slots.push({
        ...slot,
        capacity: adult.schedule.capacity,
        taken: 0,
        adultCost: adult.cost,
        juniorCost: junior.cost,
        acceptsOpenPlay: adult.club.acceptsOpenPlay,
        cutoffHours: adult.club.cancellationCutoffHours,
      });
    }
    // Earlier runs (and shrinking) may have used these starts: their places are where this run begins.
    for (const s of slots) s.taken = await placesWithinMinute(db, s);
    return { start, clock: start, members: people, slots, bookings: [] };
  }

  it('matches the model command by command, outcome and refusal code', async () => {
    const db = ctx.database.db;
    await fc.assert(
      fc.asyncProperty(
        fc.array(memberArb, { minLength: 4, maxLength: 4 }),
        fc.commands(commands, { maxCommands: 40, size: 'large' }),
        async (setups, cmds) => {
          const model = await setup(db, setups);
          await fc.asyncModelRun(() => ({ model, real: { db } }), cmds);
          expect(await invariantViolations(db)).toEqual(noViolations);
        },
      ),
      { seed: 20_260_515, numRuns: 50 },
    );
    // Guard against a vacuous pass: every kind of outcome happened.
    const at = (key: string) => tally.get(key) ?? 0;
    for (const key of [
      'book@home:ok',
      'book@away:ok',
      'party:ok',
      'openPlayOnly:ok',
      'cancel:ok',
      'imprecise:UNKNOWN_SLOT',
      'window:OUTSIDE_BOOKING_WINDOW',
    ]) {
      expect(at(key), key).toBeGreaterThan(2);
    }
    const refusals = [...tally.keys()]
      .filter((k) => k.startsWith('book') || k.startsWith('cancel'))
      .map((k) => k.split(':')[1]);
    for (const code of [
      'NOT_ENOUGH_POINTS',
      'SLOT_FULL',
      'NO_PLAYER_SLOTS',
      'ALREADY_CANCELLED',
      'INSIDE_CANCELLATION_CUTOFF',
      'BOOKING_NOT_FOUND',
    ]) {
      expect(refusals, code).toContain(code);
    }
  }, 600_000);

  it('keeps every invariant under concurrent batches of the same commands', async () => {
    await concurrentProperty(ctx.database.db);
  }, 600_000);
});
