import type { WebhookEvent } from '@fairway/contracts';
import { and, asc, count, desc, eq, inArray, lt, ne, type Placeholder, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import {
  clubWebhooks,
  type WebhookDisabledReason,
  webhookAttempts,
  webhookDeliveries,
} from '../../db/schema/integrations';

const webhookColumns = {
  id: clubWebhooks.id,
  clubId: clubWebhooks.clubId,
  url: clubWebhooks.url,
  events: clubWebhooks.events,
  enabled: clubWebhooks.enabled,
  disabledReason: clubWebhooks.disabledReason,
  disabledAt: clubWebhooks.disabledAt,
  consecutiveFailures: clubWebhooks.consecutiveFailures,
  createdAt: clubWebhooks.createdAt,
};
export type WebhookRow = {
  id: number;
  clubId: number;
  url: string;
  events: string[];
  enabled: boolean;
  disabledReason: WebhookDisabledReason | null;
  disabledAt: Date | null;
  consecutiveFailures: number;
  createdAt: Date;
};

export async function countWebhooks(db: DbOrTx, clubId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(clubWebhooks).where(eq(clubWebhooks.clubId, clubId));
  return row?.n ?? 0;
}

export async function insertWebhook(
  tx: Tx,
  hook: { clubId: number; url: string; events: WebhookEvent[]; secret: string; now: Date },
): Promise<WebhookRow> {
  const [row] = await tx
    .insert(clubWebhooks)
    .values({
      clubId: hook.clubId,
      url: hook.url,
      events: hook.events,
      secret: hook.secret,
      createdAt: hook.now,
    })
    .returning(webhookColumns);
  return row!;
}

export function findWebhooks(db: DbOrTx, clubId: number): Promise<WebhookRow[]> {
  return db
    .select(webhookColumns)
    .from(clubWebhooks)
    .where(eq(clubWebhooks.clubId, clubId))
    .orderBy(asc(clubWebhooks.createdAt), asc(clubWebhooks.id));
}

/** One webhook of the club, with its secret (for a test delivery); null when the club has no such one. */
export async function findWebhook(db: DbOrTx, clubId: number, webhookId: number) {
  const [row] = await db
    .select({ ...webhookColumns, secret: clubWebhooks.secret })
    .from(clubWebhooks)
    .where(and(eq(clubWebhooks.id, webhookId), eq(clubWebhooks.clubId, clubId)));
  return row ?? null;
}

export async function updateWebhook(
  db: DbOrTx,
  clubId: number,
  webhookId: number,
  change: Partial<{
    url: string;
    events: WebhookEvent[];
    enabled: boolean;
    disabledReason: WebhookDisabledReason | null;
    disabledAt: Date | null;
    consecutiveFailures: number;
  }>,
): Promise<WebhookRow | null> {
  const [row] = await db
    .update(clubWebhooks)
    .set(change)
    .where(and(eq(clubWebhooks.id, webhookId), eq(clubWebhooks.clubId, clubId)))
    .returning(webhookColumns);
  return row ?? null;
}

export async function deleteWebhook(db: DbOrTx, clubId: number, webhookId: number): Promise<boolean> {
  const rows = await db
    .delete(clubWebhooks)
    .where(and(eq(clubWebhooks.id, webhookId), eq(clubWebhooks.clubId, clubId)))
    .returning({ id: clubWebhooks.id });
  return rows.length === 1;
}

/** The latest deliveries of a webhook with every attempt of each (latest first). */
export async function findDeliveries(db: DbOrTx, webhookId: number, limit: number) {
  const deliveries = await db
    .select({
      id: webhookDeliveries.id,
      event: webhookDeliveries.event,
      eventId: webhookDeliveries.eventId,
      createdAt: webhookDeliveries.createdAt,
      status: webhookDeliveries.status,
      attempts: webhookDeliveries.attempts,
      nextAttemptAt: webhookDeliveries.nextAttemptAt,
    })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.webhookId, webhookId))
    .orderBy(desc(webhookDeliveries.id))
    .limit(limit);
  const ids = deliveries.map((d) => d.id);
  const attempts =
    ids.length === 0
      ? []
      : await db
          .select({
            deliveryId: webhookAttempts.deliveryId,
            attempt: webhookAttempts.attempt,
            startedAt: webhookAttempts.startedAt,
            durationMs: webhookAttempts.durationMs,
            statusCode: webhookAttempts.statusCode,
            error: webhookAttempts.error,
          })
          .from(webhookAttempts)
          .where(inArray(webhookAttempts.deliveryId, ids))
          .orderBy(desc(webhookAttempts.attempt));
  return deliveries.map((d) => ({ ...d, log: attempts.filter((a) => a.deliveryId === d.id) }));
}

