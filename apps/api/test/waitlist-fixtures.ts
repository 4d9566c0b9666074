import type { Booking } from '@fairway/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client';
import { DEMO_COURSE } from '../src/seed/courses';
import { newKey } from './booking-fixtures';

/** Foxhill Heath (club 151): 4 places a start, a 14-day cut-off and a 30-day window. */
export const slotOf = (time: string) => ({ clubId: 151, courseId: DEMO_COURSE.heath, time });

/** Waitlist and booking calls as one member. */
export function waitlistApi(app: FastifyInstance, cookie: string | null) {
  const headers = cookie ? { cookie } : {};
  return {
    join: (payload: object) => app.inject({ method: 'POST', url: '/api/waitlist', headers, payload }),
    list: () => app.inject({ method: 'GET', url: '/api/waitlist', headers }),
    leave: (id: number | string) => app.inject({ method: 'DELETE', url: `/api/waitlist/${id}`, headers }),
    accept: (id: number | string) =>
      app.inject({ method: 'POST', url: `/api/waitlist/offers/${id}/accept`, headers }),
    decline: (id: number | string) =>
      app.inject({ method: 'POST', url: `/api/waitlist/offers/${id}/decline`, headers }),
    book: (time: string, players: number) =>
      app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: { ...headers, 'idempotency-key': newKey() },
        payload: { ...slotOf(time), players, juniors: 0 },
      }),
    cancel: (id: number) => app.inject({ method: 'POST', url: `/api/bookings/${id}/cancel`, headers }),
    freePlaces: async (time: string, players = 1) => {
      const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(time));
      const res = await app.inject({
        method: 'GET',
        url: `/api/teetimes?clubId=151&courseId=${DEMO_COURSE.heath}&date=${date}&players=${players}`,
        headers,
      });
      const slot = (res.json().slots as { time: string; freePlaces: number }[]).find((s) => s.time === time);
      return slot?.freePlaces;
    },
  };
}

export type WaitlistApi = ReturnType<typeof waitlistApi>;

/** Books `players` places at `time` and returns the booking (the test fails on anything but 201). */
export async function bookOrFail(api: WaitlistApi, time: string, players: number): Promise<Booking> {
  const res = await api.book(time, players);
  if (res.statusCode !== 201) throw new Error(`booking failed: ${res.statusCode} ${res.body}`);
  return res.json<Booking>();
}

/** Places held by open offers on a start, expired or not (what the sweep has yet to settle). */
export async function openOfferPlaces(db: Db, time: string): Promise<number> {
  const result = await db.execute(sql`select coalesce(sum(places), 0)::int as n from waitlist_offers
    where state = 'open' and starts_at = ${time}::timestamptz`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}

/** Runs an offer out: its expiry moves into the past, as if its minutes had passed. */
export async function runOut(db: Db, offerId: number): Promise<void> {
  await db.execute(
    sql`update waitlist_offers set expires_at = now() - interval '1 second' where id = ${offerId}`,
  );
}
