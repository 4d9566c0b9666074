import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { earthChord, earthPoint } from '../src/modules/explore/search-shape';
import { useTestApp } from './helpers';

/**
 * Explore's location searches send their point and distance limit worked out in JavaScript
 * (`earthPoint`, `earthChord`) instead of calling earthdistance's SQL functions in the statement: the
 * database's own functions must give the same points, to the last bit or within nanometres.
 */
describe('explore’s point and chord, as earthdistance makes them', () => {
  const ctx = useTestApp({ seed: false });

  it('agree with ll_to_earth and gc_to_sec within a micrometre over the map and every distance a search may ask for', async () => {
    const points: [number, number][] = [];
    // A grid over Great Britain and the world's edges, and points with long fractions (geocoded and GPS).
    for (let lat = -90; lat <= 90; lat += 7.5)
      for (let lng = -180; lng <= 180; lng += 15) points.push([lat, lng]);
    for (let i = 1; i <= 400; i++)
      points.push([49.9 + ((i * 7919) % 10_007) / 1_400, -8 + ((i * 104_729) % 10_009) / 1_000]);
    points.push([0, 0], [-0, -0], [51.33705, -0.74261], [53.8, -1.55]);
    // cos and sin are the platform's on each side: where two libraries round the last bit differently the
    // points differ by nanometres (a few dozen of these points on PostgreSQL, fewer on PGlite), never more.
    const { rows } = (await ctx.database.db.execute(sql`
      select count(*)::int as points, max(cube_distance(ll_to_earth(p.lat, p.lng)::cube, p.here::cube)) as apart
      from jsonb_to_recordset(${JSON.stringify(
        points.map(([lat, lng]) => ({ lat, lng, here: earthPoint(lat, lng) })),
      )}::jsonb) as p(lat float8, lng float8, here text)`)) as unknown as {
      rows: { points: number; apart: number }[];
    };
    expect(rows[0]?.points).toBe(points.length);
    expect(rows[0]?.apart).toBeLessThan(1e-6);

    const metres = [0, 1, 1609.344, 8046.72, 32_186.88, 160_934.4, 804_672, 20_037_508, 40_000_000];
    for (let miles = 0.5; miles <= 500; miles *= 1.37) metres.push(miles * 1609.344);
    const chords = (await ctx.database.db.execute(sql`
      select max(abs(gc_to_sec(m.metres) - m.chord)) as differ
      from jsonb_to_recordset(${JSON.stringify(metres.map((m) => ({ metres: m, chord: earthChord(m) })))}::jsonb)
        as m(metres float8, chord float8)`)) as unknown as { rows: { differ: number }[] };
    expect(chords.rows[0]?.differ).toBeLessThan(1e-6);
  });
});
