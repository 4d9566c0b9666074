import type { TeeTimeSearchQuery } from '@fairway/contracts';
import { instantAt } from '../../lib/time';
import { BestFirst } from './best-first';
import type { CourseSheet } from './search-repository';

/** A course-day to judge, with the best key its result could have. */
export type Ordered = { clubId: number; courseId: number; distanceKm: number; key: number[] };

/**
 * The radius's course-days in the order the search judges them: each with a start in the window (priced,
 * and with `maxCost` a price within it: the radius's candidates are) by the best key its result could have
 * (no start listed is earlier than its first start in the window, and no cost lower than its lowest band).
 * The sheets hand each course over as they find it (`add`); its key is kept in columns, and a course-day's
 * object and key array are made only when the search takes it (a 150 km search hands on about 1,700 and
 * judges a few dozen).
 */
export class CourseDayKeys {
  private readonly sheets: CourseSheet[] = [];
  private readonly distances: number[] = [];
  /** The key's elements, column by column (`sort`'s order; the third or fourth column unused when shorter). */
  private readonly k0: number[] = [];
  private readonly k1: number[] = [];
  private readonly k2: number[] = [];
  private readonly k3: number[] = [];
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
    this.sheets.push(c);
    this.distances.push(distanceKm);
    const { sort } = this.query;
    if (sort === 'nearest') this.push(distanceKm, firstTime, c.courseId, 0);
    else if (sort === 'cheapest') this.push(lowestCost, firstTime, distanceKm, c.courseId);
    else this.push(firstTime, distanceKm, c.courseId, 0);
  };

  private push(a: number, b: number, c: number, d: number): void {
    this.k0.push(a);
    this.k1.push(b);
    this.k2.push(c);
    this.k3.push(d);
  }

  /** The course-days added, to be taken best key first. */
  order(): OrderedCourseDays {
    const { k0, k1, k2, k3 } = this;
    const width = this.query.sort === 'cheapest' ? 4 : 3;
    // compareKeys on the columns (keys of one sort are equally long): the same order, no array per key.
    const compare = (i: number, j: number): number => {
      let x = k0[i]!;
      let y = k0[j]!;
      if (x !== y) return x < y ? -1 : 1;
      x = k1[i]!;
      y = k1[j]!;
      if (x !== y) return x < y ? -1 : 1;
      x = k2[i]!;
      y = k2[j]!;
      if (x !== y) return x < y ? -1 : 1;
      if (width === 3) return 0;
      x = k3[i]!;
      y = k3[j]!;
      return x !== y ? (x < y ? -1 : 1) : 0;
    };
    const at = (i: number): Ordered => {
      const sheet = this.sheets[i]!;
      const key = width === 4 ? [k0[i]!, k1[i]!, k2[i]!, k3[i]!] : [k0[i]!, k1[i]!, k2[i]!];
      return { clubId: sheet.clubId, courseId: sheet.courseId, distanceKm: this.distances[i]!, key };
    };
    const indices = Array.from({ length: this.sheets.length }, (_, i) => i);
    return new OrderedCourseDays(new BestFirst(indices, compare), at);
  }
}

/** The course-days by key, each made when it is looked at or taken. */
export class OrderedCourseDays {
  constructor(
    private readonly heap: BestFirst<number>,
    private readonly at: (i: number) => Ordered,
  ) {}

  get size(): number {
    return this.heap.size;
  }

  /** The best course-day left, without taking it. */
  peek(): Ordered | undefined {
    const i = this.heap.peek();
    return i === undefined ? undefined : this.at(i);
  }

  /** The `n` best left (fewer when fewer are left), best first. */
  take(n: number): Ordered[] {
    return this.heap.take(n).map(this.at);
  }
}
