import type { CreateBooking } from '@fairway/contracts';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../lib/codes';
import { bookingOf, type PlanInput, planPlace, storedDetails } from './booking-plan';
import type { BookingQuote } from './booking-quote';
import type { LockedPayer } from './booking-store';
import type { PartyMember } from './party';

const now = new Date('2026-05-01T08:00:00Z');
const day = 86_400_000;

type QuoteParts = {
  bookingType?: 0 | 1 | 2 | 4;
  capacity?: number;
  costs?: number[];
  restriction?: { limit: number; days: number } | null;
  manualConfirmation?: boolean;
  acceptsOpenPlay?: boolean;
  choice?: BookingQuote['choice'];
};

/** The parts of a quote the plan reads (the rest is the course's reference data, not read here). */
function quote(parts: QuoteParts = {}): BookingQuote {
  const costs = parts.costs ?? [10, 10];
  return {
    club: {
      id: 1,
      name: 'Oakmere',
      restriction: parts.restriction ?? null,
      acceptsOpenPlay: parts.acceptsOpenPlay ?? false,
      manualConfirmation: parts.manualConfirmation ?? false,
    },
    course: { id: 4, name: 'Heath' },
    bookingType: parts.bookingType ?? 0,
    schedule: {
      firstStartMinute: 480,
      lastStartMinute: 1020,
      intervalMinutes: 10,
      capacity: parts.capacity ?? 4,
    },
    costs,
    cost: costs.reduce((s, c) => s + c, 0),
    unit: 'points',
    local: { date: '2026-05-01' },
    choice: parts.choice ?? {},
  } as unknown as BookingQuote;
}

function payer(
  id: string,
  over: { homePoints?: number; dueLots?: number; lots?: LockedPayer['wallet']['lots'] } = {},
) {
  return {
    member: {
      id,
      email: `${id}@example.com`,
      name: id.toUpperCase(),
      homeClubId: 1,
      homePoints: over.homePoints ?? 100,
      flexiPointsAllowed: true,
      completedFirstPayment: true,
      membershipExpires: new Date(now.getTime() + 30 * day),
      playersPerDay: 4,
      bookingsPerDay: 2,
    },
    wallet: { usage: { players: 0, bookings: 0 }, dueLots: over.dueLots ?? 0, lots: over.lots ?? [] },
  } satisfies LockedPayer;
}

const request = (over: Partial<CreateBooking> = {}) =>
  ({ clubId: 1, courseId: 4, players: 2, juniors: 0, ...over }) as CreateBooking;

function input(over: Partial<PlanInput> = {}): PlanInput {
  return {
    memberId: 'ann',
    request: request(),
    party: [],
    now,
    locked: new Map([['ann', payer('ann')]]),
    restrictionCount: 0,
    restrictionCounts: new Map(),
    ...over,
  };
}

const noExpiry = async () => {
  throw new Error('expireDue must not run');
};

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
    return 'booked';
  } catch (error) {
    const e = error as { code?: string; params?: unknown; message: string };
    return e.params === undefined ? (e.code ?? e.message) : { code: e.code, params: e.params };
  }
}

