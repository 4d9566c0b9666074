import type { PartyHold } from '@fairway/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client';
import { newKey } from './booking-fixtures';
import { befriend, createPlayer, type Player } from './buddy-fixtures';
import { slotOf } from './waitlist-fixtures';

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** Party-hold calls as one member (cookie null: signed out). */
export function holdApi(app: FastifyInstance, cookie: string | null) {
  const headers = cookie ? { cookie } : {};
  return {
    preferences: () => app.inject({ method: 'GET', url: '/api/account/preferences', headers }),
    setPreferences: (payload: unknown) =>
      app.inject({ method: 'PUT', url: '/api/account/preferences', headers, payload: payload as object }),
    book: (payload: object, key = newKey()) =>
      app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: { ...headers, 'idempotency-key': key },
        payload: { juniors: 0, ...payload },
      }),
    holds: () => app.inject({ method: 'GET', url: '/api/bookings/holds', headers }),
    hold: (id: number | string) => app.inject({ method: 'GET', url: `/api/bookings/holds/${id}`, headers }),
    accept: (id: number | string) =>
      app.inject({ method: 'POST', url: `/api/bookings/holds/${id}/accept`, headers }),
    decline: (id: number | string) =>
      app.inject({ method: 'POST', url: `/api/bookings/holds/${id}/decline`, headers }),
    upcoming: () => app.inject({ method: 'GET', url: '/api/bookings/upcoming', headers }),
  };
}

export type HoldApi = ReturnType<typeof holdApi>;
export type HoldPlayer = Player & { api: HoldApi };

/** A player with the party-hold API; `asks` turns "Ask me before a buddy books me in" on. */
export async function holdPlayer(
  app: FastifyInstance,
  db: Db,
  input: { homePoints?: number; asks?: boolean } = {},
): Promise<HoldPlayer> {
  const player = await createPlayer(db, { homePoints: input.homePoints ?? 500 });
  const api = holdApi(app, player.cookie);
  if (input.asks) {
    const res = await api.setPreferences({ AskBeforeBookingMeIn: true });
    if (res.statusCode !== 200) throw new Error(`preferences failed: ${res.statusCode} ${res.body}`);
  }
  return { ...player, api };
}

/** A booker and their buddies (each befriended), the buddies asking as given. */
export async function partyOf(app: FastifyInstance, db: Db, asks: boolean[], homePoints = 500) {
  const booker = await holdPlayer(app, db, { homePoints });
  const buddies: HoldPlayer[] = [];
  for (const a of asks) {
    const buddy = await holdPlayer(app, db, { homePoints, asks: a });
    await befriend(app, booker, buddy);
    buddies.push(buddy);
  }
  return { booker, buddies };
}

/** Books `players` at `time` with the buddies; the 202's hold (the test fails on anything else). */
export async function holdOrFail(booker: HoldPlayer, time: string, players: number, buddies: HoldPlayer[]) {
  const res = await booker.api.book({ ...slotOf(time), players, buddies: buddies.map((b) => b.target) });
  if (res.statusCode !== 202) throw new Error(`hold failed: ${res.statusCode} ${res.body}`);
  return res.json<{ HoldId: number; ExpiresAt: string; Pending: string[] }>();
}

export const viewOf = async (p: HoldPlayer, id: number) => (await p.api.hold(id)).json<PartyHold>();

/** Places held by open party holds on a start, expired or not (what the sweep has yet to settle). */
export async function openHoldPlaces(db: Db, time: string): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select coalesce(sum(places), 0)::int as n from party_holds
      where state = 'open' and starts_at = ${time}::timestamptz`),
  );
  return Number(row?.n ?? 0);
}

export async function holdCount(db: Db): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from party_holds`));
  return Number(row?.n ?? 0);
}

/** Runs a hold out: its expiry moves into the past, as if its minutes had passed. */
export async function runHoldOut(db: Db, holdId: number): Promise<void> {
  await db.execute(sql`update party_holds set expires_at = now() - interval '1 second' where id = ${holdId}`);
}
