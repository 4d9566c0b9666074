import type { EnterBallot, FieldError } from '@fairway/contracts';
import { BALLOT_MAX_PREFERENCES, MAX_PLAYERS, MIN_PLAYERS } from '@fairway/contracts/constants';

/**
 * The entry's refusals, field by field, as the API's `ZEnterBallot` would give them (the form's test
 * holds the two side by side). Written by hand so the tee-times chunk does not load zod.
 */
export function entryErrors(body: EnterBallot): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  const { players, juniors, preferences } = body;
  const buddies = body.buddies ?? [];
  if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS) {
    errors.players = { code: 'validation.players', params: { min: MIN_PLAYERS, max: MAX_PLAYERS } };
  } else if (!Number.isInteger(juniors) || juniors < 0 || juniors > players) {
    errors.juniors = { code: 'validation.juniorsMoreThanPlayers' };
  } else if (buddies.length > 0 && buddies.length >= players - juniors) {
    errors.buddies = { code: 'validation.buddiesMoreThanPlaces' };
  }
  // No time picked is the likely slip: said in the form's own words rather than "at least 1".
  if (preferences.length === 0) errors.preferences = { code: 'ballots.pickOneTime' };
  else if (preferences.length > BALLOT_MAX_PREFERENCES || new Set(preferences).size !== preferences.length) {
    errors.preferences = { code: 'ballots.pickUpTo', params: { max: BALLOT_MAX_PREFERENCES } };
  }
  return errors;
}

/** The preferences with `time` moved one place up (-1) or down (+1); unchanged at either end. */
export function movePreference(list: readonly string[], time: string, step: -1 | 1): string[] {
  const at = list.indexOf(time);
  const to = at + step;
  if (at < 0 || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[at], next[to]] = [next[to] as string, next[at] as string];
  return next;
}
