/**
 * Club integrations' constants (issue 23 §3), without zod: screens import them from
 * `@fairway/contracts/integration-constants`; the schemas are in integrations.ts.
 */

/** What a token may read. */
export const API_TOKEN_SCOPES = ['bookings:read', 'teesheet:read'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** Every token starts with it, so that secret scanners and people recognise one. */
export const API_TOKEN_PREFIX = 'fw_';
/** `fw_` and 43 base64url characters (256 random bits). */
export const API_TOKEN_PATTERN = /^fw_[A-Za-z0-9_-]{43}$/;
export const API_TOKENS_PER_CLUB_MAX = 50;
export const API_TOKEN_NAME_MAX = 80;

/** The events a webhook may subscribe to. */
export const WEBHOOK_EVENTS = [
  'booking.created',
  'booking.cancelled',
  'booking.confirmed',
  'ballot.drawn',
  'member.joined',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** The event of a delivery staff ask for with "Send test" (never subscribed to). */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
export type DeliveredEvent = WebhookEvent | typeof WEBHOOK_TEST_EVENT;

export const WEBHOOKS_PER_CLUB_MAX = 20;
export const WEBHOOK_URL_MAX = 2048;
/** The header each delivery carries: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'Fairway-Signature';
/** A webhook is disabled after this many failed attempts in a row (its staff are told). */
export const WEBHOOK_DISABLE_AFTER_FAILURES = 15;
/** Failed deliveries are retried with exponential back-off for this long. */
export const WEBHOOK_RETRY_HOURS = 24;
