import { teeTimeAlertAction, teeTimeAlertTarget } from '@fairway/contracts';
import { describe, expect, it } from 'vitest';
import { alertBookHref, alertTargetOf } from './alert-target';

const target = {
  alertId: 17,
  clubId: 541,
  courseId: 54101,
  time: '2026-12-12T08:10:00.000Z',
  players: 3,
  juniors: 1,
};

describe("a type-9 notification's action", () => {
  it("reads as the contracts' reader does, and nothing else", () => {
    const actions = [
      teeTimeAlertAction(target),
      teeTimeAlertAction({ ...target, clubId: 0, players: 1, juniors: 0 }),
      'tee-time-alert:0:541:54101:2026-12-12T08:10:00.000Z:3:1',
      'tee-time-alert:17:541:54101:2026-12-12T08:10:00.000Z:5:1',
      'party-hold:12',
      'ballot:3',
      '',
      null,
    ];
    for (const action of actions)
      expect(alertTargetOf(action), String(action)).toEqual(teeTimeAlertTarget(action));
    expect(alertTargetOf(teeTimeAlertAction(target))).toEqual(target);
  });

  it("leads Book to the course's booking screen with the start chosen and the party", () => {
    const href = new URL(alertBookHref(target), 'http://x');
    expect(href.pathname).toBe('/booking/clubs/541/54101');
    expect(Object.fromEntries(href.searchParams)).toEqual({ Players: '3', Juniors: '1', Time: target.time });
  });
});
