import type { SlotReason } from '@fairway/contracts';
import type { MembershipRefusal } from '../../domain/booking-rules/membership';
import type { DayLimitRefusal } from '../../domain/booking-rules/player-slots';
import { isPastSlot } from '../../domain/booking-rules/window';

/** What the verdict on every start of one course-day shares: the party's standing there and the day's. */
export type DayVerdictInputs = {
  now: Date;
  /** The member's membership refusal, if any. */
  standing: MembershipRefusal | null;
  /** The club's no-show rule has paused the member's booking there. */
  restricted: boolean;
  /** The date lies outside the club's booking window. */
  outside: boolean;
  /** Golf: the party does not fit the member's package limits that day. */
  limitRefusal: DayLimitRefusal | null;
  /** Set when a visiting member cannot pay here at all (names the shortfall `open_play_unavailable`). */
  cannotPayHere: boolean;
  /** The day is opening through its release line and the caller's turn is not live. */
  lineHeld?: boolean;
};

/**
 * Why the caller's party cannot book one start, or undefined when it can: the booking write's refusals
 * in the order it meets them (past, ballot, standing, no-show rule, window, line, places, day limits,
 * wallet).
 * The tee times of a course-day and the network search both judge each start here.
 */
export function slotReason(
  day: DayVerdictInputs,
  slot: { time: Date; heldByBallot: boolean; freePlaces: number; players: number; affordable: boolean },
): SlotReason | undefined {
  if (isPastSlot(slot.time, day.now)) return 'past';
  if (slot.heldByBallot) return 'SLOT_IN_BALLOT';
  if (day.standing) return day.standing;
  if (day.restricted) return 'restricted';
  if (day.outside) return 'outside_window';
  if (day.lineHeld) return 'LINE_NOT_YOUR_TURN';
  if (slot.freePlaces < slot.players) return 'full';
  if (day.limitRefusal) return 'no_player_slots';
  if (!slot.affordable) return day.cannotPayHere ? 'open_play_unavailable' : 'not_enough_points';
  return undefined;
}