describe('planPlace', () => {
  it('plans a booker and a guest, the booker paying both places from home points', async () => {
    const plan = await planPlace(input(), quote(), noExpiry);
    expect(plan.players.map((p) => [p.kind, p.payerId, p.cost])).toEqual([
      ['booker', 'ann', 10],
      ['guest', 'ann', 10],
    ]);
    expect(plan.booker.member.id).toBe('ann');
    expect(plan.debits).toEqual([{ memberId: 'ann', lotId: null, points: 20 }]);
  });

  it('lets each member player pay their own share, or the booker pay it', async () => {
    const party: PartyMember[] = [
      { memberId: 'sam', paidBy: 'self' },
      { memberId: 'kit', paidBy: 'booker' },
    ];
    const locked = new Map([
      ['ann', payer('ann')],
      ['sam', payer('sam')],
      ['kit', payer('kit', { homePoints: 0 })],
    ]);
    const plan = await planPlace(
      input({ party, locked, request: request({ players: 3 }) }),
      quote({ costs: [10, 12, 14] }),
      noExpiry,
    );
    expect(plan.debits).toEqual([
      { memberId: 'ann', lotId: null, points: 24 },
      { memberId: 'sam', lotId: null, points: 12 },
    ]);
  });

  it('refuses a party that does not fit its places as VALIDATION', async () => {
    const party: PartyMember[] = [{ memberId: 'sam', paidBy: 'self' }];
    const locked = new Map([
      ['ann', payer('ann')],
      ['sam', payer('sam')],
    ]);
    expect(await refusal(planPlace(input({ party, locked }), quote({ costs: [10] }), noExpiry))).toBe(
      'VALIDATION',
    );
  });

  it('refuses a booker or a member player who is not locked (not found)', async () => {
    expect(await refusal(planPlace(input({ locked: new Map() }), quote(), noExpiry))).toBe(
      'MEMBER_NOT_FOUND',
    );
    const party: PartyMember[] = [{ memberId: 'sam', paidBy: 'self' }];
    expect(await refusal(planPlace(input({ party }), quote(), noExpiry))).toBe('MEMBER_NOT_FOUND');
  });

  it('checks the booker’s standing and day limits for every place they book', async () => {
    const lapsed = payer('ann');
    lapsed.member.membershipExpires = new Date(now.getTime() - 1);
    expect(await refusal(planPlace(input({ locked: new Map([['ann', lapsed]]) }), quote(), noExpiry))).toBe(
      'MEMBERSHIP_EXPIRED',
    );
    const busy = payer('ann');
    busy.wallet.usage = { players: 3, bookings: 0 };
    // Three of four places used that day: a booking of two does not fit, a booking of one does.
    expect(await refusal(planPlace(input({ locked: new Map([['ann', busy]]) }), quote(), noExpiry))).toBe(
      'NO_PLAYER_SLOTS',
    );
    const alone = input({ locked: new Map([['ann', busy]]), request: request({ players: 1 }) });
    expect(await refusal(planPlace(alone, quote({ costs: [10] }), noExpiry))).toBe('booked');
  });

  it('checks each member player’s standing for their one place', async () => {
    const sam = payer('sam');
    sam.wallet.usage = { players: 3, bookings: 0 };
    const party: PartyMember[] = [{ memberId: 'sam', paidBy: 'booker' }];
    const locked = new Map([
      ['ann', payer('ann')],
      ['sam', sam],
    ]);
    expect(await refusal(planPlace(input({ party, locked }), quote(), noExpiry))).toBe('booked');
    sam.wallet.usage = { players: 4, bookings: 0 };
    expect(await refusal(planPlace(input({ party, locked }), quote(), noExpiry))).toBe('NO_PLAYER_SLOTS');
  });

  it('refuses a booker under the club’s no-show rule, from the limit on', async () => {
    const restriction = { limit: 3, days: 30 };
    expect(await refusal(planPlace(input({ restrictionCount: 2 }), quote({ restriction }), noExpiry))).toBe(
      'booked',
    );
    expect(
      await refusal(planPlace(input({ restrictionCount: 3 }), quote({ restriction }), noExpiry)),
    ).toEqual({
      code: 'BOOKING_RESTRICTED',
      params: { limit: 3, days: 30 },
    });
    // Without a rule no count refuses.
    expect(await refusal(planPlace(input({ restrictionCount: 99 }), quote(), noExpiry))).toBe('booked');
  });

  it('refuses a member player under the rule, by name', async () => {
    const restriction = { limit: 2, days: 14 };
    const locked = new Map([
      ['ann', payer('ann')],
      ['sam', payer('sam')],
    ]);
    const party: PartyMember[] = [{ memberId: 'sam', paidBy: 'self', name: 'Sam' }];
    const under = input({ party, locked, restrictionCounts: new Map([['sam', 2]]) });
    expect(await refusal(planPlace(under, quote({ restriction }), noExpiry))).toEqual({
      code: 'BUDDY_BOOKING_RESTRICTED',
      params: { name: 'Sam', limit: 2, days: 14 },
    });
    const unnamed = input({
      party: [{ memberId: 'sam', paidBy: 'self' }],
      locked,
      restrictionCounts: new Map([['sam', 2]]),
    });
    expect(await refusal(planPlace(unnamed, quote({ restriction }), noExpiry))).toEqual({
      code: 'BUDDY_BOOKING_RESTRICTED',
      params: { name: '', limit: 2, days: 14 },
    });
    // The booker's count is not the member player's: Sam has none here.
    const clear = input({ party, locked, restrictionCount: 1, restrictionCounts: new Map([['ann', 2]]) });
    expect(await refusal(planPlace(clear, quote({ restriction }), noExpiry))).toBe('booked');
  });

  it('expires a payer’s due lots before spending, and only theirs', async () => {
    const expired: string[] = [];
    const expireDue = async (id: string) => {
      expired.push(id);
    };
    const party: PartyMember[] = [{ memberId: 'sam', paidBy: 'self' }];
    const locked = new Map([
      ['ann', payer('ann', { dueLots: 0 })],
      ['sam', payer('sam', { dueLots: 2 })],
    ]);
    await planPlace(input({ party, locked }), quote(), expireDue);
    expect(expired).toEqual(['sam']);
  });

  it('spends Open Play lots after home points', async () => {
    const lots = [{ id: 9, remaining: 50, expiresAt: new Date(now.getTime() + day) }];
    const locked = new Map([['ann', payer('ann', { homePoints: 5, lots })]]);
    const plan = await planPlace(input({ locked }), quote(), noExpiry);
    expect(plan.debits).toEqual([
      { memberId: 'ann', lotId: null, points: 5 },
      { memberId: 'ann', lotId: 9, points: 15 },
    ]);
  });

  it('refuses a booker short of points with their cost, and a member player by name', async () => {
    const poor = new Map([['ann', payer('ann', { homePoints: 19 })]]);
    expect(await refusal(planPlace(input({ locked: poor }), quote(), noExpiry))).toEqual({
      code: 'NOT_ENOUGH_POINTS',
      params: { unit: 'points', cost: 20 },
    });
    const party: PartyMember[] = [{ memberId: 'sam', paidBy: 'self', name: 'Sam' }];
    const locked = new Map([
      ['ann', payer('ann')],
      ['sam', payer('sam', { homePoints: 9 })],
    ]);
    expect(await refusal(planPlace(input({ party, locked }), quote(), noExpiry))).toEqual({
      code: 'BUDDY_NOT_ENOUGH_POINTS',
      params: { name: 'Sam', unit: 'points', cost: 10 },
    });
  });

  it('refuses more players than the slot holds, and takes a full slot', async () => {
    const four = input({ request: request({ players: 4 }) });
    expect(await refusal(planPlace(four, quote({ costs: [1, 1, 1, 1], capacity: 4 }), noExpiry))).toBe(
      'booked',
    );
    expect(await refusal(planPlace(four, quote({ costs: [1, 1, 1, 1], capacity: 3 }), noExpiry))).toBe(
      'SLOT_FULL',
    );
  });
});

