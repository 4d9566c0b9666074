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
 *
 * Held as columns (each candidate's sheet, distance and key in flat arrays, a heap of their indexes), not an
 * object and a key array each: within 150 km of the bench's 10,000 clubs lie ~1,700 candidates, of which a
 * search judges a few dozen; only those taken are made into `Ordered`.
 */
export class CourseDayKeys {
  private readonly sheets: CourseSheet[] = [];
  private readonly distances: number[] = [];
  /** `width` numbers per candidate: its key under the sort. */
  private readonly keys: number[] = [];
  private readonly width: number;
  /** Every course of a zone shares the instant of a minute: worked out once per zone and minute here. */
  private readonly instants = new Map<string, Map<number, number>>();
  private zoneName = '';
  private zone: Map<number, number> | undefined;

  constructor(
    private readonly query: Pick<TeeTimeSearchQuery, 'date' | 'sort'>,
    private readonly from: number,
    private readonly to: number,
  ) {
    this.width = query.sort === 'cheapest' ? 4 : 3;
  }

  /** One course of the radius (search-sheets.ts hands each over); one without a start in the window is left out. */
  readonly add = (c: CourseSheet, distanceKm: number, lowestCost: number): void => {
    const skip = Math.max(0, Math.ceil((this.from - c.firstStartMinute) / c.intervalMinutes));
    const first = c.firstStartMinute + skip * c.intervalMinutes;
    if (first > Math.min(c.lastStartMinute, this.to)) return;
    if (c.timeZone !== this.zoneName || !this.zone) {
      this.zoneName = c.timeZone;
      this.zone = this.instants.get(c.timeZone);
      if (!this.zone) {
        this.zone = new Map();
        this.instants.set(c.timeZone, this.zone);
      }
    }
    let firstTime = this.zone.get(first);
    if (firstTime === undefined) {
      firstTime = instantAt(this.query.date, first, c.timeZone).getTime();
      this.zone.set(first, firstTime);
    }
    this.sheets.push(c);
    this.distances.push(distanceKm);
    const { keys } = this;
    if (this.query.sort === 'nearest') keys.push(distanceKm, firstTime, c.courseId);
    else if (this.query.sort === 'cheapest') keys.push(lowestCost, firstTime, distanceKm, c.courseId);
    else keys.push(firstTime, distanceKm, c.courseId);
  };

  /**
   * The course-days added, taken best key first (keys compare as search-keys.ts's `compareKeys` compares
   * them: element by element; they are all of one length).
   */
  order(): { readonly size: number; peek(): Ordered | undefined; take(n: number): Ordered[] } {
    const { keys, width } = this;
    const compare = (i: number, j: number) => {
      let a = i * width;
      let b = j * width;
      for (let e = 0; e < width; e++, a++, b++) {
        const x = keys[a]!;
        const y = keys[b]!;
        if (x !== y) return x < y ? -1 : 1;
      }
      return 0;
    };
    const heap = new BestFirst(
      Array.from({ length: this.sheets.length }, (_, i) => i),
      compare,
    );
    const ordered = (i: number): Ordered => {
      const sheet = this.sheets[i]!;
      return {
        clubId: sheet.clubId,
        courseId: sheet.courseId,
        distanceKm: this.distances[i]!,
        key: keys.slice(i * width, (i + 1) * width),
      };
    };
    return {
      get size() {
        return heap.size;
      },
      peek: () => {
        const i = heap.peek();
        return i === undefined ? undefined : ordered(i);
      },
      take: (n) => heap.take(n).map(ordered),
    };
  }
}
