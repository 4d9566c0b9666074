import type { TeeTimeSearchQuery } from '@fairway/contracts';
import { instantAt } from '../../lib/time';
import { BestFirst } from './best-first';
import { compareKeys } from './search-keys';
import type { CourseSheet } from './search-repository';

/** A course-day to judge, with the best key its result could have. */
export type Ordered = { clubId: number; courseId: number; distanceKm: number; key: number[] };

/**
 * The radius's course-days in the order the search judges them: each with a start in the window (priced,
 * and with `maxCost` a price within it: the radius's candidates are) by the best key its result could have
 * (no start listed is earlier than its first start in the window, and no cost lower than its lowest band).
 * The sheets hand each course over as they find it (`add`), so no candidate object is made on the way.
 */
export class CourseDayKeys {
  private readonly items: Ordered[] = [];
  /** Every course of a zone shares the instant of a minute: worked out once per zone and minute here. */
  private readonly instants = new Map<string, Map<number, number>>();

  constructor(
    private readonly query: Pick<TeeTimeSearchQuery, 'date' | 'sort'>,
    private readonly from: number,
    private readonly to: number,
  ) {}

  /** One course of the radius (search-sheets.ts hands each over); one without a start in the window is left out. */
  readonly add = (c: CourseSheet, distanceKm: number, lowestCost: number): void => {
    const skip = Math.max(0, Math.ceil((this.from - c.firstStartMinute) / c.intervalMinutes));
    const first = c.firstStartMinute + skip * c.intervalMinutes;
    if (first > Math.min(c.lastStartMinute, this.to)) return;
    let zone = this.instants.get(c.timeZone);
    if (!zone) {
      zone = new Map();
      this.instants.set(c.timeZone, zone);
    }
    let firstTime = zone.get(first);
    if (firstTime === undefined) {
      firstTime = instantAt(this.query.date, first, c.timeZone).getTime();
      zone.set(first, firstTime);
    }
    const { sort } = this.query;
    const key =
      sort === 'nearest'
        ? [distanceKm, firstTime, c.courseId]
        : sort === 'cheapest'
          ? [lowestCost, firstTime, distanceKm, c.courseId]
          : [firstTime, distanceKm, c.courseId];
    this.items.push({ clubId: c.clubId, courseId: c.courseId, distanceKm, key });
  };

  /** The course-days added, to be taken best key first (the heap takes the list over). */
  order(): BestFirst<Ordered> {
    return new BestFirst(this.items, (a, b) => compareKeys(a.key, b.key));
  }
}
