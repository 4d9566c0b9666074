import type { TeeTimeSearchReply, TeeTimeSearchResult } from '@fairway/contracts';
import { isoStringAt } from '../../lib/time';
import { type JudgedStart, listedTime } from './search-judge';

/** A result of the page before its times are written out. */
export type PageResult = Omit<TeeTimeSearchResult, 'Times'> & { starts: readonly JudgedStart[] };
export type SearchPage = { results: readonly PageResult[]; nextCursor: string | null };

/** The page as the reply's objects (the tee-time alerts read them). */
export function replyObject(page: SearchPage): TeeTimeSearchReply {
  return {
    Results: page.results.map((r) => ({
      ClubId: r.ClubId,
      ClubName: r.ClubName,
      CourseId: r.CourseId,
      CourseName: r.CourseName,
      DistanceKm: r.DistanceKm,
      Unit: r.Unit,
      Times: r.starts.map(listedTime),
    })),
    NextCursor: page.nextCursor,
  };
}

/** "HH:MM" of each minute of the day. */
const CLOCK = Array.from(
  { length: 1440 },
  (_, m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`,
);
const clock = (minute: number) =>
  CLOCK[minute] ??
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
/** A number as JSON writes it (String is the same text for every finite number). */
const number = (n: number) => (Number.isFinite(n) ? String(n) : 'null');

/**
 * The page as the reply's JSON text, the very bytes `JSON.stringify(replyObject(page))` gives (held so by
 * search-reply.test.ts), written directly: a whole day's page lists about 600 starts, and making an
 * object and two strings of each and then serialising them cost more than the rest of the reply. A start's
 * instant and wall clock never need escaping; names are written by JSON.stringify. The courses of a page
 * share their starts' instants (one zone, one interval): each instant's opening text is written once a page.
 */
export function replyJson(page: SearchPage): string {
  const opening = new Map<number, { minute: number; text: string }>();
  const startOf = (at: number, minute: number) => {
    const known = opening.get(at);
    if (known?.minute === minute) return known.text;
    const text = `{"Time":"${isoStringAt(at)}","LocalTime":"${clock(minute)}","FreePlaces":`;
    if (!known) opening.set(at, { minute, text });
    return text;
  };
  let out = '{"Results":[';
  for (let i = 0; i < page.results.length; i++) {
    const r = page.results[i]!;
    if (i > 0) out += ',';
    out += `{"ClubId":${number(r.ClubId)},"ClubName":${JSON.stringify(r.ClubName)},"CourseId":${number(
      r.CourseId,
    )},"CourseName":${JSON.stringify(r.CourseName)},"DistanceKm":${number(r.DistanceKm)},"Unit":${JSON.stringify(
      r.Unit,
    )},"Times":[`;
    for (let j = 0; j < r.starts.length; j++) {
      const s = r.starts[j]!;
      if (j > 0) out += ',';
      out += `${startOf(s.at, s.minute)}${number(s.free)},"Cost":${number(s.cost)},${
        s.ballot ? '"Bookable":false,"Reason":"SLOT_IN_BALLOT"}' : '"Bookable":true}'
      }`;
    }
    out += ']}';
  }
  return `${out}],"NextCursor":${JSON.stringify(page.nextCursor)}}`;
}
