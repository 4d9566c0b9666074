import { describe, expect, it } from 'vitest';
import { earliestByClub, groupByClub, listByTime } from './grouping';
import type { SearchResult, SearchTime } from './search-types';

const at = (hhmm: string, extra: Partial<SearchTime> = {}): SearchTime => ({
  Time: `2026-12-12T${hhmm}:00.000Z`,
  LocalTime: hhmm,
  FreePlaces: 4,
  Cost: 10,
  Bookable: true,
  ...extra,
});

const result = (clubId: number, courseId: number, km: number, times: SearchTime[]): SearchResult => ({
  ClubId: clubId,
  ClubName: `Club ${clubId}`,
  CourseId: courseId,
  CourseName: `Course ${courseId}`,
  DistanceKm: km,
  Unit: 'points',
  Times: times,
});

// Two pages of a `soonest` answer: club 2's second course comes on the later page.
const page1 = [result(2, 201, 12, [at('08:00'), at('09:30')]), result(1, 101, 3, [at('08:10')])];
const page2 = [
  result(2, 202, 12, [at('08:20', { Bookable: false, Reason: 'SLOT_IN_BALLOT' })]),
  result(3, 301, 30, [at('08:00', { Cost: 5 })]),
];

describe('grouping the results', () => {
  it("groups courses under their club in the API's order, across pages", () => {
    const clubs = groupByClub([...page1, ...page2]);
    expect(clubs.map((c) => [c.clubId, c.courses.map((x) => x.CourseId)])).toEqual([
      [2, [201, 202]],
      [1, [101]],
      [3, [301]],
    ]);
  });

  it('keeps a course met twice once, its times merged in order', () => {
    const again = result(1, 101, 3, [at('07:50'), at('08:10')]);
    const [, club1] = groupByClub([...page1, again]);
    expect(club1?.courses).toHaveLength(1);
    expect(club1?.courses[0]?.Times.map((t) => t.LocalTime)).toEqual(['07:50', '08:10']);
  });

  it('lists every time soonest first, the nearer club first at the same start', () => {
    const rows = listByTime([...page1, ...page2]);
    expect(rows.map((r) => `${r.LocalTime}@${r.ClubId}`)).toEqual([
      '08:00@2',
      '08:00@3',
      '08:10@1',
      '08:20@2',
      '09:30@2',
    ]);
    expect(rows[0]).toMatchObject({ ClubName: 'Club 2', CourseName: 'Course 201', Cost: 10 });
  });

  it("marks each club's earliest bookable time, never a ballot's", () => {
    const ballotFirst = result(4, 401, 1, [
      at('07:00', { Bookable: false, Reason: 'SLOT_IN_BALLOT' }),
      at('11:00'),
    ]);
    const earliest = earliestByClub([...page1, ...page2, ballotFirst]);
    expect([...earliest].map(([club, row]) => [club, row.LocalTime, row.CourseId])).toEqual([
      [2, '08:00', 201],
      [3, '08:00', 301],
      [1, '08:10', 101],
      [4, '11:00', 401],
    ]);
  });

  it("takes a club's first bookable row of the time list: at one start the nearer, then the cheaper course", () => {
    const sameStart = [
      result(5, 501, 8, [at('08:00', { Cost: 20 }), at('09:00', { Cost: 1 })]),
      result(5, 502, 8, [
        at('08:00', { Cost: 15 }),
        at('07:30', { Bookable: false, Reason: 'SLOT_IN_BALLOT' }),
      ]),
      result(5, 503, 8, [at('08:00', { Cost: 15 })]),
      result(6, 601, 2, [at('08:00', { Cost: 30 })]),
    ];
    const all = [...page1, ...page2, ...sameStart];
    const earliest = earliestByClub(all);
    expect(earliest.get(5)).toMatchObject({ CourseId: 502, LocalTime: '08:00', Cost: 15 });
    const firstBookable = new Map<number, unknown>();
    for (const row of listByTime(all)) {
      if (row.Bookable && !firstBookable.has(row.ClubId)) firstBookable.set(row.ClubId, row);
    }
    expect([...earliest]).toEqual([...firstBookable]);
  });
});
