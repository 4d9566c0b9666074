import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client';
import { ballots } from '../src/db/schema';
import { drawAt, shiftDate } from '../src/domain/ballot-windows';
import { localDateOf } from '../src/lib/time';
import { commitmentOf } from '../src/modules/ballots/draw-algorithm';
import { DEMO_COURSE } from '../src/seed/courses';
import { TZ } from './booking-fixtures';

/** Club 151's demo window (seed/clubs.ts): the Championship course's Saturdays 07:00–09:00. */
export const DEMO_WINDOW = {
  courseId: DEMO_COURSE.heath,
  weekdays: [6],
  from: '07:00',
  to: '09:00',
  opensDaysAhead: 14,
  drawDaysAhead: 7,
  drawAt: '19:00',
};

/** The Saturday whose demo ballot is open at `now` (there always is one, 7–14 days ahead). */
export function openSaturday(now = new Date()): string {
  const today = localDateOf(now, TZ);
  for (let d = 7; d <= 14; d++) {
    const date = shiftDate(today, d);
    if (new Date(`${date}T12:00:00Z`).getUTCDay() === 6 && now < drawAt(DEMO_WINDOW, date, TZ)) return date;
  }
  throw new Error('no open Saturday');
}

let nextDay = 30;

/**
 * A ballot made directly on a fresh date (a date no other test uses), open until `drawAt`: tests draw
 * many ballots, while the demo window gives one a week. The draw books through the ordinary booking
 * write whatever the window, so any scheduled starts do.
 */
export async function makeBallot(
  db: Db,
  input: { times?: string[]; drawAt?: Date; courseId?: number } = {},
): Promise<{ id: number; date: string; seed: string }> {
  let date = shiftDate(localDateOf(new Date(), TZ), nextDay++);
  // Saturdays belong to the demo window; skip them so no test's ballot is also the demo's.
  if (new Date(`${date}T12:00:00Z`).getUTCDay() === 6)
    date = shiftDate(localDateOf(new Date(), TZ), nextDay++);
  const seed = randomBytes(32).toString('hex');
  const [row] = await db
    .insert(ballots)
    .values({
      clubId: 151,
      courseId: input.courseId ?? DEMO_COURSE.heath,
      localDate: date,
      times: input.times ?? ['09:00', '09:10'],
      seed,
      commitment: commitmentOf(seed),
      opensAt: new Date(Date.now() - 86_400_000),
      drawAt: input.drawAt ?? new Date(Date.now() + 86_400_000),
    })
    .returning({ id: ballots.id });
  return { id: row!.id, date, seed };
}

/** Ballot calls as one member. */
export function ballotApi(app: FastifyInstance, cookie: string | null) {
  const headers = cookie ? { cookie } : {};
  return {
    one: (id: number | string) => app.inject({ method: 'GET', url: `/api/ballots/${id}`, headers }),
    list: (query: string) => app.inject({ method: 'GET', url: `/api/ballots?${query}`, headers }),
    enter: (id: number | string, payload: object) =>
      app.inject({ method: 'POST', url: `/api/ballots/${id}/entries`, headers, payload }),
    change: (id: number | string, payload: object) =>
      app.inject({ method: 'PUT', url: `/api/ballots/${id}/entries/mine`, headers, payload }),
    withdraw: (id: number | string) =>
      app.inject({ method: 'DELETE', url: `/api/ballots/${id}/entries/mine`, headers }),
    audit: (id: number | string) => app.inject({ method: 'GET', url: `/api/ballots/${id}/audit`, headers }),
    draw: (id: number | string) =>
      app.inject({ method: 'POST', url: `/api/staff/ballots/${id}/draw`, headers }),
  };
}
