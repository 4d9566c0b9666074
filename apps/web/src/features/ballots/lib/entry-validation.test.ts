import { type EnterBallot, ZEnterBallot } from '@fairway/contracts';
import { fieldErrorsOfZodIssues } from '@fairway/contracts/field-errors';
import { describe, expect, it } from 'vitest';
import { entryErrors, movePreference } from './entry-validation';

const J = '00000000-0000-4000-8000-00000000000a';
const K = '00000000-0000-4000-8000-00000000000b';

describe('the ballot entry form’s checks', () => {
  // The same inputs through the API's schema and through the form's hand-written check: same fields refused.
  it.each<[string, EnterBallot]>([
    ['a lone player with one time', { players: 1, juniors: 0, preferences: ['08:00'] }],
    [
      'a four-ball with two buddies',
      { players: 4, juniors: 1, buddies: [J, K], preferences: ['08:00', '08:10'] },
    ],
    ['no time', { players: 1, juniors: 0, preferences: [] }],
    [
      'six times',
      { players: 1, juniors: 0, preferences: ['08:00', '08:10', '08:20', '08:30', '08:40', '08:50'] },
    ],
    ['a time twice', { players: 1, juniors: 0, preferences: ['08:00', '08:00'] }],
    ['more juniors than players', { players: 1, juniors: 2, preferences: ['08:00'] }],
    ['five players', { players: 5, juniors: 0, preferences: ['08:00'] }],
    ['as many buddies as adults', { players: 2, juniors: 0, buddies: [J, K], preferences: ['08:00'] }],
    [
      'a buddy in a party of one adult and a junior',
      { players: 2, juniors: 1, buddies: [J], preferences: ['08:00'] },
    ],
  ])('%s: refuses what the API refuses', (_, body) => {
    const parsed = ZEnterBallot.safeParse(body);
    const api = parsed.success ? {} : fieldErrorsOfZodIssues(parsed.error.issues);
    expect(Object.keys(entryErrors(body)).sort()).toEqual(Object.keys(api).sort());
  });

  it('says “pick at least one time” in the form’s own words, and names the limit of five', () => {
    expect(entryErrors({ players: 1, juniors: 0, preferences: [] }).preferences).toEqual({
      code: 'ballots.pickOneTime',
    });
    expect(
      entryErrors({
        players: 1,
        juniors: 0,
        preferences: ['08:00', '08:10', '08:20', '08:30', '08:40', '08:50'],
      }).preferences,
    ).toEqual({ code: 'ballots.pickUpTo', params: { max: 5 } });
  });

  it('moves a time one place up or down, and leaves the ends alone', () => {
    const list = ['08:00', '08:10', '08:20'];
    expect(movePreference(list, '08:20', -1)).toEqual(['08:00', '08:20', '08:10']);
    expect(movePreference(list, '08:00', 1)).toEqual(['08:10', '08:00', '08:20']);
    expect(movePreference(list, '08:00', -1)).toEqual(list);
    expect(movePreference(list, '08:20', 1)).toEqual(list);
    expect(movePreference(list, '09:00', 1)).toEqual(list);
  });
});
