import { describe, expect, it } from 'vitest';
import { findPairLink } from '../src/modules/buddies/link-repository';
import { DEMO_COURSE } from '../src/seed/courses';
import { homePointsOf, newKey, placesTaken, slotTime } from './booking-fixtures';
import { befriend, buddyApi, createPlayer } from './buddy-fixtures';
import { useTestApp } from './helpers';
import { invariantViolations, noViolations } from './invariants';

/**
 * Races through the real HTTP stack. On PostgreSQL (TEST_DB=postgres) the requests truly overlap; PGlite
 * runs one transaction at a time, so there the same assertions check the rules rather than the locking.
 */
describe('buddies under concurrent requests (PostgreSQL only: PGlite runs one transaction at a time)', () => {
  const ctx = useTestApp();
  const db = () => ctx.database.db;

  it('a request accepted and cancelled at the same moment ends in one consistent state', async () => {
    const outcomes = { accepted: 0, cancelled: 0 };
    for (let round = 0; round < 15; round++) {
      const sender = await createPlayer(db());
      const receiver = await createPlayer(db());
      expect((await buddyApi(ctx.app, sender.cookie).request(receiver.target)).statusCode).toBe(204);
      const [accept, cancel] = await Promise.all([
        buddyApi(ctx.app, receiver.cookie).accept(sender.target),
        buddyApi(ctx.app, sender.cookie).cancel(receiver.target),
      ]);
      const link = await findPairLink(db(), sender.id, receiver.id);
      if (accept.statusCode === 204) {
        outcomes.accepted++;
        expect([cancel.statusCode, cancel.json().code]).toEqual([404, 'BUDDY_REQUEST_NOT_FOUND']);
        expect(link).toEqual({ requesterId: sender.id, status: 'accepted' });
        expect((await buddyApi(ctx.app, sender.cookie).buddies()).json()).toHaveLength(1);
      } else {
        outcomes.cancelled++;
        expect(cancel.statusCode).toBe(204);
        expect([accept.statusCode, accept.json().code]).toEqual([404, 'BUDDY_REQUEST_NOT_FOUND']);
        expect(link).toBeNull();
        expect((await buddyApi(ctx.app, receiver.cookie).incoming()).json()).toEqual([]);
      }
    }
    expect(outcomes.accepted + outcomes.cancelled).toBe(15);
  });

  it('two buddies booking each other into the last two places at once: one party books, the other is SLOT_FULL', async () => {
    for (let round = 0; round < 6; round++) {
      const a = await createPlayer(db(), { homePoints: 200 });
      const b = await createPlayer(db(), { homePoints: 200 });
      const filler = await createPlayer(db(), { homePoints: 200 });
      await befriend(ctx.app, a, b);
      const time = slotTime(20 + round, '12:00');
      const base = { clubId: 151, courseId: DEMO_COURSE.heath, time, juniors: 0 };
      const book = (cookie: string, payload: object) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/bookings',
          headers: { cookie, 'idempotency-key': newKey() },
          payload: { ...base, ...payload },
        });
      expect((await book(filler.cookie, { players: 2 })).statusCode).toBe(201);
      const [byA, byB] = await Promise.all([
        book(a.cookie, { players: 2, buddies: [b.target] }),
        book(b.cookie, { players: 2, buddies: [a.target] }),
      ]);
      const codes = [byA.statusCode, byB.statusCode].sort();
      expect(codes).toEqual([201, 409]);
      const winner = byA.statusCode === 201 ? byA : byB;
      const share = winner.json().Cost / 2;
      expect(await homePointsOf(db(), a.id)).toBe(200 - share);
      expect(await homePointsOf(db(), b.id)).toBe(200 - share);
      expect(await placesTaken(db(), DEMO_COURSE.heath, time)).toBe(4);
    }
    expect(await invariantViolations(db())).toEqual(noViolations);
  });

  it('a revocation racing a booking: either the booking came first, or it is refused for consent', async () => {
    for (let round = 0; round < 8; round++) {
      const a = await createPlayer(db(), { homePoints: 200 });
      const b = await createPlayer(db(), { homePoints: 200 });
      await befriend(ctx.app, a, b);
      const [booked, removed] = await Promise.all([
        ctx.app.inject({
          method: 'POST',
          url: '/api/bookings',
          headers: { cookie: a.cookie, 'idempotency-key': newKey() },
          payload: {
            clubId: 151,
            courseId: DEMO_COURSE.heath,
            time: slotTime(2 + round, '14:20'),
            players: 2,
            juniors: 0,
            buddies: [b.target],
          },
        }),
        buddyApi(ctx.app, b.cookie).remove(a.target),
      ]);
      expect(removed.statusCode).toBe(204);
      if (booked.statusCode === 201) {
        expect(await homePointsOf(db(), b.id)).toBe(200 - booked.json().Cost / 2);
      } else {
        expect(booked.json().code).toBe('BUDDY_CONSENT_REQUIRED');
        expect(await homePointsOf(db(), b.id)).toBe(200);
      }
      expect(await findPairLink(db(), a.id, b.id)).toBeNull();
    }
  });
});
