import {
  NO_PLAYER_SLOTS_MESSAGE,
  NO_TEE_TIMES_MESSAGE,
  type SlotReason,
  type TeeTimeSlot,
  type TeeTimes,
  type TeeTimesQuery,
} from '@fairway/contracts';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { instantAt, instantsAt, localDateOf } from '../../lib/time';
import { findDayUsage } from '../bookings/repository';
import { canUseOpenPlay, spendable } from '../bookings/rules/payment';
import { dayLimitRefusal } from '../bookings/rules/player-slots';
import { bandFor, partyCost } from '../bookings/rules/pricing';
import { slotMinutes } from '../bookings/rules/schedule';
import { isOutsideWindow, isPastSlot } from '../bookings/rules/window';
import { findOccupancy } from '../bookings/slot-repository';
import { loadCourseDay } from '../courses/course-day';
import { findLiveLots, findMember } from '../points/wallet-repository';

/** Every start of a course-day with its free places, the party's cost and why it cannot be booked. */
export async function getAvailability(
  db: DbOrTx,
  input: { memberId: string; query: TeeTimesQuery; now?: Date },
): Promise<TeeTimes> {
  const now = input.now ?? new Date();
  const { clubId, courseId, date, players, juniors } = input.query;
  const day = await loadCourseDay(db, clubId, courseId, date);
  const { club, schedule } = day;
  const base = {
    clubId,
    courseId,
    date,
    timeZone: club.timeZone,
    unit: club.disablePoints ? 'rounds' : 'points',
  } as const;
  if (!schedule) return { ...base, slots: [], message: NO_TEE_TIMES_MESSAGE };

  const minutes = slotMinutes(schedule);
  const times = instantsAt(date, minutes, club.timeZone);
  const dayStart = instantAt(date, 0, club.timeZone);
  const dayEnd = new Date(dayStart.getTime() + 26 * 3_600_000);
  // Independent reads in parallel: the member, their lots, their day's usage and the slots' occupancy.
  const [member, allLots, usage, taken] = await Promise.all([
    findMember(db, input.memberId),
    findLiveLots(db, input.memberId, now),
    day.bookingType === 0 ? findDayUsage(db, input.memberId, date) : { players: 0, bookings: 0 },
    findOccupancy(db, courseId, dayStart, dayEnd),
  ]);
  if (!member) throw new AppError('UNAUTHENTICATED', 'Please log in to continue.');
  const wallet = {
    atHomeClub: member.homeClubId === club.id,
    homePoints: member.homePoints,
    flexiAllowed: member.flexiPointsAllowed,
    clubAcceptsOpenPlay: club.acceptsOpenPlay,
  };
  const budget = spendable({ ...wallet, lots: canUseOpenPlay(wallet) ? allLots : [] }, now);
  const limitRefusal = day.bookingType === 0 ? dayLimitRefusal(member, usage, players) : null;
  const outside = isOutsideWindow(date, localDateOf(now, club.timeZone), club.bookingWindowDays);

  const slots: TeeTimeSlot[] = [];
  minutes.forEach((minute, i) => {
    const time = times[i]!;
    const band = bandFor(day.bands, minute);
    if (!band) return; // unpriced starts are not offered
    const freePlaces = Math.max(0, schedule.capacity - (taken.get(time.getTime()) ?? 0));
    const cost = partyCost(band, players, juniors);
    const reason: SlotReason | undefined = isPastSlot(time, now)
      ? 'past'
      : outside
        ? 'outside_window'
        : freePlaces < players
          ? 'full'
          : limitRefusal
            ? 'no_player_slots'
            : cost > budget
              ? 'not_enough_points'
              : undefined;
    slots.push({
      time: time.toISOString(),
      freePlaces,
      cost,
      bookable: !reason,
      ...(reason ? { reason } : {}),
    });
  });

  if (slots.some((s) => s.bookable)) return { ...base, slots };
  const noSlots = slots.some((s) => s.reason === 'no_player_slots');
  return { ...base, slots, message: noSlots ? NO_PLAYER_SLOTS_MESSAGE : NO_TEE_TIMES_MESSAGE };
}
