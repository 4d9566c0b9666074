import dayjs from 'dayjs';
import { count } from 'drizzle-orm';
import type { Db } from '../db/client';
import { clubs } from '../db/schema/clubs';
import { members } from '../db/schema/members';
import { flexiLots, pointsLedger } from '../db/schema/points';
import { savedPaymentMethods } from '../db/schema/subscriptions';
import { hashPassword } from '../lib/password';
import { wirePorts } from '../modules';
import { parseClubDocument } from '../modules/clubs';
import { sandboxSavedMethod } from '../modules/payments';
import { seedBookingsStep } from './bookings';
import { seedBuddiesStep } from './buddies';
import { seedCatalogueStep } from './catalogue';
import { seedClubs } from './clubs';
import { seedCoursesStep } from './courses';
import { DEMO_PASSWORD, seedMembers } from './members';
import { seedNetworkStep } from './network-step';
import { seedNotificationsStep } from './notifications';
import { seedTrophiesStep } from './trophies';

/** Extra seed steps added by later domains (courses, bookings …); each runs after clubs and members. */
export type SeedStep = (db: Db, now: Date) => Promise<void>;
const laterSteps: SeedStep[] = [
  seedCoursesStep,
  seedNetworkStep,
  seedBookingsStep,
  seedCatalogueStep,
  seedBuddiesStep,
  seedNotificationsStep,
  seedTrophiesStep,
];

/** The sandbox test card each saved-card class stands for (README), by its last four digits. */
const SAVED_CARD_LAST4 = { success: '4242', declined: '0002', insufficient: '9995', action: '3184' } as const;

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(clubs);
  return (row?.n ?? 0) === 0;
}

/** Deterministic demo data: the eleven themed clubs and the README's demo accounts. */
export async function seedDemoData(db: Db, now = new Date()): Promise<void> {
  // The seed books through bookings' front door, whose rules read a ballot's state through a port.
  wirePorts();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    // A club row carries its booking rules and its document; the document passes the one gate of every
    // club document write (parseClubDocument, shared with saveClubDocument).
    await tx.insert(clubs).values(
      seedClubs.map((c) => ({
        id: c.id,
        name: c.name,
        timeZone: c.timeZone,
        customerServiceEmail: c.content.customerServiceEmail ?? c.content.email,
        content: parseClubDocument(c.id, c.content),
        bookingWindowDays: c.bookingWindowDays,
        cancellationCutoffHours: c.cancellationCutoffHours,
        manualConfirmation: c.manualConfirmation,
        acceptsOpenPlay: c.acceptsOpenPlay ?? true,
      })),
    );
    for (const m of seedMembers) {
      const [row] = await tx
        .insert(members)
        .values({
          email: m.email,
          passwordHash,
          forename: m.forename,
          surname: m.surname,
          phone: m.phone,
          homeClubId: m.homeClubId,
          completedFirstPayment: m.completedFirstPayment,
          membershipExpires: dayjs(now).add(m.expiresInMonths, 'month').toDate(),
          isAdmin: m.isAdmin ?? false,
          staffClubId: m.staffClubId ?? null,
          packageName: m.packageName,
          playersPerDay: m.playersPerDay,
          bookingsPerDay: m.bookingsPerDay,
          homePoints: m.homePoints,
          autoRenew: m.autoRenewCard !== undefined,
          isInArrears: m.isInArrears ?? false,
        })
        .returning({ id: members.id });
      if (!row) throw new Error(`seed: member ${m.email} not inserted`);
      if (m.autoRenewCard) {
        await tx.insert(savedPaymentMethods).values({
          memberId: row.id,
          gateway: 'sandbox',
          reference: sandboxSavedMethod(m.autoRenewCard, 'de0a'),
          cardLast4: SAVED_CARD_LAST4[m.autoRenewCard],
          createdAt: now,
        });
      }
      if (m.homePoints > 0) {
        await tx.insert(pointsLedger).values({
          memberId: row.id,
          type: 'New Customer',
          homeDelta: m.homePoints,
          description: `${m.packageName} package`,
          createdAt: dayjs(now).subtract(2, 'month').toDate(),
        });
      }
      for (const lot of m.flexiLots) {
        const purchasedAt = dayjs(now).subtract(lot.boughtMonthsAgo, 'month');
        await tx.insert(flexiLots).values({
          memberId: row.id,
          purchasedAt: purchasedAt.toDate(),
          expiresAt: purchasedAt.add(12, 'month').toDate(),
          original: lot.points,
          remaining: lot.points,
        });
        await tx.insert(pointsLedger).values({
          memberId: row.id,
          type: 'Away Points Bundle',
          flexiDelta: lot.points,
          description: `${lot.points} Open Play points`,
          createdAt: purchasedAt.toDate(),
        });
      }
    }
  });
  for (const step of laterSteps) await step(db, now);
}
