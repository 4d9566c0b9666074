import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings } from '../src/db/schema';
import { ballotSeedBox } from '../src/lib/secret-box';
import { drawBallot } from '../src/modules/ballots/draw';
import { ballotApi, makeBallot } from './ballot-fixtures';
import { createPlayer } from './buddy-fixtures';
import { useTestApp } from './helpers';
import { invariantViolations, noViolations } from './invariants';

/** A ballot is drawn once, however many drawers race (PostgreSQL only: PGlite runs one transaction at a time, so nothing would race). */
describe('ballot draw under concurrency', () => {
  const ctx = useTestApp();
  const db = () => ctx.database.db;

  it('four concurrent draws give one result: one booking per winner, the others refused BALLOT_CLOSED', async () => {
    const { id } = await makeBallot(db(), { times: ['09:00', '09:10'] });
    const entrants = await Promise.all(
      Array.from({ length: 5 }, () => createPlayer(db(), { homePoints: 500 })),
    );
    for (const p of entrants) {
      expect(
        (await ballotApi(ctx.app, p.cookie).enter(id, { players: 2, preferences: ['09:00', '09:10'] }))
          .statusCode,
      ).toBe(201);
    }
    const deps = { db: db(), notifier: ctx.app.notifier, seeds: ballotSeedBox(ctx.app.config) };
    const results = await Promise.allSettled(Array.from({ length: 4 }, () => drawBallot(deps, id)));
    const done = results.filter((r) => r.status === 'fulfilled');
    const refused = results
      .filter((r) => r.status === 'rejected')
      .map((r) => (r.reason as { code?: string }).code);
    expect(done).toHaveLength(1);
    expect(refused).toEqual(['BALLOT_CLOSED', 'BALLOT_CLOSED', 'BALLOT_CLOSED']);
    expect(done[0]).toMatchObject({ value: { won: 4, lost: 1 } });
    let booked = 0;
    for (const p of entrants)
      booked += (await db().select({ id: bookings.id }).from(bookings).where(eq(bookings.bookedBy, p.id)))
        .length;
    expect(booked).toBe(4);
    const audit = (await ballotApi(ctx.app, entrants[0]!.cookie).audit(id)).json();
    expect(audit.Allocations.filter((a: { Time: string | null }) => a.Time !== null)).toHaveLength(4);
    expect(await invariantViolations(db())).toEqual(noViolations);
  });
});
