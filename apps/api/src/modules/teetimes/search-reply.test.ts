import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type PageResult, replyJson, replyObject, type SearchPage } from './search-reply';

const YEAR_2000 = Date.UTC(2000, 0, 1);
const YEAR_2100 = Date.UTC(2100, 0, 1);

const start = fc.record({
  minute: fc.integer({ min: 0, max: 1439 }),
  // Starts on the minute, and any millisecond (the writer must not assume either).
  at: fc.oneof(
    fc.integer({ min: YEAR_2000 / 60_000, max: YEAR_2100 / 60_000 }).map((m) => m * 60_000),
    fc.integer({ min: -62_167_219_200_000, max: 253_402_300_799_999 }),
  ),
  free: fc.integer({ min: 0, max: 32 }),
  cost: fc.integer({ min: 0, max: 1_000_000 }),
  ballot: fc.boolean(),
});

const result: fc.Arbitrary<PageResult> = fc.record({
  ClubId: fc.integer({ min: 1, max: 2_000_000_000 }),
  // Names with quotes, backslashes, controls, non-Latin letters and lone surrogates.
  ClubName: fc.string({ unit: 'binary' }),
  CourseId: fc.integer({ min: 1, max: 2_000_000_000 }),
  CourseName: fc.oneof(fc.string(), fc.constantFrom('The "Old" Course', 'Back\\nine', 'Ærø — 18\u2028holes')),
  DistanceKm: fc.oneof(
    fc.integer({ min: 0, max: 5000 }).map((d) => d / 10),
    fc.double({ min: 0, max: 20_000, noNaN: true }),
  ),
  Unit: fc.constantFrom('points' as const, 'rounds' as const),
  starts: fc.array(start, { maxLength: 70 }),
});

const page: fc.Arbitrary<SearchPage> = fc.record({
  results: fc.array(result, { maxLength: 25 }),
  nextCursor: fc.option(fc.base64String(), { nil: null }),
});

describe('the search reply written as JSON text', () => {
  it('is byte for byte JSON.stringify of the reply objects, for any page', () => {
    fc.assert(
      fc.property(page, (p) => {
        expect(replyJson(p)).toBe(JSON.stringify(replyObject(p)));
      }),
      { numRuns: 300 },
    );
  });

  it('writes each start’s own instant and clock where courses share instants, in one zone or several', () => {
    // A few instants, each at a few wall clocks (courses of other zones): the writer keeps an instant's text.
    const shared = fc.record({
      minute: fc.constantFrom(420, 430, 480, 1439),
      at: fc.constantFrom(
        Date.UTC(2026, 11, 11, 7),
        Date.UTC(2026, 11, 11, 7, 10),
        Date.UTC(2026, 11, 11, 8),
      ),
      free: fc.integer({ min: 0, max: 4 }),
      cost: fc.integer({ min: 0, max: 40 }),
      ballot: fc.boolean(),
    });
    const sharing = fc.record({
      results: fc.array(
        result.chain((r) => fc.array(shared, { maxLength: 12 }).map((starts) => ({ ...r, starts }))),
        { maxLength: 6 },
      ),
      nextCursor: fc.constant(null),
    });
    fc.assert(
      fc.property(sharing, (p) => {
        expect(replyJson(p)).toBe(JSON.stringify(replyObject(p)));
      }),
      { numRuns: 200 },
    );
  });

  it('writes an empty page, a ballot’s start and the clock of the day’s first and last minute', () => {
    expect(replyJson({ results: [], nextCursor: null })).toBe('{"Results":[],"NextCursor":null}');
    const one: SearchPage = {
      results: [
        {
          ClubId: 7,
          ClubName: 'Foxhill',
          CourseId: 70,
          CourseName: 'Heath',
          DistanceKm: 12.3,
          Unit: 'points',
          starts: [
            { minute: 0, at: Date.UTC(2026, 11, 11, 0, 0), free: 4, cost: 12, ballot: false },
            { minute: 1439, at: Date.UTC(2026, 11, 11, 23, 59), free: 2, cost: 8, ballot: true },
          ],
        },
      ],
      nextCursor: 'abc',
    };
    expect(JSON.parse(replyJson(one))).toEqual({
      Results: [
        {
          ClubId: 7,
          ClubName: 'Foxhill',
          CourseId: 70,
          CourseName: 'Heath',
          DistanceKm: 12.3,
          Unit: 'points',
          Times: [
            { Time: '2026-12-11T00:00:00.000Z', LocalTime: '00:00', FreePlaces: 4, Cost: 12, Bookable: true },
            {
              Time: '2026-12-11T23:59:00.000Z',
              LocalTime: '23:59',
              FreePlaces: 2,
              Cost: 8,
              Bookable: false,
              Reason: 'SLOT_IN_BALLOT',
            },
          ],
        },
      ],
      NextCursor: 'abc',
    });
  });
});