describe('bookingOf', () => {
  const players = [
    { kind: 'booker' as const, memberId: 'ann', payerId: 'ann', isJunior: false, cost: 10 },
    { kind: 'guest' as const, memberId: null, payerId: 'ann', isJunior: true, cost: 4 },
    { kind: 'guest' as const, memberId: null, payerId: 'ann', isJunior: true, cost: 4 },
  ];
  const debits = [{ memberId: 'ann', lotId: null, points: 18 }];
  const startsAt = new Date('2026-05-01T09:00:00Z');
  const of = (q: BookingQuote, notes?: string) =>
    bookingOf(
      {
        request: request({ players: 3, juniors: 2, ...(notes === undefined ? {} : { notes }) }),
        random: seededRandom(7),
        memberId: 'ann',
        idempotencyKey: 'key-1',
        startsAt,
        now,
      },
      q,
      players,
      debits,
    );

  it('writes the booking’s row and what the write function takes', () => {
    const random = seededRandom(7);
    const ref = Array.from({ length: 6 }, () => random(31));
    const code = Array.from({ length: 6 }, () => random(31));
    const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
    const { booking, write } = of(quote({ costs: [10, 4, 4] }), 'Two juniors');
    expect(booking).toEqual({
      bookingType: 0,
      clubId: 1,
      courseId: 4,
      startsAt,
      numberOfPeople: 3,
      ofWhichJuniors: 2,
      bookingRef: `FW${ref.map((i) => alphabet[i]).join('')}`,
      confirmationCode: code.map((i) => alphabet[i]).join(''),
      confirmationStatus: 'ManualConfirmed',
      notes: 'Two juniors',
      extraTitle: null,
      fulfilled: null,
      cost: 18,
      costUnit: 'points',
    });
    expect(write).toEqual({
      ...booking,
      bookerId: 'ann',
      idempotencyKey: 'key-1',
      localDate: '2026-05-01',
      capacity: 4,
      players,
      debits,
      description: 'Heath, Oakmere',
      now,
    });
  });

  it('leaves a booking of a club that confirms by hand unconfirmed, and notes empty when none', () => {
    const { booking } = of(quote({ manualConfirmation: true }));
    expect(booking.confirmationStatus).toBe('NotConfirmed');
    expect(booking.notes).toBe('');
  });

  it('titles an extra by its course and leaves it to be fulfilled', () => {
    const { booking } = of(quote({ bookingType: 2 }));
    expect(booking.extraTitle).toBe('Heath');
    expect(booking.fulfilled).toBe(false);
    expect(of(quote({ bookingType: 1 })).booking).toMatchObject({ extraTitle: null, fulfilled: null });
  });
});

describe('storedDetails', () => {
  it('keeps the treatment as booked (id, name, minutes only), the nights, or nothing', () => {
    const treatment = { id: 't1', name: 'Massage', minutes: 60, minimumAge: 16, points: 40 };
    expect(storedDetails(quote({ choice: { treatment } }))).toEqual({
      treatment: { id: 't1', name: 'Massage', minutes: 60 },
    });
    expect(storedDetails(quote({ choice: { nights: 2 } }))).toEqual({ nights: 2 });
    expect(storedDetails(quote({ choice: { nights: 0 } }))).toEqual({ nights: 0 });
    expect(storedDetails(quote({ choice: {} }))).toBeNull();
  });
});
