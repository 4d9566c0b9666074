import type {
  BookingRules,
  OpenPlayRefusal,
  SlotReason,
  TeeTimeSlot,
  TeeTimes,
  TeeTimesQuery,
} from '@fairway/contracts';
import type { Db } from '../../db/client';
import { chosenBand, facilityChoice } from '../../domain/booking-rules/facility-choice';
import { membershipRefusal, membershipRefusalCode } from '../../domain/booking-rules/membership';
import { checkPartySize } from '../../domain/booking-rules/party-size';
import { canUseOpenPlay, spendable } from '../../domain/booking-rules/payment';
import { dayLimitRefusal, remainingPlayerSlots } from '../../domain/booking-rules/player-slots';
import { bandFor, partyCost } from '../../domain/booking-rules/pricing';
import { isRestricted, restrictionFrom, restrictionSince } from '../../domain/booking-rules/restriction';
import { slotMinutes } from '../../domain/booking-rules/schedule';
import { laterNights } from '../../domain/booking-rules/stay';
import { isOutsideWindow, lastBookableDate } from '../../domain/booking-rules/window';
import { AppError } from '../../lib/app-error';
import { instantAt, instantsAt, isoString, localDateOf } from '../../lib/time';
import { ballotHold, isHeld } from '../bookings';
import { clubReference, loadCourseDay } from '../courses';
import { lineHoldsDay } from '../release-lines';
import { findAvailabilityInputs } from './availability-repository';
import { type DayVerdictInputs, slotReason } from './slot-verdict';

/**
 * Every start of a course-day with its free places, the party's cost and why it cannot be booked.
 * Two reads at most: the club's cached reference data, and one statement for the caller and occupancy.
 */
