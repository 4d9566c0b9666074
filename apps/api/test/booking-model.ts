import type { ErrorCode } from '@fairway/contracts';

/*
 * An in-memory model of booking, cancelling, crediting and expiring, written from the rules (spec and
 * ARCHITECTURE rule 3) without the server's code: it is the oracle the model-based property test
 * compares the real system with, outcome and refusal code included.
 */

export type ModelLot = { id: number; expiresAt: number; remaining: number; expired: boolean };

export type ModelMember = {
  id: string;
  homeClubId: number;
  homePoints: number;
  flexiAllowed: boolean;
  playersPerDay: number;
  bookingsPerDay: number;
  membershipExpired: boolean;
  lots: ModelLot[];
};

export type ModelSlot = {
  clubId: number;
  courseId: number;
  time: string;
  /** Club-local date, for the package's per-day limits. */
  day: string;
  startsAt: number;
  capacity: number;
  taken: number;
  adultCost: number;
  juniorCost: number;
  acceptsOpenPlay: boolean;
  cutoffHours: number;
};

type Debit = { member: number; lotId: number | null; points: number };

export type ModelBooking = {
  id: number;
  slot: number;
  booker: number;
  /** The member player (a buddy) on the party, if any. */
  partner: number | null;
  players: number;
  debits: Debit[];
  cancelled: boolean;
};

export type Model = {
  /** The run's start and its clock (epoch ms); the clock only moves forward. */
  start: number;
  clock: number;
  members: ModelMember[];
  slots: ModelSlot[];
  bookings: ModelBooking[];
};

export type BookRequest = {
  booker: number;
  slot: number;
  players: number;
  juniors: number;
  partner?: { member: number; paysOwnShare: boolean };
};

export type Verdict<T> = { ok: true; value: T } | { ok: false; code: ErrorCode };
const refuse = (code: ErrorCode) => ({ ok: false as const, code });

/** Players and bookings a member has on a local date: their own bookings' parties, one place on others'. */
function usage(model: Model, member: number, day: string) {
  let players = 0;
  let bookings = 0;
  for (const b of model.bookings) {
    if (b.cancelled || model.slots[b.slot]!.day !== day) continue;
    if (b.booker === member) {
      players += b.players;
      bookings++;
    } else if (b.partner === member) {
      players++;
      bookings++;
    }
  }
  return { players, bookings };
}

function standing(model: Model, member: number, day: string, places: number): ErrorCode | null {
  const m = model.members[member]!;
  if (m.membershipExpired) return 'MEMBERSHIP_EXPIRED';
  const used = usage(model, member, day);
  if (m.playersPerDay - used.players < places) return 'NO_PLAYER_SLOTS';
  if (used.bookings >= m.bookingsPerDay) return 'BOOKINGS_PER_DAY_REACHED';
  return null;
}

/** Home points first at the home club; then Open Play lots, oldest expiry first, where allowed. */
function spend(model: Model, member: number, slot: ModelSlot, amount: number): Debit[] | null {
  const m = model.members[member]!;
  const atHome = m.homeClubId === slot.clubId;
  const home = atHome ? Math.min(m.homePoints, amount) : 0;
  const debits: Debit[] = home > 0 ? [{ member, lotId: null, points: home }] : [];
  let left = amount - home;
  if (left === 0) return debits;
  if (!m.flexiAllowed || !(atHome || slot.acceptsOpenPlay)) return null;
  const usable = m.lots
    .filter((l) => !l.expired && l.expiresAt > model.clock && l.remaining > 0)
    .sort((a, b) => a.expiresAt - b.expiresAt || a.id - b.id);
  for (const lot of usable) {
    if (left === 0) break;
    const take = Math.min(left, lot.remaining);
    debits.push({ member, lotId: lot.id, points: take });
    left -= take;
  }
  return left === 0 ? debits : null;
}

