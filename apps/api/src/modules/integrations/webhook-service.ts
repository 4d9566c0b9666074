import { randomUUID } from 'node:crypto';
import {
  type CreateWebhookBody,
  type NewWebhook,
  type UpdateWebhookBody,
  WEBHOOK_TEST_EVENT,
  WEBHOOKS_PER_CLUB_MAX,
  type Webhook,
  type WebhookAttemptError,
  type WebhookDelivery,
  type WebhookEvent,
  type WebhookTestResult,
} from '@fairway/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { currentRequestId } from '../../lib/request-context';
import { isoString } from '../../lib/time';
import { inTransaction } from '../../lib/transaction';
import { lockClub } from '../clubs';
import { attemptDelivery, type WebhookDeps } from './delivery-worker';
import { envelopeOf } from './outbox';
import { newWebhookSecret } from './signature';
import { checkWebhookUrl, systemResolve } from './target-guard';
import {
  countWebhooks,
  deleteWebhook,
  findDeliveries,
  findWebhook,
  findWebhooks,
  insertDeliveries,
  insertWebhook,
  updateWebhook,
  type WebhookRow,
} from './webhook-repository';

const toWebhook = (row: WebhookRow): Webhook => ({
  Id: row.id,
  Url: row.url,
  Events: row.events as WebhookEvent[],
  Enabled: row.enabled,
  DisabledReason: row.enabled ? null : (row.disabledReason ?? 'staff'),
  DisabledAt: row.disabledAt ? isoString(row.disabledAt) : null,
  ConsecutiveFailures: row.consecutiveFailures,
  CreatedAt: isoString(row.createdAt),
});

type UrlCheck = Pick<WebhookDeps, 'allowPrivate' | 'resolve'>;

/** A new webhook: its address checked (not private, loopback or link-local), its secret shown once. */
export async function createWebhook(
  db: Db,
  deps: UrlCheck,
  input: { clubId: number; body: CreateWebhookBody; now?: Date },
): Promise<NewWebhook> {
  // Resolved before the transaction: no row is locked while DNS answers.
  const url = await checkWebhookUrl(input.body.Url, deps.allowPrivate, deps.resolve ?? systemResolve);
  const secret = newWebhookSecret();
  const row = await inTransaction(db, async (tx) => {
    if (!(await lockClub(tx, input.clubId))) throw notFound('CLUB_NOT_FOUND');
    if ((await countWebhooks(tx, input.clubId)) >= WEBHOOKS_PER_CLUB_MAX) {
      throw new AppError('TOO_MANY_WEBHOOKS', { params: { max: WEBHOOKS_PER_CLUB_MAX } });
    }
    return insertWebhook(tx, {
      clubId: input.clubId,
      url,
      events: input.body.Events,
      secret,
      now: input.now ?? new Date(),
    });
  });
  return { ...toWebhook(row), Secret: secret };
}

export async function listWebhooks(db: DbOrTx, clubId: number): Promise<Webhook[]> {
  return (await findWebhooks(db, clubId)).map(toWebhook);
}

/** A new address (checked again), other events, or on/off: turning it on starts its failure count afresh. */
export async function changeWebhook(
  db: DbOrTx,
  deps: UrlCheck,
  input: { clubId: number; webhookId: number; body: UpdateWebhookBody; now?: Date },
): Promise<Webhook> {
  const { body } = input;
  const url =
    body.Url === undefined
      ? undefined
      : await checkWebhookUrl(body.Url, deps.allowPrivate, deps.resolve ?? systemResolve);
  const onOff =
    body.Enabled === undefined
      ? {}
      : body.Enabled
        ? { enabled: true, disabledReason: null, disabledAt: null, consecutiveFailures: 0 }
        : { enabled: false, disabledReason: 'staff' as const, disabledAt: input.now ?? new Date() };
  const row = await updateWebhook(db, input.clubId, input.webhookId, {
    ...(url === undefined ? {} : { url }),
    ...(body.Events === undefined ? {} : { events: body.Events }),
    ...onOff,
  });
  if (!row) throw notFound('WEBHOOK_NOT_FOUND');
  return toWebhook(row);
}

export async function removeWebhook(db: DbOrTx, input: { clubId: number; webhookId: number }): Promise<void> {
  if (!(await deleteWebhook(db, input.clubId, input.webhookId))) throw notFound('WEBHOOK_NOT_FOUND');
}

const DELIVERY_LOG_LENGTH = 50;
const STATUS = { pending: 'Pending', delivered: 'Delivered', failed: 'Failed' } as const;

/** The delivery log: the webhook's latest deliveries, each with every attempt. */
export async function listDeliveries(
  db: DbOrTx,
  input: { clubId: number; webhookId: number },
): Promise<WebhookDelivery[]> {
  if (!(await findWebhook(db, input.clubId, input.webhookId))) throw notFound('WEBHOOK_NOT_FOUND');
  const rows = await findDeliveries(db, input.webhookId, DELIVERY_LOG_LENGTH);
  return rows.map((d) => ({
    Id: d.id,
    Event: d.event,
    EventId: d.eventId,
    CreatedAt: isoString(d.createdAt),
    Status: STATUS[d.status],
    Attempts: d.attempts,
    NextAttemptAt: d.status === 'pending' && d.nextAttemptAt ? isoString(d.nextAttemptAt) : null,
    Log: d.log.map((a) => ({
      Attempt: a.attempt,
      At: isoString(a.startedAt),
      StatusCode: a.statusCode,
      DurationMs: a.durationMs,
      Error: a.error as WebhookAttemptError | null,
    })),
  }));
}

/**
 * "Send test": a signed `webhook.test` delivery sent at once (also to a webhook that is off, to check a
 * receiver before turning it back on), logged like any other; neither retried nor counted as a failure.
 */
export async function sendTestDelivery(
  deps: WebhookDeps,
  input: { clubId: number; webhookId: number },
): Promise<WebhookTestResult> {
  const hook = await findWebhook(deps.db, input.clubId, input.webhookId);
  if (!hook) throw notFound('WEBHOOK_NOT_FOUND');
  const now = (deps.clock ?? (() => new Date()))();
  const eventId = randomUUID();
  const body = envelopeOf({
    eventId,
    event: WEBHOOK_TEST_EVENT,
    clubId: hook.clubId,
    data: { Message: 'A test delivery from Fairway: signed like every event.' },
    now,
  });
  const requestId = currentRequestId();
  const [id] = await insertDeliveries(deps.db, [
    { webhookId: hook.id, event: WEBHOOK_TEST_EVENT, eventId, body, now, due: false, requestId },
  ]);
  const { result } = await attemptDelivery(
    deps,
    {
      id: id!,
      webhookId: hook.id,
      clubId: hook.clubId,
      url: hook.url,
      secret: hook.secret,
      event: WEBHOOK_TEST_EVENT,
      body,
      attempts: 0,
      createdAt: now,
      requestId,
    },
    { counts: false },
  );
  return {
    DeliveryId: id!,
    Delivered: result.error === null,
    StatusCode: result.statusCode,
    DurationMs: result.durationMs,
    Error: result.error,
  };
}