// ---- The outbox ----

/** The club's live webhooks subscribed to `event`. */
export async function subscribedWebhooks(db: DbOrTx, clubId: number, event: string): Promise<number[]> {
  const rows = await db
    .select({ id: clubWebhooks.id })
    .from(clubWebhooks)
    .where(
      and(
        eq(clubWebhooks.clubId, clubId),
        eq(clubWebhooks.enabled, true),
        sql`${event} = any(${clubWebhooks.events})`,
      ),
    );
  return rows.map((r) => r.id);
}

/**
 * Whether the club has a live webhook subscribed to `event`, as an SQL expression another statement can
 * carry (the booking write asks it in its own statement, so a club without webhooks costs no extra round
 * trip; recordBookingEvent then reads the webhooks themselves only when it is true).
 */
export const clubSubscribedSql = (clubId: number | Placeholder, event: WebhookEvent) =>
  sql<boolean>`exists (select 1 from club_webhooks w
    where w.club_id = ${clubId}::integer and w.enabled and ${event}::text = any(w.events))`;

/** The live webhooks subscribed to `event` of the club a booking belongs to, and that club. */
export async function subscribedToBooking(db: DbOrTx, bookingId: number, event: string) {
  const rows = (await db.execute(sql`
    select w.id, w.club_id as "clubId" from club_webhooks w
    join bookings b on b.club_id = w.club_id
    where b.id = ${bookingId} and w.enabled and ${event} = any(w.events)`)) as unknown as {
    rows: { id: number; clubId: number }[];
  };
  return rows.rows.map((r) => ({ id: Number(r.id), clubId: Number(r.clubId) }));
}

export async function insertDeliveries(
  db: DbOrTx,
  rows: {
    webhookId: number;
    event: string;
    eventId: string;
    body: string;
    now: Date;
    due: boolean;
    /** The request recording the event (requestContext), if any. */
    requestId?: string | null;
  }[],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(webhookDeliveries)
    .values(
      rows.map((r) => ({
        webhookId: r.webhookId,
        event: r.event,
        eventId: r.eventId,
        body: r.body,
        createdAt: r.now,
        nextAttemptAt: r.due ? r.now : null,
        requestId: r.requestId ?? null,
      })),
    )
    .returning({ id: webhookDeliveries.id });
  return inserted.map((r) => r.id);
}

export type ClaimedDelivery = {
  id: number;
  webhookId: number;
  clubId: number;
  url: string;
  secret: string;
  event: string;
  body: string;
  attempts: number;
  createdAt: Date;
  /** The request that recorded the event; null when none did. */
  requestId: string | null;
};

/**
 * Takes up to `limit` due deliveries of live webhooks for this worker until `leaseUntil`: rows another
 * worker holds are skipped (SKIP LOCKED, then the lease), so each attempt is made by one worker; a
 * worker that dies mid-attempt leaves its rows to be taken again once the lease ends.
 */
