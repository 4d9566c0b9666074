import { ADDITIONAL_BOOKERS_CATEGORY_ID, type FacilityTypeValue } from '@fairway/contracts';
import type { Db } from '../db/client';
import { additionalBookers, coursePrices, courseSchedules, courses, type Season } from '../db/schema/courses';
import { seedClubs } from './clubs';

export type Kind = 'golf' | 'spa' | 'dining' | 'hotel' | 'training' | 'pass' | 'gym';
type SeedCourse = { id: number; clubId: number; name: string; kind: Kind };

const FACILITY: Record<Kind, FacilityTypeValue> = {
  golf: 0,
  spa: 1,
  gym: 2,
  hotel: 3,
  training: 3,
  pass: 3,
  dining: 4,
};

const h = (hours: number, minutes = 0) => hours * 60 + minutes;

/** Ids are clubId × 100 + n so links in demo data and tests stay stable. */
const extraCourses: Record<number, [string, Kind][]> = {
  151: [
    ['Woodland Course', 'golf'],
    ['The Heath Grill', 'dining'],
    ['Heath Hotel', 'hotel'],
    ['Personal Training', 'training'],
    ['Guest Passes', 'pass'],
  ],
  563: [
    ['The Oakmere Spa', 'spa'],
    ['The Orangery', 'dining'],
    ['Leisure Club Gym', 'gym'],
  ],
  523: [['Hill Course', 'golf']],
};

export const seedCourses: SeedCourse[] = seedClubs.flatMap((club) => {
  const own: [string, Kind][] = [
    [`${club.content.clubNameShort} Championship Course`, 'golf'],
    ...(extraCourses[club.id] ?? []),
  ];
  return own.map(([name, kind], i) => ({ id: club.id * 100 + i + 1, clubId: club.id, name, kind }));
});

export const DEMO_COURSE = {
  heath: 15101,
  woodland: 15102,
  heathGrill: 15103,
  hotel: 15104,
  training: 15105,
  guestPasses: 15106,
  oakmere: 56301,
  oakmereSpa: 56302,
  orangery: 56303,
  groveManor: 53701,
} as const;

type Day = { first: number; last: number; interval: number; capacity: number };

/** Tee sheets: golf every 10 minutes, 4 a slot, longer days in summer and earlier starts at weekends. */
export function scheduleFor(kind: Kind, season: Season, weekend: boolean): Day | null {
  switch (kind) {
    case 'golf':
      return season === 'summer'
        ? { first: weekend ? h(6, 30) : h(7), last: h(18), interval: 10, capacity: 4 }
        : { first: h(8), last: h(14, 30), interval: 10, capacity: 4 };
    case 'spa':
      return { first: h(9), last: h(18), interval: 60, capacity: 4 };
    case 'dining':
      return { first: h(12), last: h(21), interval: 30, capacity: 24 };
    case 'hotel':
      return { first: h(15), last: h(15), interval: 60, capacity: 10 };
    case 'training':
      return { first: h(7), last: h(19), interval: 60, capacity: 2 };
    case 'pass':
      return { first: h(8), last: h(8), interval: 60, capacity: 20 };
    case 'gym':
      return null;
  }
}

export type Band = { fromMinute: number; adultCost: number; juniorCost: number };

/** Points matrix: golf by band (early, peak 10:00–14:00, twilight), weekends dearer, winter cheaper. */
export function pricesFor(kind: Kind, season: Season, weekend: boolean, rounds: boolean, offset = 0): Band[] {
  if (rounds) return [{ fromMinute: 0, adultCost: 1, juniorCost: 1 }];
  const flat = (adultCost: number, juniorCost: number) => [{ fromMinute: 0, adultCost, juniorCost }];
  switch (kind) {
    case 'golf': {
      // offset: a network club's prices above or below the themed clubs' (never under 1 point).
      const up = weekend ? 2 : 0;
      const down = (season === 'winter' ? 2 : 0) - Math.max(offset, -3);
      return [
        { fromMinute: 0, adultCost: 6 + up - down, juniorCost: 3 },
        { fromMinute: h(10), adultCost: 8 + up - down, juniorCost: 4 },
        { fromMinute: h(14), adultCost: 5 + up - down, juniorCost: 2 },
      ];
    }
    case 'spa':
      return flat(10, 10);
    case 'dining':
      return flat(4, 2);
    case 'hotel':
      return flat(30, 15);
    case 'training':
      return flat(12, 12);
    case 'pass':
      return flat(8, 4);
    case 'gym':
      return [];
  }
}

const additional = [
  {
    courseId: DEMO_COURSE.hotel,
    title: 'Hotel',
    descriptiveTitle: 'Overnight stay at the Heath Hotel',
    description: 'Bed and breakfast in the clubhouse hotel; check-in from 15:00.',
  },
  {
    courseId: DEMO_COURSE.training,
    title: 'Personal Training',
    descriptiveTitle: 'Personal training with a club professional',
    description: 'A 55-minute session with a PGA professional, Trackman included.',
  },
  {
    courseId: DEMO_COURSE.guestPasses,
    title: 'Guest Passes',
    descriptiveTitle: 'Guest day pass',
    description: 'A day pass for one guest: driving range, gym and clubhouse.',
  },
];

/** Seed step: courses, schedules and points matrices for every demo club; extras for club 151. */
export async function seedCoursesStep(db: Db): Promise<void> {
  const roundsClubs = new Set(seedClubs.filter((c) => c.content.disablePoints).map((c) => c.id));
  await db.transaction(async (tx) => {
    await tx.insert(courses).values(
      seedCourses.map((c, i) => ({
        id: c.id,
        clubId: c.clubId,
        name: c.name,
        facilityType: FACILITY[c.kind],
        sortOrder: i,
      })),
    );
    const schedules: (typeof courseSchedules.$inferInsert)[] = [];
    const prices: (typeof coursePrices.$inferInsert)[] = [];
    for (const c of seedCourses) {
      for (const season of ['summer', 'winter'] as const) {
        for (let dayOfWeek = 0; dayOfWeek < 7; dayOfWeek++) {
          const weekend = dayOfWeek === 0 || dayOfWeek === 6;
          const day = scheduleFor(c.kind, season, weekend);
          if (!day) continue;
          schedules.push({
            courseId: c.id,
            season,
            dayOfWeek,
            firstStartMinute: day.first,
            lastStartMinute: day.last,
            intervalMinutes: day.interval,
            capacity: day.capacity,
          });
          for (const band of pricesFor(c.kind, season, weekend, roundsClubs.has(c.clubId))) {
            prices.push({ courseId: c.id, season, dayOfWeek, ...band });
          }
        }
      }
    }
    await tx.insert(courseSchedules).values(schedules);
    await tx.insert(coursePrices).values(prices);
    await tx.insert(additionalBookers).values(
      additional.map((a, i) => ({
        ...a,
        clubId: 151,
        categoryId: ADDITIONAL_BOOKERS_CATEGORY_ID,
        sortOrder: i,
      })),
    );
  });
}
