import { describe, expect, it } from 'vitest';
import {
  teeTimeAlertAction,
  teeTimeAlertTarget,
  ZTeeTimeAlertBody,
  ZTeeTimeSearchQuery,
} from './tee-time-search';

const BUDDY = '2f1c6a3e-8d4b-4c1a-9e2f-0b7d5a6c3e91';

describe('tee-time search contracts', () => {
  it('reads a query with its defaults', () => {
    const q = ZTeeTimeSearchQuery.parse({ date: '2026-12-12' });
    expect(q).toMatchObject({ players: 1, juniors: 0, radiusKm: 50, sort: 'soonest', limit: 20 });
    expect(q.from).toBeUndefined();
  });

  it('reads buddies as a list and refuses more buddies than adult places', () => {
    expect(ZTeeTimeSearchQuery.parse({ date: '2026-12-12', players: '2', buddies: BUDDY }).buddies).toEqual([
      BUDDY,
    ]);
    const r = ZTeeTimeSearchQuery.safeParse({ date: '2026-12-12', players: '1', buddies: BUDDY });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(['buddies']);
  });

  it('refuses a window that ends before it starts, a lone latitude and a radius out of range', () => {
    for (const bad of [
      { date: '2026-12-12', from: '10:00', to: '08:00' },
      { date: '2026-12-12', lat: '51.5' },
      { date: '2026-12-12', radiusKm: '0' },
      { date: '2026-12-12', radiusKm: '501' },
      { date: '2026-12-12', sort: 'random' },
      { date: '2026-12-12', limit: '51' },
      { date: '2026-02-30' },
    ]) {
      expect(ZTeeTimeSearchQuery.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('reads an alert body and refuses juniors above players', () => {
    expect(
      ZTeeTimeAlertBody.parse({ date: '2026-12-12', from: '08:00', to: '10:00', players: 3 }).radiusKm,
    ).toBe(50);
    expect(
      ZTeeTimeAlertBody.safeParse({ date: '2026-12-12', from: '08:00', to: '10:00', players: 1, juniors: 2 })
        .success,
    ).toBe(false);
  });

  it('round-trips a type-9 action and ignores other actions', () => {
    const target = {
      alertId: 4,
      clubId: 0,
      courseId: 12,
      time: '2026-12-12T08:10:00.000Z',
      players: 3,
      juniors: 1,
    };
    expect(teeTimeAlertTarget(teeTimeAlertAction(target))).toEqual(target);
    expect(teeTimeAlertTarget('party-hold:1:2026-12-12T08:10:00.000Z')).toBeNull();
    expect(teeTimeAlertTarget(null)).toBeNull();
  });
});