export async function claimDueDeliveries(
  db: DbOrTx,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<ClaimedDelivery[]> {
  const result = (await db.execute(sql`
    with due as (
      select d.id from webhook_deliveries d
      join club_webhooks w on w.id = d.webhook_id and w.enabled
      where d.status = 'pending' and d.next_attempt_at <= ${now.toISOString()}::timestamptz
        and (d.locked_until is null or d.locked_until <= ${now.toISOString()}::timestamptz)
      order by d.next_attempt_at, d.id
      limit ${limit}
      for update of d skip locked
    )
    update webhook_deliveries d set locked_until = ${leaseUntil.toISOString()}::timestamptz
    from due, club_webhooks w
    where d.id = due.id and w.id = d.webhook_id
    returning d.id, d.webhook_id as "webhookId", w.club_id as "clubId", w.url, w.secret, d.event, d.body,
      d.attempts, d.created_at as "createdAt", d.request_id as "requestId"`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  return result.rows.map((r) => ({
    id: Number(r.id),
    webhookId: Number(r.webhookId),
    clubId: Number(r.clubId),
    url: String(r.url),
    secret: String(r.secret),
    event: String(r.event),
    body: String(r.body),
    attempts: Number(r.attempts),
    createdAt: new Date(r.createdAt as string | Date),
    requestId: r.requestId == null ? null : String(r.requestId),
  }));
}

/** Deletes finished deliveries (and their attempts) made before `before`; how many. */
export async function purgeDeliveries(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db
    .delete(webhookDeliveries)
    .where(and(lt(webhookDeliveries.createdAt, before), ne(webhookDeliveries.status, 'pending')))
    .returning({ id: webhookDeliveries.id });
  return rows.length;
}

/** Whether any delivery is due now (the cheap look each instance takes between job runs). */
export async function hasDueDeliveries(db: DbOrTx, now: Date): Promise<boolean> {
  const result = (await db.execute(sql`
    select 1 from webhook_deliveries
    where status = 'pending' and next_attempt_at <= ${now.toISOString()}::timestamptz
      and (locked_until is null or locked_until <= ${now.toISOString()}::timestamptz)
    limit 1`)) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

export async function insertAttempt(
  tx: Tx,
  a: {
    deliveryId: number;
    attempt: number;
    startedAt: Date;
    durationMs: number;
    statusCode: number | null;
    error: string | null;
  },
): Promise<void> {
  await tx.insert(webhookAttempts).values(a);
}

/** The delivery after an attempt: delivered, failed for good, or waiting for `nextAttemptAt`. */
export async function settleDelivery(
  tx: Tx,
  deliveryId: number,
  change: { attempts: number; status: 'pending' | 'delivered' | 'failed'; nextAttemptAt: Date | null },
): Promise<void> {
  await tx
    .update(webhookDeliveries)
    .set({ ...change, lockedUntil: null })
    .where(eq(webhookDeliveries.id, deliveryId));
}

/** Counts a failed attempt against a live webhook; its new count and whether it is still on (null: off). */
export async function countFailure(tx: Tx, webhookId: number) {
  const [row] = await tx
    .update(clubWebhooks)
    .set({ consecutiveFailures: sql`${clubWebhooks.consecutiveFailures} + 1` })
    .where(and(eq(clubWebhooks.id, webhookId), eq(clubWebhooks.enabled, true)))
    .returning({ failures: clubWebhooks.consecutiveFailures, enabled: clubWebhooks.enabled });
  return row ?? null;
}

export async function resetFailures(tx: Tx, webhookId: number): Promise<void> {
  await tx
    .update(clubWebhooks)
    .set({ consecutiveFailures: 0 })
    .where(and(eq(clubWebhooks.id, webhookId), sql`${clubWebhooks.consecutiveFailures} <> 0`));
}

/** Turns a live webhook off for repeated failures, and gives up its waiting deliveries; false if already off. */
export async function disableForFailures(tx: Tx, webhookId: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(clubWebhooks)
    .set({ enabled: false, disabledReason: 'failures', disabledAt: now })
    .where(and(eq(clubWebhooks.id, webhookId), eq(clubWebhooks.enabled, true)))
    .returning({ id: clubWebhooks.id });
  if (rows.length !== 1) return false;
  await tx
    .update(webhookDeliveries)
    .set({ status: 'failed', nextAttemptAt: null, lockedUntil: null })
    .where(and(eq(webhookDeliveries.webhookId, webhookId), eq(webhookDeliveries.status, 'pending')));
  return true;
}