/** The expected outcome of a booking: the debits it makes, or the code it is refused with. */
export function expectBooking(model: Model, req: BookRequest): Verdict<{ cost: number; debits: Debit[] }> {
  const slot = model.slots[req.slot]!;
  const adults = req.players - req.juniors;
  const costAt = (i: number) => (i < adults ? slot.adultCost : slot.juniorCost);
  const cost = Array.from({ length: req.players }, (_, i) => costAt(i)).reduce((s, c) => s + c, 0);
  const partner = req.partner;
  if (partner && (partner.member === req.booker || adults < 2)) return refuse('VALIDATION');
  const bookerRefusal = standing(model, req.booker, slot.day, req.players);
  if (bookerRefusal) return refuse(bookerRefusal);
  if (partner) {
    const partnerRefusal = standing(model, partner.member, slot.day, 1);
    if (partnerRefusal) return refuse(partnerRefusal);
  }
  const partnerShare = partner?.paysOwnShare ? costAt(1) : 0;
  const shares: [number, number][] = [[req.booker, cost - partnerShare]];
  if (partner?.paysOwnShare) shares.push([partner.member, partnerShare]);
  const debits: Debit[] = [];
  for (const [member, share] of shares) {
    const d = spend(model, member, slot, share);
    // A partner short of their own share is named (BUDDY_NOT_ENOUGH_POINTS), the booker is not.
    if (!d) return refuse(member === req.booker ? 'NOT_ENOUGH_POINTS' : 'BUDDY_NOT_ENOUGH_POINTS');
    debits.push(...d);
  }
  if (slot.taken + req.players > slot.capacity) return refuse('SLOT_FULL');
  return { ok: true, value: { cost, debits } };
}

/** Applies a booking the system made: places, debits, and the payers' lots that were due expire. */
export function applyBooking(model: Model, req: BookRequest, id: number, debits: Debit[]): void {
  const payers = new Set([req.booker, ...(req.partner?.paysOwnShare ? [req.partner.member] : [])]);
  for (const p of payers) expireDue(model, model.members[p]!);
  for (const d of debits) {
    const m = model.members[d.member]!;
    if (d.lotId === null) m.homePoints -= d.points;
    else m.lots.find((l) => l.id === d.lotId)!.remaining -= d.points;
  }
  model.slots[req.slot]!.taken += req.players;
  model.bookings.push({
    id,
    slot: req.slot,
    booker: req.booker,
    partner: req.partner?.member ?? null,
    players: req.players,
    debits,
    cancelled: false,
  });
}

function expireDue(model: Model, m: ModelMember): void {
  for (const lot of m.lots) {
    if (!lot.expired && lot.expiresAt <= model.clock) Object.assign(lot, { expired: true, remaining: 0 });
  }
}

/** The expected outcome of `by` cancelling a booking; applies it to the model when it succeeds. */
export function cancelInModel(model: Model, booking: ModelBooking, by: number): ErrorCode | null {
  if (by !== booking.booker && by !== booking.partner) return 'BOOKING_NOT_FOUND';
  if (booking.cancelled) return 'ALREADY_CANCELLED';
  const slot = model.slots[booking.slot]!;
  if (slot.startsAt <= model.clock) return 'BOOKING_IN_PAST';
  if (slot.startsAt - model.clock < slot.cutoffHours * 3_600_000) return 'INSIDE_CANCELLATION_CUTOFF';
  booking.cancelled = true;
  slot.taken -= booking.players;
  for (const d of booking.debits) {
    const m = model.members[d.member]!;
    if (d.lotId === null) m.homePoints += d.points;
    else {
      // Back to the very lot; a lot the expiry run already closed keeps nothing.
      const lot = m.lots.find((l) => l.id === d.lotId)!;
      if (!lot.expired) lot.remaining += d.points;
    }
  }
  return null;
}

/** The expiry run at the model's clock. */
export function expireAll(model: Model): void {
  for (const m of model.members) expireDue(model, m);
}
