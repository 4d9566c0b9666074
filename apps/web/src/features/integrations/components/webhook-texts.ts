import type { WebhookAttempt, WebhookEvent, WebhookTestResult } from '@fairway/contracts';
import type { TFunction } from 'i18next';

/** Catalogue keys of the events (their names stay on the wire as they are). */
export const EVENT_KEYS: Record<WebhookEvent, string> = {
  'booking.created': 'integrations.eventBookingCreated',
  'booking.cancelled': 'integrations.eventBookingCancelled',
  'booking.confirmed': 'integrations.eventBookingConfirmed',
  'ballot.drawn': 'integrations.eventBallotDrawn',
  'member.joined': 'integrations.eventMemberJoined',
};

/** What an attempt's answer was, in words: "HTTP 200 in 45 ms", "no answer in time" … */
export function answerText(
  t: TFunction,
  a: Pick<WebhookAttempt, 'StatusCode' | 'DurationMs' | 'Error'>,
): string {
  if (a.Error === null) return t('integrations.answerOk', { status: a.StatusCode, ms: a.DurationMs });
  return t(`integrations.error${a.Error}`, { status: a.StatusCode ?? '' });
}

export function testResultText(t: TFunction, r: WebhookTestResult): string {
  return r.Delivered
    ? t('integrations.testDelivered', { answer: answerText(t, r) })
    : t('integrations.testFailed', { answer: answerText(t, r) });
}
