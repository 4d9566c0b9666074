import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareKeys } from './search-keys';
import { CourseDayKeys } from './search-order';
import type { CourseSheet } from './search-repository';

const sheet = (courseId: number, firstStartMinute: number): CourseSheet => ({
  clubId: 1000 + courseId,
  courseId,
  lat: 51,
  lng: -1,
  timeZone: courseId % 2 ? 'Europe/London' : 'Europe/Dublin',
  firstStartMinute,
  lastStartMinute: 16 * 60,
  intervalMinutes: 10,
  bands: [[4, 2]],
});

describe('CourseDayKeys', () => {
  it('hands the course-days over in compareKeys order of their keys, whatever the sort and the batches taken', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('soonest', 'nearest', 'cheapest'),
        // Few distinct values, so that keys tie on their first elements and the later ones decide.
        fc.array(
          fc.record({
            first: fc.constantFrom(420, 430, 480),
            distance: fc.constantFrom(1.5, 2, 40),
            cost: fc.constantFrom(3, 6, 12),
          }),
          { maxLength: 60 },
        ),
        fc.array(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 10 }),
        (sort, courses, sizes) => {
          const keys = new CourseDayKeys({ date: '2027-03-06', sort }, 0, 23 * 60 + 59);
          for (const [i, c] of courses.entries()) keys.add(sheet(i + 1, c.first), c.distance, c.cost);
          const order = keys.order();
          expect(order.size).toBe(courses.length);
          const taken = [];
          for (let i = 0; order.size > 0; i++) {
            const next = order.peek();
            const batch = order.take(sizes[i % sizes.length]!);
            expect(batch[0]).toEqual(next);
            taken.push(...batch);
          }
          const sorted = [...taken].sort((a, b) => compareKeys(a.key, b.key));
          expect(taken.map((t) => t.courseId)).toEqual(sorted.map((t) => t.courseId));
          // Each key is the sort's: cheapest by its lowest cost, nearest by distance, soonest by the first start.
          for (const t of taken) {
            const c = courses[t.courseId - 1]!;
            expect(t.distanceKm).toBe(c.distance);
            expect(t.key.length).toBe(sort === 'cheapest' ? 4 : 3);
            expect(t.key[0]).toBe(sort === 'cheapest' ? c.cost : sort === 'nearest' ? c.distance : t.key[0]);
            expect(t.key.at(-1)).toBe(t.courseId);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
