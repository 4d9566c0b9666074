import { describe, expect, it } from 'vitest';
import { courseDayOfAddress, firstScreenCalls, isDashboardPath, releaseLineOfAddress } from './constants';

describe('first screen of an address', () => {
  it('reads a course-day named in full, as URLSearchParams would (first value, encoded text)', () => {
    expect(
      courseDayOfAddress('/booking/clubs/151/15101', '?Date=2026-12-03&Players=2&Players=3&BookAgain=true'),
    ).toEqual({
      clubId: 151,
      courseId: 15101,
      date: '2026-12-03',
      players: 2,
      juniors: 0,
      bookAgain: true,
    });
    expect(
      courseDayOfAddress('/booking/clubs/151/15101', 'Date=2026%2D12%2D03&Players=4&Juniors=1')?.juniors,
    ).toBe(1);
    // What the screen reads otherwise: no date, a party out of range, a treatment or a stay.
    for (const search of [
      '?Players=2',
      '?Date=2026-12-03',
      '?Date=2026-12-03&Players=1&Juniors=2',
      '?Date=2026-12-03&Players=1&Nights=2',
    ]) {
      expect(courseDayOfAddress('/booking/clubs/151/15101', search), search).toBeNull();
    }
    expect(courseDayOfAddress('/spa/563/56302', '?Date=2026-12-03&Players=1')).toBeNull();
  });

  it("asks for the dashboard's calls on its tabs in any case, the layout's elsewhere", () => {
    expect(isDashboardPath('/renew/')).toBe(true);
    expect(isDashboardPath('/Renewals')).toBe(false);
    expect(firstScreenCalls('/Bookings', '', 151)).toContain('/api/bookings/upcoming');
    // The dashboard shows the member's waitlist places under the bookings.
    expect(firstScreenCalls('/', '', 151).slice(6)).toEqual([
      '/api/clubs/151/message?channel=1',
      '/api/bookings/upcoming',
      '/api/bookings/previous?page=1',
      '/api/waitlist',
    ]);
    expect(firstScreenCalls('/Trophies', '', 151)).toHaveLength(6);
    expect(firstScreenCalls('/explore/clubs', '?sortby=2', 151)).toHaveLength(6);
    expect(firstScreenCalls('/booking/clubs/151', '', 151)).toHaveLength(6);
    expect(firstScreenCalls('/booking/clubs/563', '', 151)).toContain('/api/clubs/563/details');
    // A named course-day: its sheet, the buddies and waitlist places the screen shows beside it, and the
    // day's release line (the waiting room comes first on the day about to open).
    const day = firstScreenCalls('/booking/clubs/151/15101', '?Date=2026-12-03&Players=2', 151);
    expect(day.slice(6)).toEqual([
      '/api/teetimes?clubId=151&courseId=15101&date=2026-12-03&players=2&juniors=0',
      '/api/buddies',
      '/api/waitlist',
      '/api/release-lines?clubId=151&courseId=15101&date=2026-12-03',
    ]);
  });

  it("asks for a line's waiting room's line; not for its audit, nor for an address that names no line", () => {
    expect(releaseLineOfAddress('/Release-Lines/12/')).toBe(12);
    expect(firstScreenCalls('/release-lines/12', '', 151).slice(6)).toEqual(['/api/release-lines/12']);
    for (const path of [
      '/release-lines/12/audit',
      '/release-lines/0',
      '/release-lines/x',
      '/release-lines/12345678901',
    ]) {
      expect(releaseLineOfAddress(path), path).toBeNull();
      expect(firstScreenCalls(path, '', 151), path).toHaveLength(6);
    }
  });
});
