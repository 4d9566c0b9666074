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
  const rows: TimeRow[] = [];
  for (const { Times, ...where } of results) {
    for (const time of Times) {
      const key = `${where.CourseId}|${time.Time}`;
      if (seen.has(key)) continue;
      seen.add(key);
      rows.push({ ...where, ...time });
    }
  }
  return rows.sort((a, b) => byInstant(a, b) || a.DistanceKm - b.DistanceKm || a.Cost - b.Cost);
}

/** Each club's earliest bookable time (what its map marker shows), with the course it is on. */
export function earliestByClub(results: readonly SearchResult[]): Map<number, TimeRow> {
  const earliest = new Map<number, TimeRow>();
  for (const row of listByTime(results)) {
    if (row.Bookable && !earliest.has(row.ClubId)) earliest.set(row.ClubId, row);
  }
  return earliest;
}
