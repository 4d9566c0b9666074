import {
  type ClubContent,
  type CurrencyCode,
  PACKAGE_TYPES,
  type PackageTypeValue,
} from '@fairway/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { packageBundles, packages, promoCodes } from '../../db/schema/commerce';
import { commerceClubs } from '../courses';
import type { Promo } from './pricing';

export type CommerceClub = {
  id: number;
  name: string;
  timeZone: string;
  currency: CurrencyCode;
  content: Pick<ClubContent, 'joinerFee' | 'disableCheckout'>;
  hasSpa: boolean;
};

/** What checkout reads of a club: its selling settings, and whether it has a spa course (courses' selection). */
const commerceClubFields = {
  id: commerceClubs.id,
  name: commerceClubs.name,
  timeZone: commerceClubs.timeZone,
  currency: commerceClubs.currency,
  content: commerceClubs.content,
  hasSpa: commerceClubs.hasSpa,
};

/** A club's selling settings: currency, joiner fee, the checkout switch, and whether it has a spa course. */
export async function findCommerceClub(db: DbOrTx, clubId: number): Promise<CommerceClub | null> {
  const [row] = await db
    .select(commerceClubFields)
    .from(commerceClubs)
    .where(eq(commerceClubs.id, clubId))
    .limit(1);
  return row ?? null;
}

export type CataloguePackage = {
  id: number;
  clubId: number;
  packageType: PackageTypeValue;
  name: string;
  description: string;
  isCorporate: boolean;
  isFull: boolean;
  homePoints: number;
  awayPoints: number;
  playersPerDay: number | null;
  maxRounds: number | null;
  benefits: string[];
};

const packageFields = {
  id: packages.id,
  clubId: packages.clubId,
  packageType: packages.packageType,
  name: packages.name,
  description: packages.description,
  isCorporate: packages.isCorporate,
  isFull: packages.isFull,
  homePoints: packages.homePoints,
  awayPoints: packages.awayPoints,
  playersPerDay: packages.playersPerDay,
  maxRounds: packages.maxRounds,
  benefits: packages.benefits,
};

export type CatalogueBundle = { id: number; packageId: number; baselineCost: number; cost: number };

/** The club's active packages in their order, each with its active bundles. */
export async function findCatalogue(
  db: DbOrTx,
  clubId: number,
): Promise<{ pkg: CataloguePackage; bundles: CatalogueBundle[] }[]> {
  const pkgs = await db
    .select(packageFields)
    .from(packages)
    .where(and(eq(packages.clubId, clubId), eq(packages.active, true)))
    .orderBy(asc(packages.sortOrder), asc(packages.id));
  if (!pkgs.length) return [];
  const bundles = await db
    .select({
      id: packageBundles.id,
      packageId: packageBundles.packageId,
      baselineCost: packageBundles.baselineCost,
      cost: packageBundles.cost,
    })
    .from(packageBundles)
    .where(
      and(
        inArray(
          packageBundles.packageId,
          pkgs.map((p) => p.id),
        ),
        eq(packageBundles.active, true),
      ),
    )
    .orderBy(asc(packageBundles.sortOrder), asc(packageBundles.id));
  return pkgs.map((pkg) => ({ pkg, bundles: bundles.filter((b) => b.packageId === pkg.id) }));
}

/**
 * One bundle with its package and the package's club, in one statement, or null; withdrawn ones only with
 * `includeInactive` (a paid payment's).
 */
export async function findBundle(
  db: DbOrTx,
  bundleId: number,
  options: { includeInactive?: boolean } = {},
): Promise<{ bundle: CatalogueBundle; pkg: CataloguePackage; club: CommerceClub } | null> {
  const [row] = await db
    .select({
      bundle: {
        id: packageBundles.id,
        packageId: packageBundles.packageId,
        baselineCost: packageBundles.baselineCost,
        cost: packageBundles.cost,
      },
      pkg: packageFields,
      club: commerceClubFields,
    })
    .from(packageBundles)
    .innerJoin(packages, eq(packages.id, packageBundles.packageId))
    .innerJoin(commerceClubs, eq(commerceClubs.id, packages.clubId))
    .where(
      options.includeInactive
        ? eq(packageBundles.id, bundleId)
        : and(eq(packageBundles.id, bundleId), eq(packageBundles.active, true), eq(packages.active, true)),
    )
    .limit(1);
  return row ?? null;
}

const promoFields = {
  id: promoCodes.id,
  clubId: promoCodes.clubId,
  code: promoCodes.code,
  kind: promoCodes.kind,
  amount: promoCodes.amount,
  validFrom: promoCodes.validFrom,
  validUntil: promoCodes.validUntil,
  usageLimit: promoCodes.usageLimit,
  timesUsed: promoCodes.timesUsed,
};

export type StoredPromo = Promo & { code: string };

export async function findPromoByCode(db: DbOrTx, clubId: number, code: string): Promise<StoredPromo | null> {
  const [row] = await db
    .select(promoFields)
    .from(promoCodes)
    .where(and(eq(promoCodes.clubId, clubId), eq(promoCodes.code, code.toUpperCase())))
    .limit(1);
  return row ?? null;
}

export async function findPromoById(db: DbOrTx, id: number): Promise<StoredPromo | null> {
  const [row] = await db.select(promoFields).from(promoCodes).where(eq(promoCodes.id, id)).limit(1);
  return row ?? null;
}

/** Takes one use of a promo code, only while uses are left: the conditional update is the check. */
export async function claimPromoUse(tx: Tx, promoId: number): Promise<boolean> {
  const rows = await tx
    .update(promoCodes)
    .set({ timesUsed: sql`${promoCodes.timesUsed} + 1` })
    .where(
      and(
        eq(promoCodes.id, promoId),
        sql`(${promoCodes.usageLimit} is null or ${promoCodes.timesUsed} < ${promoCodes.usageLimit})`,
      ),
    )
    .returning({ id: promoCodes.id });
  return rows.length === 1;
}

/** Gives a use back when the payment that took it failed. */
export async function releasePromoUse(tx: Tx, promoId: number): Promise<void> {
  await tx
    .update(promoCodes)
    .set({ timesUsed: sql`greatest(${promoCodes.timesUsed} - 1, 0)` })
    .where(eq(promoCodes.id, promoId));
}

/**
 * The bundle that renews the member's current package: the membership package of their home club with
 * the package name and corporate flag they hold, through its first active bundle. Null when the club
 * no longer sells it.
 */
export async function findRenewalBundleId(
  db: DbOrTx,
  profile: { homeClubId: number; packageName: string | null; isCorporate: boolean },
): Promise<number | null> {
  if (!profile.packageName) return null;
  const [row] = await db
    .select({ id: packageBundles.id })
    .from(packages)
    .innerJoin(packageBundles, eq(packageBundles.packageId, packages.id))
    .where(
      and(
        eq(packages.clubId, profile.homeClubId),
        eq(packages.packageType, PACKAGE_TYPES.membership),
        eq(packages.name, profile.packageName),
        eq(packages.isCorporate, profile.isCorporate),
        eq(packages.active, true),
        eq(packageBundles.active, true),
      ),
    )
    .orderBy(asc(packageBundles.sortOrder), asc(packageBundles.id))
    .limit(1);
  return row?.id ?? null;
}
