import { WEBHOOK_DISABLE_AFTER_FAILURES, WEBHOOK_SIGNATURE_HEADER } from '@fairway/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Mailer } from '../../lib/mailer';
import { runForRequest } from '../../lib/request-context';
import type { Notifier } from '../notifications';
import { nextAttemptAt } from './backoff';
import { mailDisabled, noticeDisabled, type StaffContact } from './disable-notice';
import { type PostResult, postWebhook } from './sender';
import { signatureHeader } from './signature';
import { type Resolve, systemResolve } from './target-guard';
import {
  type ClaimedDelivery,
  claimDueDeliveries,
  countFailure,
  disableForFailures,
  insertAttempt,
  purgeDeliveries,
  resetFailures,
  settleDelivery,
} from './webhook-repository';

export type WebhookDeps = {
  db: Db;
  /** Tells staff a webhook was turned off (a notification written with the change). */
  notifier: Notifier;
  mailer?: Mailer | null;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  /** WEBHOOK_ALLOW_PRIVATE_TARGETS: development and tests only. */
  allowPrivate: boolean;
  resolve?: Resolve;
  timeoutMs?: number;
  clock?: () => Date;
};

const BATCH = 20;
/** How long the delivery log keeps a finished delivery (its body may name a member). */
export const DELIVERY_LOG_DAYS = 30;
const CONCURRENCY = 5;
/** Rounds of one run: a backlog bigger than this is left to the next run. */
const MAX_ROUNDS = 25;

const unixSeconds = (d: Date) => Math.floor(d.getTime() / 1000);

export function deliveryHeaders(d: Pick<ClaimedDelivery, 'id' | 'event' | 'secret' | 'body'>, at: Date) {
  return {
    'Content-Type': 'application/json',
    'User-Agent': 'Fairway-Webhooks/1',
    [WEBHOOK_SIGNATURE_HEADER]: signatureHeader(d.secret, d.body, unixSeconds(at)),
    'Fairway-Event': d.event,
    'Fairway-Delivery': String(d.id),
  };
}

/**
 * One attempt at one delivery, and its outcome in one transaction, logged (`webhook delivered` or
 * `webhook delivery failed`, with the caller's request context's `reqId`): the attempt logged; the delivery
 * delivered, or retried after a back-off, or failed after a day; the webhook's failures counted, and at
 * WEBHOOK_DISABLE_AFTER_FAILURES in a row the webhook turned off and its staff told. `counts: false` (a
 * staff test) logs the attempt only.
 */
export async function attemptDelivery(
  deps: WebhookDeps,
  d: ClaimedDelivery,
  options: { counts: boolean } = { counts: true },
): Promise<{ result: PostResult; turnedOff: boolean }> {
  const clock = deps.clock ?? (() => new Date());
  const startedAt = clock();
  const attempt = d.attempts + 1;
  const result = await postWebhook({
    url: d.url,
    body: d.body,
    headers: deliveryHeaders(d, startedAt),
    allowPrivate: deps.allowPrivate,
    resolve: deps.resolve ?? systemResolve,
    timeoutMs: deps.timeoutMs,
  });
  const told = await deps.notifier.transaction(
    deps.db,
    async (tx, notify): Promise<StaffContact[] | null> => {
      await insertAttempt(tx, {
        deliveryId: d.id,
        attempt,
        startedAt,
        durationMs: result.durationMs,
        statusCode: result.statusCode,
        error: result.error,
      });
      if (!result.error) {
        await settleDelivery(tx, d.id, { attempts: attempt, status: 'delivered', nextAttemptAt: null });
        if (options.counts) await resetFailures(tx, d.webhookId);
        return null;
      }
      const next = options.counts ? nextAttemptAt(d.createdAt, attempt, clock()) : null;
      await settleDelivery(tx, d.id, {
        attempts: attempt,
        status: next ? 'pending' : 'failed',
        nextAttemptAt: next,
      });
      if (!options.counts) return null;
      const count = await countFailure(tx, d.webhookId);
      if (!count?.enabled || count.failures < WEBHOOK_DISABLE_AFTER_FAILURES) return null;
      if (!(await disableForFailures(tx, d.webhookId, clock()))) return null;
      deps.log.warn(
        { webhookId: d.webhookId, clubId: d.clubId },
        'webhook turned off after repeated failures',
      );
      return noticeDisabled(tx, notify, d);
    },
  );
  if (told) await mailDisabled(deps.mailer, deps.log, told, d);
  deps.log.info(
    {
      deliveryId: d.id,
      webhookId: d.webhookId,
      event: d.event,
      attempt,
      statusCode: result.statusCode,
      error: result.error,
      durationMs: result.durationMs,
    },
    result.error ? 'webhook delivery failed' : 'webhook delivered',
  );
  return { result, turnedOff: told !== null };
}

/** Runs `fn` over `items`, at most `limit` at a time. */
async function pool<T>(items: T[], limit: number, fn: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await fn(items[next++]!);
  });
  await Promise.all(lanes);
}

/**
 * * The job: sends every delivery that is due, a batch at a time, and forgets finished ones older than
 * DELIVERY_LOG_DAYS. Deliveries to one webhook go one after
 * the other, in the order their events happened (and stop when the webhook is turned off); different
 * webhooks are served side by side. Safe on many instances at once: each row is claimed by one worker
 * for the length of an attempt.
 */
export async function deliverDueWebhooks(
  deps: WebhookDeps,
): Promise<{ attempted: number; delivered: number; purged: number }> {
  const clock = deps.clock ?? (() => new Date());
  const purged = await purgeDeliveries(deps.db, new Date(clock().getTime() - DELIVERY_LOG_DAYS * 86_400_000));
  const lease = (deps.timeoutMs ?? 10_000) + 60_000;
  let attempted = 0;
  let delivered = 0;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const now = clock();
    const claimed = await claimDueDeliveries(deps.db, now, new Date(now.getTime() + lease), BATCH);
    if (claimed.length === 0) break;
    const byWebhook = new Map<number, ClaimedDelivery[]>();
    // RETURNING keeps no order: events of one webhook go in the order they were written.
    claimed.sort((a, b) => a.id - b.id);
    for (const d of claimed) byWebhook.set(d.webhookId, [...(byWebhook.get(d.webhookId) ?? []), d]);
    await pool([...byWebhook.values()], CONCURRENCY, async (queue) => {
      for (const d of queue) {
        // Logged as work of the request that recorded the event (its reqId), whatever queued this run.
        const { result, turnedOff } = await runForRequest(d.requestId, () => attemptDelivery(deps, d));
        attempted++;
        if (!result.error) delivered++;
        if (turnedOff) break;
      }
    });
  }
  return { attempted, delivered, purged };
}
