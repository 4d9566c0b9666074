import type { TeeTimeSearchReply } from '@fairway/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMember, localDate, postBooking } from './booking-fixtures';
import { useTestApp } from './helpers';

describe('GET /api/teetimes/search', () => {
  const ctx = useTestApp();
  const search = (cookie: string, query: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/teetimes/search?${query}`, headers: { cookie } });

  it('answers a visitor 401 and bad input 400 VALIDATION with field errors', async () => {
    const visitor = await ctx.app.inject({ method: 'GET', url: `/api/teetimes/search?date=${localDate(3)}` });
    expect(visitor.statusCode).toBe(401);
    const m = await createMember(ctx.database.db, { homePoints: 100 });
    const bad = await search(m.cookie, `date=${localDate(3)}&radiusKm=900&from=10:00&to=09:00`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION' });
    expect(Object.keys(bad.json().fields ?? {})).toEqual(expect.arrayContaining(['radiusKm']));
  });

  it('lists the home club’s times around the member’s home club, soonest first', async () => {
    const m = await createMember(ctx.database.db, { homePoints: 1000 });
    const res = await search(m.cookie, `date=${localDate(5)}&from=09:00&to=10:00&players=2&radiusKm=30`);
    expect(res.statusCode).toBe(200);
    const body = res.json<TeeTimeSearchReply>();
    expect(body.Results.length).toBeGreaterThan(0);
    const home = body.Results.find((r) => r.ClubId === 151);
    expect(home).toBeDefined();
    expect(home!.DistanceKm).toBe(0);
    for (const r of body.Results) {
      expect(r.Times.length).toBeGreaterThan(0);
      for (const t of r.Times) {
        expect(t.LocalTime >= '09:00' && t.LocalTime <= '10:00').toBe(true);
        expect(t.Bookable || t.Reason === 'SLOT_IN_BALLOT').toBe(true);
      }
    }
    console.log(JSON.stringify(body).slice(0, 1500));
  });
});
