import type { SearchResult, SearchTime } from './search-types';

export type CourseGroup = Pick<SearchResult, 'CourseId' | 'CourseName' | 'Unit' | 'Times'>;

/** A club's courses in the order the API ranked them, with the club's distance. */
export type ClubGroup = {
  clubId: number;
  clubName: string;
  distanceKm: number;
  courses: CourseGroup[];
};

/**
 * One group per club, in the order the API ranked its first course (the reply is one result per course,
 * and a later page may carry another course of a club already shown); a course met twice across pages
 * keeps its times once each.
 */
export function groupByClub(results: readonly SearchResult[]): ClubGroup[] {
  const clubs = new Map<number, ClubGroup>();
  for (const r of results) {
    let club = clubs.get(r.ClubId);
    if (!club) {
      club = { clubId: r.ClubId, clubName: r.ClubName, distanceKm: r.DistanceKm, courses: [] };
      clubs.set(r.ClubId, club);
    }
    const course = club.courses.find((c) => c.CourseId === r.CourseId);
    if (!course) {
      club.courses.push({
        CourseId: r.CourseId,
        CourseName: r.CourseName,
        Unit: r.Unit,
        Times: [...r.Times],
      });
      continue;
    }
    const known = new Set(course.Times.map((t) => t.Time));
    course.Times = [...course.Times, ...r.Times.filter((t) => !known.has(t.Time))].sort(byInstant);
  }
  return [...clubs.values()];
}

/** A time with where it is: a row of the by-time list. */
export type TimeRow = SearchTime & Omit<SearchResult, 'Times'>;

const byInstant = (a: { Time: string }, b: { Time: string }) => Date.parse(a.Time) - Date.parse(b.Time);

/** Every time of every course, soonest first; at the same instant the nearer club, then the cheaper. */
export function listByTime(results: readonly SearchResult[]): TimeRow[] {
  const seen = new Set<string>();
  const rows: Timed[] = [];
  for (const { Times, ...where } of results) {
    for (const time of Times) {
      const key = `${where.CourseId}|${time.Time}`;
      if (seen.has(key)) continue;
      seen.add(key);
      rows.push({ row: { ...where, ...time }, at: Date.parse(time.Time), order: rows.length });
    }
  }
  return rows.sort(soonest).map((r) => r.row);
}

/**
 * Each club's earliest bookable time (what its map marker shows), with the course it is on: the club's
 * first row in `listByTime`'s order, found in one pass (the page counts the clubs with it on every answer).
 */
export function earliestByClub(results: readonly SearchResult[]): Map<number, TimeRow> {
  const best = new Map<number, Timed>();
  let order = 0;
  for (const { Times, ...where } of results) {
    for (const time of Times) {
      order++;
      if (!time.Bookable) continue;
      const candidate = { row: { ...where, ...time }, at: Date.parse(time.Time), order };
      const known = best.get(where.ClubId);
      if (!known || soonest(candidate, known) < 0) best.set(where.ClubId, candidate);
    }
  }
  return new Map([...best.values()].sort(soonest).map((t) => [t.row.ClubId, t.row]));
}

/** A row with its instant read once (a sort compares each row many times), and its place in the reply. */
type Timed = { row: TimeRow; at: number; order: number };

const soonest = (a: Timed, b: Timed) =>
  a.at - b.at || a.row.DistanceKm - b.row.DistanceKm || a.row.Cost - b.row.Cost || a.order - b.order;
