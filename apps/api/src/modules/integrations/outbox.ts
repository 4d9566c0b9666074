import { randomUUID } from 'node:crypto';
import type { WebhookEnvelope, WebhookEvent } from '@fairway/contracts';
import type { DbOrTx } from '../../db/client';
import { currentRequestId } from '../../lib/request-context';
import { isoString } from '../../lib/time';
import { findMemberName } from '../members';
import { toV1Booking } from './booking-data';
import { bookingReads } from './booking-reads-port';
import { insertDeliveries, subscribedToBooking, subscribedWebhooks } from './webhook-repository';

/** The body every delivery of one event carries (the exact bytes signed and sent). */
export function envelopeOf(input: {
  eventId: string;
  event: string;
  clubId: number;
  data: Record<string, unknown>;
  now: Date;
}): string {
  const envelope: WebhookEnvelope = {
    Id: input.eventId,
    Event: input.event,
    CreatedAt: isoString(input.now),
    ClubId: input.clubId,
    Data: input.data,
  };
  return JSON.stringify(envelope);
}

async function queue(
  db: DbOrTx,
  webhookIds: number[],
  event: { event: WebhookEvent; clubId: number; data: Record<string, unknown>; now: Date },
): Promise<number> {
  if (webhookIds.length === 0) return 0;
  const eventId = randomUUID();
  const body = envelopeOf({ ...event, eventId });
  // The request recording the event rides with it to its deliveries' log lines (delivery-worker.ts).
  const requestId = currentRequestId();
  const ids = await insertDeliveries(
    db,
    webhookIds.map((webhookId) => ({
      webhookId,
      event: event.event,
      eventId,
      body,
      now: event.now,
      due: true,
      requestId,
    })),
  );
  return ids.length;
}

/**
 * Queues `event` for every live webhook of the club subscribed to it, in `db` — the transaction that
 * makes the event happen, so that it is sent if and only if that transaction commits (the outbox). The
 * job queue sends it after. Returns how many deliveries were queued (none: one cheap read).
 */
export async function recordClubEvent(
  db: DbOrTx,
  input: { clubId: number; event: WebhookEvent; data: Record<string, unknown>; now?: Date },
): Promise<number> {
  const hooks = await subscribedWebhooks(db, input.clubId, input.event);
  return queue(db, hooks, { ...input, now: input.now ?? new Date() });
}

/**
 * `booking.created`, `booking.cancelled` or `booking.confirmed` of one booking, its data as it stands in
 * this transaction (the v1 booking shape: `Data.Booking`).
 */
export async function recordBookingEvent(
  db: DbOrTx,
  input: {
    bookingId: number;
    event: 'booking.created' | 'booking.cancelled' | 'booking.confirmed';
    now?: Date;
  },
): Promise<number> {
  const hooks = await subscribedToBooking(db, input.bookingId, input.event);
  const first = hooks[0];
  if (!first) return 0;
  const row = await bookingReads().findBookingData(db, input.bookingId);
  if (!row) return 0;
  return queue(
    db,
    hooks.map((h) => h.id),
    {
      event: input.event,
      clubId: first.clubId,
      data: { Booking: toV1Booking(row) },
      now: input.now ?? new Date(),
    },
  );
}

/**
 * `member.joined`: a member made the club their home club, by registering there (`Via: "registration"`)
 * or by buying a membership of it (`"membership"`).
 */
export async function recordMemberJoined(
  db: DbOrTx,
  input: { memberId: string; clubId: number; via: 'registration' | 'membership'; now?: Date },
): Promise<number> {
  const hooks = await subscribedWebhooks(db, input.clubId, 'member.joined');
  if (hooks.length === 0) return 0;
  const name = await findMemberName(db, input.memberId);
  const now = input.now ?? new Date();
  return queue(db, hooks, {
    event: 'member.joined',
    clubId: input.clubId,
    data: {
      Member: {
        MemberId: input.memberId,
        Name: name ?? '',
        JoinedAt: isoString(now),
        Via: input.via,
      },
    },
    now,
  });
}
