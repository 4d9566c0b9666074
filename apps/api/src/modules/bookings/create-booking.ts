import { type Booking, type CreateBooking, NO_PLAYER_SLOTS_MESSAGE } from '@fairway/contracts';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { type RandomInt, shortCode } from '../../lib/codes';
import { localDateOf, localParts } from '../../lib/time';
import { inTransaction } from '../../lib/transaction';
import { loadClubCourse } from '../courses/course-day';
import { findPriceBands, findSchedule } from '../courses/repository';
import { expireMemberLots, spendForBooking } from '../points/service';
import { findLiveLots, type LockedMember, lockMember } from '../points/wallet-repository';
import { slotFull } from './errors';
import { attachBooking, claimKey, requestHash } from './idempotency';
import { toBooking } from './mapper';
import { findBookingView, findDayUsage, insertBooking } from './repository';
import { canUseOpenPlay, planPayment } from './rules/payment';
import { dayLimitRefusal } from './rules/player-slots';
import { bandFor, playerCosts, seasonOf } from './rules/pricing';
import { isScheduledStart } from './rules/schedule';
import { isOutsideWindow, isPastSlot } from './rules/window';
import { takePlaces } from './slot-repository';

export type CreateBookingInput = {
  memberId: string;
  idempotencyKey: string;
  request: CreateBooking;
  now?: Date;
  random?: RandomInt;
};

export type CreateBookingResult = { booking: Booking; replayed: boolean };

/**
 * Books a slot in one transaction: lock the member, claim the Idempotency-Key, check every rule, take
 * the places, take the points. Lock order everywhere: member(s) by id → idempotency key → slot → lots.
 */
export async function createBooking(db: Db, input: CreateBookingInput): Promise<CreateBookingResult> {
  const now = input.now ?? new Date();
  const startsAt = new Date(input.request.time);
  const hash = requestHash(input.request, startsAt);
  const result = await inTransaction(db, async (tx) => {
    const member = await lockMember(tx, input.memberId);
    if (!member) throw new AppError('NOT_FOUND', 'Unknown member.');
    const earlier = await claimKey(tx, input.memberId, input.idempotencyKey, hash);
    if (earlier !== null) return { id: earlier, replayed: true };
    const id = await placeBooking(tx, { ...input, startsAt, now, member });
    await attachBooking(tx, input.memberId, input.idempotencyKey, id);
    return { id, replayed: false };
  });
  const view = await findBookingView(db, result.id, input.memberId);
  if (!view) throw new AppError('NOT_FOUND', 'We could not find that booking.');
  return { booking: toBooking(view, now), replayed: result.replayed };
}

type PlaceInput = CreateBookingInput & { startsAt: Date; now: Date; member: LockedMember };

async function placeBooking(tx: Tx, input: PlaceInput): Promise<number> {
  const { request: req, startsAt, now, memberId, member } = input;
  const { club, course, bookingType } = await loadClubCourse(tx, req.clubId, req.courseId);
  const unit = club.disablePoints ? 'rounds' : 'points';
  if (club.notesRequired && !req.notes) {
    throw new AppError('VALIDATION', `${club.notesTitle} is required for bookings at ${club.name}.`, {
      fields: { notes: `${club.notesTitle} is required.` },
    });
  }
  if (isPastSlot(startsAt, now)) {
    throw new AppError('BUSINESS_RULE', 'That time has already passed. Please choose a later time.');
  }
  const local = localParts(startsAt, club.timeZone);
  if (isOutsideWindow(local.date, localDateOf(now, club.timeZone), club.bookingWindowDays)) {
    throw new AppError(
      'BUSINESS_RULE',
      `${club.name} takes bookings up to ${club.bookingWindowDays} days ahead. Please choose an earlier date.`,
    );
  }
  const season = seasonOf(local.month);
  const schedule = await findSchedule(tx, course.id, season, local.dayOfWeek);
  if (!schedule || !isScheduledStart(schedule, local.minuteOfDay)) {
    throw new AppError('VALIDATION', `There is no start at that time on ${course.name}.`, {
      fields: { time: 'Not one of the course’s start times.' },
    });
  }
  const band = bandFor(await findPriceBands(tx, course.id, season, local.dayOfWeek), local.minuteOfDay);
  if (!band) throw new AppError('BUSINESS_RULE', `${course.name} has no price for that time.`);
  const costs = playerCosts(band, req.players, req.juniors);
  const cost = costs.reduce((s, c) => s + c, 0);

  if (bookingType === 0) {
    const refusal = dayLimitRefusal(member, await findDayUsage(tx, memberId, local.date), req.players);
    if (refusal === 'no_player_slots') throw new AppError('BUSINESS_RULE', NO_PLAYER_SLOTS_MESSAGE);
    if (refusal) {
      throw new AppError('BUSINESS_RULE', `Your package allows ${member.bookingsPerDay} bookings a day.`);
    }
  }
  await expireMemberLots(tx, memberId, now);
  const wallet = {
    atHomeClub: member.homeClubId === club.id,
    homePoints: member.homePoints,
    flexiAllowed: member.flexiPointsAllowed,
    clubAcceptsOpenPlay: club.acceptsOpenPlay,
  };
  const lots = canUseOpenPlay(wallet) ? await findLiveLots(tx, memberId, now) : [];
  const plan = planPayment({ ...wallet, lots }, cost, now);
  if (!plan) {
    throw new AppError(
      'BUSINESS_RULE',
      `You do not have enough ${unit} for this booking (it costs ${cost}).`,
    );
  }
  if (!(await takePlaces(tx, { courseId: course.id, startsAt, capacity: schedule.capacity }, req.players))) {
    throw slotFull();
  }
  const id = await insertWithFreshCodes(tx, input.random, {
    bookingType,
    bookedBy: memberId,
    clubId: club.id,
    courseId: course.id,
    startsAt,
    localDate: local.date,
    numberOfPeople: req.players,
    ofWhichJuniors: req.juniors,
    confirmationStatus: club.manualConfirmation ? 'NotConfirmed' : 'ManualConfirmed',
    notes: req.notes ?? '',
    extraTitle: bookingType === 2 ? course.name : null,
    fulfilled: bookingType === 2 ? false : null,
    cost,
    costUnit: unit,
    createdAt: now,
    players: costs.map((c, i) => ({
      position: i,
      kind: i === 0 ? ('booker' as const) : ('guest' as const),
      isJunior: i >= req.players - req.juniors,
      memberId: i === 0 ? memberId : null,
      payerId: memberId,
      cost: c,
    })),
  });
  await spendForBooking(tx, {
    memberId,
    plan,
    bookingId: id,
    description: `${course.name}, ${club.name}`,
    now,
  });
  return id;
}

type BookingDraft = Omit<Parameters<typeof insertBooking>[1], 'bookingRef' | 'confirmationCode'> & {
  players: Parameters<typeof insertBooking>[2];
};

async function insertWithFreshCodes(
  tx: Tx,
  random: RandomInt | undefined,
  draft: BookingDraft,
): Promise<number> {
  const { players, ...booking } = draft;
  for (let attempt = 0; attempt < 5; attempt++) {
    const codes = { bookingRef: `FW${shortCode(6, random)}`, confirmationCode: shortCode(6, random) };
    const id = await insertBooking(tx, { ...booking, ...codes }, players);
    if (id !== null) return id;
  }
  throw new AppError('CONFLICT', 'Please try again.');
}
