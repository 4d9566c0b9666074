import type pg from 'pg';
import { dayjs, instantAt } from '../src/lib/time';

/**
 * What the rush through the release line (bench/rush-line.ts) reads from the database once every member
 * has their answer: places taken per start against the start's capacity as the tee sheet showed it before
 * anyone booked, the waitlist, and the line's tickets (when each was admitted and whether it was used).
 */

const dayBounds = (date: string, timeZone: string) => [
  instantAt(date, 0, timeZone),
  instantAt(dayjs(date).add(1, 'day').format('YYYY-MM-DD'), 0, timeZone),
];

/**
 * Players booked per start of the course-day (booking rows, not the occupancy counter) against
 * `capacity` (minute of the club's day → places, read from the API's own sheet before any booking):
 * starts over capacity, and starts booked that the sheet did not show.
 */
export async function oversold(
  client: pg.Client,
  input: { courseId: number; date: string; timeZone: string; capacity: Map<string, number> },
) {
  const [from, to] = dayBounds(input.date, input.timeZone);
  const { rows } = await client.query<{ time: string; players: number; taken: number | null }>(
    `select to_char(b.starts_at at time zone $4, 'HH24:MI') as time, sum(b.number_of_people)::int as players,
            max(o.places_taken)::int as taken
     from bookings b
     left join slot_occupancy o on o.course_id = b.course_id and o.starts_at = b.starts_at
     where b.course_id = $1 and b.starts_at >= $2 and b.starts_at < $3 and b.cancelled_at is null
     group by 1`,
    [input.courseId, from, to, input.timeZone],
  );
  const over = rows.filter((r) => r.players > (input.capacity.get(r.time) ?? 0));
  return {
    starts: rows.length,
    over: over.length,
    unknownStarts: rows.filter((r) => !input.capacity.has(r.time)).length,
    counterDisagrees: rows.filter((r) => r.taken !== r.players).length,
  };
}

/** Waitlist places taken on the course-day. */
export async function waitlisted(client: pg.Client, courseId: number, date: string, timeZone: string) {
  const [from, to] = dayBounds(date, timeZone);
  const { rows } = await client.query<{ n: number }>(
    `select count(*)::int as n from waitlist_entries
     where course_id = $1 and starts_at >= $2 and starts_at < $3`,
    [courseId, from, to],
  );
  return rows[0]?.n ?? 0;
}

/**
 * The line's tickets: how many, ordered at the opening (drawn) or after it, used (Done), and each
 * member's admission as milliseconds after OpensAt (by member id).
 */
export async function tickets(client: pg.Client, lineId: number) {
  const { rows } = await client.query<{
    member_id: string;
    drawn: boolean;
    done: boolean;
    admit_ms: number | null;
  }>(
    `select t.member_id, t.joined_before_open as drawn, t.done_at is not null as done,
            (extract(epoch from t.admit_at - l.opens_at) * 1000)::float8 as admit_ms
     from line_tickets t join release_lines l on l.id = t.line_id where t.line_id = $1`,
    [lineId],
  );
  return {
    count: rows.length,
    drawn: rows.filter((r) => r.drawn).length,
    done: rows.filter((r) => r.done).length,
    admitMs: new Map(rows.map((r) => [r.member_id, r.admit_ms])),
  };
}
