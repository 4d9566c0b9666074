import type { PackageTypeValue } from '@fairway/contracts';
import dayjs from 'dayjs';
import type { Db } from '../db/client';
import { type PromoKind, packageBundles, packages, promoCodes } from '../db/schema/commerce';
import { seedClubs } from './clubs';

/** Demo catalogue (club-discovery §9 Packages and Club terms); prices in pence. Club differences as data. */
type SeedPackage = {
  packageType: PackageTypeValue;
  name: string;
  description: string;
  isCorporate?: boolean;
  isFull?: boolean;
  homePoints?: number;
  awayPoints?: number;
  playersPerDay?: number;
  maxRounds?: number;
  benefits?: string[];
  /** [baselineCost, cost] per bundle, pence. */
  bundles: [number, number][];
};

const membership = (
  name: string,
  pence: number,
  homePoints: number,
  playersPerDay: number,
  maxRounds: number,
  benefits: string[],
  extra: Partial<SeedPackage> = {},
): SeedPackage => ({
  packageType: 0,
  name,
  description: `${homePoints} Home points for up to ${playersPerDay} golfers a day, up to ${maxRounds} rounds. Valid 12 months.`,
  homePoints,
  playersPerDay,
  maxRounds,
  benefits,
  bundles: [[pence, pence]],
  ...extra,
});

const corporate = (p: SeedPackage, pence: number, extra: Partial<SeedPackage> = {}): SeedPackage => ({
  ...p,
  name: `${p.name} Corporate`,
  description: `${p.description} Transferable between the company's nominated golfers.`,
  isCorporate: true,
  bundles: [[pence, pence]],
  ...extra,
});

/** Deliberately out of order: the API sorts top-ups ascending by points. */
const TOP_UPS: SeedPackage[] = [
  { packageType: 1, name: '250 Home points', description: '', homePoints: 250, bundles: [[100_000, 90_000]] },
  { packageType: 1, name: '50 Home points', description: '', homePoints: 50, bundles: [[20_000, 20_000]] },
  { packageType: 1, name: '100 Home points', description: '', homePoints: 100, bundles: [[40_000, 38_000]] },
  {
    packageType: 2,
    name: '100 Open Play points',
    description: '',
    awayPoints: 100,
    bundles: [[45_000, 40_000]],
  },
  {
    packageType: 2,
    name: '25 Open Play points',
    description: '',
    awayPoints: 25,
    bundles: [[12_000, 12_000]],
  },
  {
    packageType: 2,
    name: '50 Open Play points',
    description: '',
    awayPoints: 50,
    bundles: [[22_000, 22_000]],
  },
];

const hyde = membership('Hyde', 320_000, 800, 8, 50, [
  '10% off food and services',
  '5 driving range passes',
  '55-minute Trackman lesson',
]);
const villiers = membership('Villiers', 600_000, 1500, 12, 100, [
  '15% off food and services',
  '5 driving range passes',
  '120-minute Trackman lesson',
]);
const fox = membership('Fox', 280_000, 700, 8, 45, ['5 driving range passes']);
const hayton = membership('Hayton', 520_000, 1300, 12, 90, [
  '10% off food and services',
  '5 driving range passes',
]);

/** Which catalogue each demo club sells; clubs not listed (the platform's club 0) sell nothing. */
const CATALOGUES: Record<number, SeedPackage[]> = {
  151: [hyde, villiers, corporate(hyde, 360_000), corporate(villiers, 680_000, { isFull: true }), ...TOP_UPS],
  // Grove clubs: Hyde and Villiers under Grove terms (537 has checkout disabled in its content).
  523: [hyde, villiers, ...TOP_UPS],
  449: [hyde, villiers, ...TOP_UPS],
  537: [hyde, villiers, ...TOP_UPS],
  // Foxhills-style clubs: Fox and Hayton (541 has checkout disabled; 563 has a spa course).
  563: [fox, hayton, corporate(fox, 320_000), ...TOP_UPS],
  541: [fox, hayton, ...TOP_UPS],
  238: [fox, hayton, ...TOP_UPS],
  234: [fox, hayton, ...TOP_UPS],
  259: [fox, hayton, ...TOP_UPS],
  260: [fox, hayton, ...TOP_UPS],
};

/** Demo promo codes, listed in README: club 151 only. */
const PROMOS: {
  clubId: number;
  code: string;
  kind: PromoKind;
  amount: number;
  fromMonths: number;
  untilMonths: number | null;
  usageLimit: number | null;
}[] = [
  {
    clubId: 151,
    code: 'WELCOME10',
    kind: 'percent',
    amount: 10,
    fromMonths: -1,
    untilMonths: 12,
    usageLimit: null,
  },
  {
    clubId: 151,
    code: 'SPRING250',
    kind: 'fixed',
    amount: 25_000,
    fromMonths: -1,
    untilMonths: 3,
    usageLimit: 100,
  },
  {
    clubId: 151,
    code: 'EXPIRED5',
    kind: 'percent',
    amount: 5,
    fromMonths: -6,
    untilMonths: -1,
    usageLimit: null,
  },
];

export async function seedCatalogueStep(db: Db, now: Date): Promise<void> {
  const known = new Set(seedClubs.map((c) => c.id));
  await db.transaction(async (tx) => {
    for (const [clubId, list] of Object.entries(CATALOGUES)) {
      if (!known.has(Number(clubId))) continue;
      for (const [i, p] of list.entries()) {
        const [row] = await tx
          .insert(packages)
          .values({
            clubId: Number(clubId),
            packageType: p.packageType,
            name: p.name,
            description: p.description,
            isCorporate: p.isCorporate ?? false,
            isFull: p.isFull ?? false,
            homePoints: p.homePoints ?? 0,
            awayPoints: p.awayPoints ?? 0,
            playersPerDay: p.playersPerDay ?? null,
            maxRounds: p.maxRounds ?? null,
            benefits: p.benefits ?? [],
            sortOrder: i,
          })
          .returning({ id: packages.id });
        await tx.insert(packageBundles).values(
          p.bundles.map(([baselineCost, cost], j) => ({
            packageId: row!.id,
            baselineCost,
            cost,
            sortOrder: j,
          })),
        );
      }
    }
    await tx.insert(promoCodes).values(
      PROMOS.map((p) => ({
        clubId: p.clubId,
        code: p.code,
        kind: p.kind,
        amount: p.amount,
        validFrom: dayjs(now).add(p.fromMonths, 'month').toDate(),
        validUntil: p.untilMonths === null ? null : dayjs(now).add(p.untilMonths, 'month').toDate(),
        usageLimit: p.usageLimit,
      })),
    );
  });
}
