import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client';
import { releaseLines } from '../src/db/schema';
import { commitmentOf } from '../src/domain/fair-draw';
import { localDateOf, plusDays } from '../src/lib/time';
import { DEMO_COURSE } from '../src/seed/courses';
import { newKey, TZ } from './booking-fixtures';

let nextDay = 2;

/** A weekday course-day no other test of the file uses, within the demo club's 30-day window. */
export function freshDate(): string {
  let date = plusDays(localDateOf(new Date(), TZ), nextDay++);
  // Saturdays belong to the demo ballot (on the Heath); skip them anyway so nothing else holds the day.
  if (new Date(`${date}T12:00:00Z`).getUTCDay() === 6)
    date = plusDays(localDateOf(new Date(), TZ), nextDay++);
  return date;
}

/**
 * A line made directly on `date` (Woodland course of club 151 unless told), gathering from `gathersAt`
 * and opening at `opensAt`. Tests move its clock with `travel` rather than waiting.
 */
export async function makeLine(
  db: Db,
  input: {
    date: string;
    opensAt: Date;
    gathersAt: Date;
    admitPerMinute?: number;
    turnMinutes?: number;
    courseId?: number;
  },
): Promise<{ id: number; seed: string }> {
  const seed = randomBytes(32).toString('hex');
  const [row] = await db
    .insert(releaseLines)
    .values({
      clubId: 151,
      courseId: input.courseId ?? DEMO_COURSE.woodland,
      localDate: input.date,
      opensAt: input.opensAt,
      gathersAt: input.gathersAt,
      admitPerMinute: input.admitPerMinute ?? 1,
      turnMinutes: input.turnMinutes ?? 3,
      seed,
      commitment: commitmentOf(seed),
    })
    .returning({ id: releaseLines.id });
  return { id: row!.id, seed };
}

/**
 * Moves the line `ms` into its future: every instant of the line and its tickets moves back by `ms`, as if
 * that much time had passed (positions and turns are a function of those instants and the clock).
 */
export async function travel(db: Db, lineId: number, ms: number): Promise<void> {
  const by = sql`make_interval(secs => ${ms / 1000})`;
  await db.execute(sql`
    update release_lines set opens_at = opens_at - ${by}, gathers_at = gathers_at - ${by},
      last_admit_at = last_admit_at - ${by}, opened_at = opened_at - ${by}
    where id = ${lineId}`);
  await db.execute(sql`
    update line_tickets set joined_at = joined_at - ${by}, admit_at = admit_at - ${by},
      admitted_until = admitted_until - ${by}, done_at = done_at - ${by}
    where line_id = ${lineId}`);
}

/** Sets the line's gathering and opening instants (before anyone has ordered it). */
export async function setLineTimes(db: Db, lineId: number, times: { gathersAt: Date; opensAt: Date }) {
  await db.update(releaseLines).set(times).where(eq(releaseLines.id, lineId));
}

/** The release-lines API as one member calls it. */
export function lineApi(app: FastifyInstance, cookie: string | null) {
  const headers = cookie ? { cookie } : {};
  return {
    list: (query: string) => app.inject({ method: 'GET', url: `/api/release-lines?${query}`, headers }),
    get: (id: number) => app.inject({ method: 'GET', url: `/api/release-lines/${id}`, headers }),
    join: (id: number) => app.inject({ method: 'POST', url: `/api/release-lines/${id}/tickets`, headers }),
    mine: (id: number) =>
      app.inject({ method: 'GET', url: `/api/release-lines/${id}/tickets/mine`, headers }),
    audit: (id: number) => app.inject({ method: 'GET', url: `/api/release-lines/${id}/audit`, headers }),
    book: (payload: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: { ...headers, 'idempotency-key': newKey() },
        payload,
      }),
  };
}
