import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AppError } from '../src/lib/app-error';
import { runWaitlistJob } from '../src/modules/waitlist/job';
import { acceptOffer, expireOffer } from '../src/modules/waitlist/offers';
import { homePointsOf, placesTaken, slotTime } from './booking-fixtures';
import { createPlayer } from './buddy-fixtures';
import { useTestApp } from './helpers';
import { invariantViolations, noViolations } from './invariants';
import { bookOrFail, openOfferPlaces, slotOf, waitlistApi } from './waitlist-fixtures';

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/**
 * Waitlist races through the real stack on PostgreSQL (TEST_DB=postgres), where the requests truly
 * overlap: places are never both booked and held, an offer books once and passes on once.
 */
describe('waitlist under concurrent requests (PostgreSQL only: PGlite runs one transaction at a time)', () => {
  const ctx = useTestApp();
  const db = () => ctx.database.db;
  const member = async (homePoints = 500) => {
    const m = await createPlayer(db(), { homePoints });
    return { ...m, api: waitlistApi(ctx.app, m.cookie) };
  };
  /** No start has more places booked plus held by live offers than its capacity. */
  const overHeld = async () =>
    rowsOf(
      await db().execute(sql`
        select o.course_id, o.starts_at from slot_occupancy o
        where o.places_taken + (select coalesce(sum(w.places), 0) from waitlist_offers w
          where w.course_id = o.course_id and w.starts_at = o.starts_at
            and w.state = 'open' and w.expires_at > now()) > o.capacity`),
    );
  const offersFor = async (memberId: string) =>
    rowsOf<{ id: number; state: string }>(
      await db().execute(
        sql`select id, state from waitlist_offers where member_id = ${memberId} order by id`,
      ),
    );
  /** A start with `waiters` parties of `size` in line and its holder's four places freed: the first's offer. */
  const offered = async (time: string, sizes: number[]) => {
    const holder = await member();
    const booking = await bookOrFail(holder.api, time, 4);
    const waiters = [];
    for (const players of sizes) {
      const w = await member();
      expect((await w.api.join({ ...slotOf(time), players, juniors: 0 })).statusCode).toBe(201);
      waiters.push(w);
    }
    expect((await holder.api.cancel(booking.Id)).statusCode).toBe(200);
    const [first] = await offersFor(waiters[0]!.id);
    return { waiters, offerId: first!.id };
  };

  it('two accepts of one offer make one booking, charged once', async () => {
    for (let round = 0; round < 6; round++) {
      const time = slotTime(15 + round, '14:00');
      const { waiters, offerId } = await offered(time, [4]);
      const w = waiters[0]!;
      const [a, b] = await Promise.all([w.api.accept(offerId), w.api.accept(offerId)]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
      expect(a.json().Id).toBe(b.json().Id);
      expect(await homePointsOf(db(), w.id)).toBe(500 - a.json().Cost);
      expect(await placesTaken(db(), slotOf(time).courseId, time)).toBe(4);
      const [count] = rowsOf<{ n: number }>(
        await db().execute(sql`select count(*)::int as n from bookings where booked_by = ${w.id}`),
      );
      expect(count?.n).toBe(1);
    }
    expect(await invariantViolations(db())).toEqual(noViolations);
    expect(await overHeld()).toEqual([]);
  });

  it('an accept racing its expiry either books or passes the places on, never both', async () => {
    const outcomes = { booked: 0, passed: 0 };
    for (let round = 0; round < 8; round++) {
      const time = slotTime(15 + round, '14:10');
      const { waiters, offerId } = await offered(time, [4, 4]);
      const [first, next] = waiters as [(typeof waiters)[0], (typeof waiters)[0]];
      const [row] = rowsOf<{ expires: string }>(
        await db().execute(sql`select expires_at as expires from waitlist_offers where id = ${offerId}`),
      );
      const expiresAt = new Date(row!.expires);
      // The accept is a moment before the expiry, the sweep a moment after it (another instance's clock).
      const [accepted, expired] = await Promise.allSettled([
        acceptOffer(db(), ctx.app.notifier, {
          memberId: first.id,
          offerId,
          now: new Date(expiresAt.getTime() - 1),
        }),
        expireOffer(db(), ctx.app.notifier, offerId, expiresAt),
      ]);
      if (accepted.status === 'fulfilled') {
        outcomes.booked++;
        expect(expired).toEqual({ status: 'fulfilled', value: null });
        expect(await offersFor(next.id)).toEqual([]);
      } else {
        outcomes.passed++;
        expect(accepted.reason).toBeInstanceOf(AppError);
        expect((accepted.reason as AppError).code).toBe('OFFER_EXPIRED');
        expect(expired.status === 'fulfilled' && expired.value).toBeTruthy();
        expect((await offersFor(next.id)).map((o) => o.state)).toEqual(['open']);
        expect(await homePointsOf(db(), first.id)).toBe(500);
      }
    }
    expect(outcomes.booked + outcomes.passed).toBe(8);
    expect(await invariantViolations(db())).toEqual(noViolations);
    expect(await overHeld()).toEqual([]);
  });

  it('a cancellation racing a new booking: the freed places go to the waitlist’s offer, never also to the racer', async () => {
    for (let round = 0; round < 8; round++) {
      const time = slotTime(15 + round, '14:20');
      const filler = await member();
      const holder = await member();
      const [waiter, racer] = [await member(), await member()];
      await bookOrFail(filler.api, time, 2);
      const booking = await bookOrFail(holder.api, time, 2);
      expect((await waiter.api.join({ ...slotOf(time), players: 2, juniors: 0 })).statusCode).toBe(201);
      const [cancel, raced] = await Promise.all([holder.api.cancel(booking.Id), racer.api.book(time, 2)]);
      expect(cancel.statusCode).toBe(200);
      const offers = await offersFor(waiter.id);
      // The racer cannot book before the cancel (the start is full) nor after it (the places are held).
      expect([raced.statusCode, raced.json().code]).toEqual([409, 'SLOT_FULL']);
      expect(offers.map((o) => o.state)).toEqual(['open']);
      expect(await placesTaken(db(), slotOf(time).courseId, time)).toBe(2);
      expect(await openOfferPlaces(db(), time)).toBe(2);
    }
    expect(await invariantViolations(db())).toEqual(noViolations);
    expect(await overHeld()).toEqual([]);
  });

  it('two instances expiring the same offer pass it on once', async () => {
    for (let round = 0; round < 6; round++) {
      const time = slotTime(15 + round, '13:50');
      const { waiters, offerId } = await offered(time, [4, 4]);
      await db().execute(
        sql`update waitlist_offers set expires_at = now() - interval '1 second' where id = ${offerId}`,
      );
      const seen: string[] = [];
      const listen = (w: { memberId: string }) => seen.push(w.memberId);
      ctx.app.notifier.listeners.push(listen);
      const [a, b] = await Promise.all([
        runWaitlistJob({ db: db(), notifier: ctx.app.notifier }),
        runWaitlistJob({ db: db(), notifier: ctx.app.notifier }),
      ]);
      ctx.app.notifier.listeners.splice(ctx.app.notifier.listeners.indexOf(listen), 1);
      expect(a.expired + b.expired).toBe(1);
      expect(seen).toEqual([waiters[1]!.id]);
      expect((await offersFor(waiters[1]!.id)).map((o) => o.state)).toEqual(['open']);
      expect(await openOfferPlaces(db(), time)).toBe(4);
    }
    expect(await overHeld()).toEqual([]);
  });
});