export async function getAvailability(
  db: Db,
  input: { memberId: string; query: TeeTimesQuery; now?: Date },
): Promise<TeeTimes> {
  const now = input.now ?? new Date();
  const { clubId, courseId, date, players, juniors } = input.query;
  const day = await loadCourseDay(db, clubId, courseId, date);
  const { club, schedule } = day;
  checkPartySize(day.bookingType, players);
  const choice = facilityChoice(club, day.course, day.bookingType, input.query);
  const unit = club.disablePoints ? 'rounds' : 'points';
  const base = {
    clubId,
    courseId,
    date,
    timeZone: club.timeZone,
    unit,
    requiresConfirmation: club.manualConfirmation,
  } as const;
  const dayStart = instantAt(date, 0, club.timeZone);
  // A stay reads the occupancy of each of its nights, not only the check-in day's.
  const nights = choice.nights ?? 1;
  const dayEnd = new Date(dayStart.getTime() + (26 + 24 * (nights - 1)) * 3_600_000);
  const inputs = await findAvailabilityInputs(db, {
    memberId: input.memberId,
    clubId,
    courseId,
    restrictionSince: restrictionSince(club.restriction, now),
    localDate: date,
    from: dayStart,
    to: dayEnd,
    now,
  });
  if (!inputs) throw new AppError('UNAUTHENTICATED');
  const { member, taken } = inputs;
  const wallet = {
    atHomeClub: member.homeClubId === club.id,
    homePoints: member.homePoints,
    flexiAllowed: member.flexiPointsAllowed,
    clubAcceptsOpenPlay: club.acceptsOpenPlay,
  };
  const budget = spendable({ ...wallet, lots: canUseOpenPlay(wallet) ? inputs.lots : [] }, now);
  const openPlayRefusal = wallet.atHomeClub
    ? undefined
    : await openPlayRefusalOf(db, { ...wallet, homeClubId: member.homeClubId, lots: inputs.lots.length });
  const today = localDateOf(now, club.timeZone);
  const release = club.releases.find((r) => r.courseId === courseId);
  const restriction = restrictionFrom(club.restriction, inputs.restrictionCount);
  const rules: BookingRules = {
    bookingWindowDays: club.bookingWindowDays,
    lastBookableDate: lastBookableDate(now, club.bookingWindowDays, club.timeZone, release),
    cancellationCutoffHours: club.cancellationCutoffHours,
    playerSlotsLeft:
      day.bookingType === 0 ? remainingPlayerSlots(member.playersPerDay, inputs.usage.players) : null,
    balance: budget,
    ...(openPlayRefusal ? { openPlayRefusal } : {}),
    ...(restriction ? { restriction } : {}),
  };
  if (!schedule) return { ...base, slots: [], notice: 'NO_TEE_TIMES', rules };
  const hold =
    club.ballots.length === 0
      ? null
      : await ballotHold(db, { windows: club.ballots, courseId, date, timeZone: club.timeZone, now });
  const ballot = hold ? { ballot: { opensAt: isoString(hold.opensAt), drawAt: isoString(hold.drawAt) } } : {};
  const minutes = slotMinutes(schedule);
  const times = instantsAt(date, minutes, club.timeZone);
  const standing = membershipRefusal(member, now);
  const limitRefusal = day.bookingType === 0 ? dayLimitRefusal(member, inputs.usage, players) : null;
  const outside = isOutsideWindow(
    date,
    today,
    club.bookingWindowDays,
    release && { ...release, now, timeZone: club.timeZone },
  );
  // A day opening through its line is the member's to book only in their turn (the write answers 409
  // LINE_NOT_YOUR_TURN); asked only for a course with a release, inside the window.
  const lineHeld =
    release !== undefined &&
    !outside &&
    (await lineHoldsDay(db, { releases: club.releases, courseId, date, memberId: input.memberId, now }));
  const verdict: DayVerdictInputs = {
    now,
    standing,
    restricted: isRestricted(restriction),
    outside,
    limitRefusal,
    cannotPayHere: openPlayRefusal !== undefined,
    lineHeld,
  };
  // Every start of the day passes through this loop: no closure or spread per slot (the listing's
  // hottest code; a per-slot closure also costs a `__name` call under tsx's keepNames).
  const slots: TeeTimeSlot[] = [];
  for (let i = 0; i < minutes.length; i++) {
    const minute = minutes[i]!;
    const time = times[i]!;
    const band = bandFor(day.bands, minute);
    if (!band) continue; // unpriced starts are not offered
    let freePlaces = freeAt(taken, time, schedule.capacity);
    // A stay has a room free only if it is free every night.
    if (nights > 1) {
      for (const night of laterNights(time, club.timeZone, nights)) {
        const capacity = day.reference.schedule(courseId, night.season, night.dayOfWeek)?.capacity ?? 0;
        freePlaces = Math.min(freePlaces, freeAt(taken, night.startsAt, capacity));
      }
    }
    const cost = partyCost(chosenBand(band, choice, unit), players, juniors);
    const reason = slotReason(verdict, {
      time,
      heldByBallot: isHeld(hold, minute),
      freePlaces,
      players,
      affordable: cost <= budget,
    });
    const slot: TeeTimeSlot = { time: isoString(time), freePlaces, cost, bookable: !reason };
    if (reason) slot.reason = reason;
    slots.push(slot);
  }
  if (slots.some((s) => s.bookable)) return { ...base, slots, rules, ...ballot };
  if (standing && slots.some((s) => s.reason === standing)) {
    return { ...base, slots, notice: membershipRefusalCode(standing), rules, ...ballot };
  }
  // The notice names why the day's open times are refused: never "no tee times" beside free places.
  const has = (reason: SlotReason) => slots.some((s) => s.reason === reason);
  const notice = has('LINE_NOT_YOUR_TURN')
    ? 'LINE_NOT_YOUR_TURN'
    : has('no_player_slots')
      ? 'NO_PLAYER_SLOTS'
      : has('outside_window')
        ? 'OUTSIDE_BOOKING_WINDOW'
        : has('open_play_unavailable')
          ? 'OPEN_PLAY_UNAVAILABLE'
          : has('not_enough_points')
            ? 'NOT_ENOUGH_POINTS'
            : 'NO_TEE_TIMES';
  return { ...base, slots, notice, rules, ...ballot };
}

/** Places left at a start of `capacity`, given the places taken per start (epoch ms). */
function freeAt(taken: Map<number, number>, at: Date, capacity: number): number {
  return Math.max(0, capacity - (taken.get(at.getTime()) ?? 0));
}

/**
 * Why a visiting member cannot pay here at all, or undefined when Open Play points may be spent (their
 * balance may still be short: that is `not_enough_points`).
 */
async function openPlayRefusalOf(
  db: Db,
  w: { flexiAllowed: boolean; clubAcceptsOpenPlay: boolean; homeClubId: number; lots: number },
): Promise<OpenPlayRefusal | undefined> {
  if (!w.clubAcceptsOpenPlay) return 'club_refuses';
  if (w.lots > 0 && w.flexiAllowed) return undefined;
  const home = await clubReference(db, w.homeClubId);
  if (home?.club.disablePoints) return 'rounds_member';
  return w.flexiAllowed ? 'no_open_play_points' : 'open_play_disabled';
}
