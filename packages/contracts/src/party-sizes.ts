import type { ExtraForm } from './clubs';
import { BookingType, MAX_COVERS, MAX_PLAYERS, MIN_PLAYERS } from './constants';

/**
 * What decides the party sizes a facility takes: the restaurant's table sizes, an extra's form (a session
 * is one person, a quantity 1 to its max), else golf's and the spa's 1 to MAX_PLAYERS. No zod here: the
 * web's booking screen imports it from `@fairway/contracts/party-sizes` without the schemas.
 */
export type PartyFacility = {
  /** The course's booking type (BookingType). */
  bookingType: number;
  /** The extra's form, when the course is an extra the club's content gives one. */
  extra?: Pick<ExtraForm, 'form' | 'max'> | undefined;
  /** The restaurant's table sizes; absent, null or empty: any size up to MAX_COVERS. */
  diningTableSizes?: readonly number[] | null | undefined;
};

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * The party sizes a facility takes, ascending: the one home of this rule. The booking screen offers
 * exactly these, and the API refuses any other (issue 11 §1).
 */
export function partySizes({ bookingType, extra, diningTableSizes }: PartyFacility): number[] {
  if (bookingType === BookingType.Dining) {
    return diningTableSizes?.length
      ? [...diningTableSizes].sort((a, b) => a - b)
      : range(MIN_PLAYERS, MAX_COVERS);
  }
  if (bookingType === BookingType.Extra && extra?.form === 'session') return [1];
  if (bookingType === BookingType.Extra && extra?.form === 'quantity') {
    return range(MIN_PLAYERS, Math.min(extra.max, MAX_PLAYERS));
  }
  return range(MIN_PLAYERS, MAX_PLAYERS);
}
