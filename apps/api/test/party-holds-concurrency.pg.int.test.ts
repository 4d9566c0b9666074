import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AppError } from '../src/lib/app-error';
import type { Written } from '../src/modules/notifications';
import { acceptHold } from '../src/modules/party-holds/answer';
import { expireHold, expireHolds } from '../src/modules/party-holds/release';
import { homePointsOf, placesTaken, slotTime } from './booking-fixtures';
import { useTestApp } from './helpers';
import { invariantViolations, noViolations } from './invariants';
import { holdOrFail, holdPlayer, openHoldPlaces, partyOf, viewOf } from './party-hold-fixtures';
import { slotOf } from './waitlist-fixtures';

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/**
 * Party-hold races through the real stack on PostgreSQL (TEST_DB=postgres), where the requests truly
 * overlap: a hold commits once, never both books and expires, and holds and bookings together never take
 * more places than a start has.
 */
describe('party holds under concurrent requests (PostgreSQL only: PGlite runs one transaction at a time)', () => {
  const ctx = useTestApp();
  const db = () => ctx.database.db;
  /** Starts whose places booked plus places live holds keep exceed their capacity. */
  const overHeld = async () =>
    rowsOf(
      await db().execute(sql`
        select o.course_id, o.starts_at from slot_occupancy o
        where o.places_taken + (select coalesce(sum(h.places), 0) from held_places h
          where h.course_id = o.course_id and h.starts_at = o.starts_at and h.expires_at > now()) > o.capacity`),
    );
  const bookingsOf = async (memberId: string) =>
    rowsOf<{ n: number }>(
      await db().execute(
        sql`select count(*)::int as n from bookings where booked_by = ${memberId} and cancelled_at is null`,
      ),
    )[0]!.n;
  const expiresAtOf = async (holdId: number) =>
    new Date(
      rowsOf<{ e: string }>(
        await db().execute(sql`select expires_at as e from party_holds where id = ${holdId}`),
      )[0]!.e,
    );

  it('the last two buddies accepting at once book the party once, each payer charged once', async () => {
    for (let round = 0; round < 6; round++) {
      const time = slotTime(15 + round, '13:00');
      const { booker, buddies } = await partyOf(ctx.app, db(), [true, true]);
      const [a, b] = buddies as [(typeof buddies)[0], (typeof buddies)[0]];
      const held = await holdOrFail(booker, time, 3, [a, b]);
      const answers = await Promise.all([a.api.accept(held.HoldId), b.api.accept(held.HoldId)]);
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
      expect(answers.map((r) => r.json().State).sort()).toEqual(['Booked', 'Open'].sort());
      expect((await viewOf(booker, held.HoldId)).State).toBe('Booked');
      expect(await bookingsOf(booker.id)).toBe(1);
      expect(await placesTaken(db(), slotOf(time).courseId, time)).toBe(3);
      expect(await openHoldPlaces(db(), time)).toBe(0);
      const cost = (await viewOf(booker, held.HoldId)).Cost;
      expect(await homePointsOf(db(), a.id)).toBe(500 - cost / 3);
      expect(await homePointsOf(db(), b.id)).toBe(500 - cost / 3);
      expect(await homePointsOf(db(), booker.id)).toBe(500 - cost / 3);
    }
    expect(await invariantViolations(db())).toEqual(noViolations);
    expect(await overHeld()).toEqual([]);
  });

  it('two accepts of the last buddy at once book once', async () => {
    for (let round = 0; round < 6; round++) {
      const time = slotTime(15 + round, '13:10');
      const { booker, buddies } = await partyOf(ctx.app, db(), [true]);
      const [a] = buddies as [(typeof buddies)[0]];
      const held = await holdOrFail(booker, time, 2, [a]);
      const answers = await Promise.all([a.api.accept(held.HoldId), a.api.accept(held.HoldId)]);
      expect(answers.map((r) => [r.statusCode, r.json().State])).toEqual([
        [200, 'Booked'],
        [200, 'Booked'],
      ]);
      expect(await bookingsOf(booker.id)).toBe(1);
      expect(await placesTaken(db(), slotOf(time).courseId, time)).toBe(2);
    }
    expect(await invariantViolations(db())).toEqual(noViolations);
  });

  it('an accept racing the expiry either books or expires the hold, never both; the booker is told once', async () => {
    const outcomes = { booked: 0, expired: 0 };
    for (let round = 0; round < 8; round++) {
      const time = slotTime(15 + round, '13:20');
      const { booker, buddies } = await partyOf(ctx.app, db(), [true]);
      const [a] = buddies as [(typeof buddies)[0]];
      const held = await holdOrFail(booker, time, 2, [a]);
      const expiresAt = await expiresAtOf(held.HoldId);
      const told: Written[] = [];
      const listen = (w: Written) => told.push(w);
      ctx.app.notifier.listeners.push(listen);
      // The accept a moment before the expiry, the sweep a moment after it (another instance's clock).
      const [accepted, expired] = await Promise.allSettled([
        acceptHold(db(), ctx.app.notifier, {
          memberId: a.id,
          holdId: held.HoldId,
          now: new Date(expiresAt.getTime() - 1),
        }),
        expireHold(db(), ctx.app.notifier, held.HoldId, new Date(expiresAt.getTime() + 1)),
      ]);
      ctx.app.notifier.listeners.splice(ctx.app.notifier.listeners.indexOf(listen), 1);
      const state = (await viewOf(booker, held.HoldId)).State;
      const taken = await placesTaken(db(), slotOf(time).courseId, time);
      if (accepted.status === 'fulfilled') {
        outcomes.booked++;
        expect(expired).toEqual({ status: 'fulfilled', value: null });
        expect([state, taken, await bookingsOf(booker.id)]).toEqual(['Booked', 2, 1]);
      } else {
        outcomes.expired++;
        expect((accepted.reason as AppError).code).toBe('HOLD_EXPIRED');
        expect(expired.status === 'fulfilled' && expired.value).toBeTruthy();
        expect([state, taken, await bookingsOf(booker.id)]).toEqual(['Expired', 0, 0]);
        expect(told.filter((w) => w.memberId === booker.id).length).toBe(1);
      }
      expect(await openHoldPlaces(db(), time)).toBe(0);
    }
    expect(outcomes.booked + outcomes.expired).toBe(8);
    expect(await invariantViolations(db())).toEqual(noViolations);
    expect(await overHeld()).toEqual([]);
  });

  it('holds and bookings racing for the last places take exactly the places there are', async () => {
    for (let round = 0; round < 6; round++) {
      const time = slotTime(15 + round, '13:30');
      const parties = [await partyOf(ctx.app, db(), [true]), await partyOf(ctx.app, db(), [true])];
      const solos = [await holdPlayer(ctx.app, db()), await holdPlayer(ctx.app, db())];
      // Four places; four requests of two places each: two holds and two plain bookings.
      const answers = await Promise.all([
        ...parties.map((p) =>
          p.booker.api.book({ ...slotOf(time), players: 2, buddies: [p.buddies[0]!.target] }),
        ),
        ...solos.map((s) => s.api.book({ ...slotOf(time), players: 2 })),
      ]);
      const codes = answers.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 201 || c === 202)).toHaveLength(2);
      expect(answers.filter((r) => r.statusCode === 409).map((r) => r.json().code)).toEqual([
        'SLOT_FULL',
        'SLOT_FULL',
      ]);
      const booked = await placesTaken(db(), slotOf(time).courseId, time);
      expect(booked + (await openHoldPlaces(db(), time))).toBe(4);
      // The holds then commit into the places they kept.
      for (const [i, p] of parties.entries()) {
        if (answers[i]!.statusCode !== 202) continue;
        const accepted = await p.buddies[0]!.api.accept(answers[i]!.json().HoldId);
        expect(accepted.json().State).toBe('Booked');
      }
      expect(await placesTaken(db(), slotOf(time).courseId, time)).toBe(4);
      expect(await openHoldPlaces(db(), time)).toBe(0);
    }
    expect(await invariantViolations(db())).toEqual(noViolations);
    expect(await overHeld()).toEqual([]);
  });

  it('two instances sweeping the same run-out holds expire each once', async () => {
    const holds: number[] = [];
    const bookers: string[] = [];
    for (let round = 0; round < 4; round++) {
      const { booker, buddies } = await partyOf(ctx.app, db(), [true]);
      holds.push((await holdOrFail(booker, slotTime(15 + round, '13:40'), 2, buddies)).HoldId);
      bookers.push(booker.id);
    }
    const later = new Date(
      Math.max(...(await Promise.all(holds.map(expiresAtOf))).map((d) => d.getTime())) + 1,
    );
    const told: Written[] = [];
    const listen = (w: Written) => told.push(w);
    ctx.app.notifier.listeners.push(listen);
    const sweeps = await Promise.all([
      expireHolds(db(), ctx.app.notifier, later),
      expireHolds(db(), ctx.app.notifier, later),
    ]);
    ctx.app.notifier.listeners.splice(ctx.app.notifier.listeners.indexOf(listen), 1);
    expect(sweeps[0]!.expired + sweeps[1]!.expired).toBe(4);
    expect(
      told
        .filter((w) => bookers.includes(w.memberId))
        .map((w) => w.memberId)
        .sort(),
    ).toEqual([...bookers].sort());
  });
});
