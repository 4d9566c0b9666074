import { z } from 'zod';
import {
  API_TOKEN_NAME_MAX,
  API_TOKEN_SCOPES,
  WEBHOOK_EVENTS,
  WEBHOOK_URL_MAX,
} from './integration-constants';
import { boundedString, idParam, intQuery, isoDate, MAX_YEAR, MIN_YEAR } from './primitives';

export * from './integration-constants';

/**
 * Issue 23 §3, club integrations: API tokens a club's staff make for its own systems, the read-only
 * `/api/v1` API those tokens open, and signed webhooks. The `/api/v1` shapes are versioned: they never
 * change in a way that breaks a reader (fields are only ever added); anything else is `/api/v2`.
 */

export const ZApiTokenScope = z.enum(API_TOKEN_SCOPES);
export const ZWebhookEvent = z.enum(WEBHOOK_EVENTS);

/** A list of distinct values, at least one. */
const distinct = <T extends z.ZodType>(item: T, max: number) =>
  z
    .array(item)
    .min(1, 'validation.required')
    .max(max)
    .refine((values) => new Set(values).size === values.length, 'validation.invalid');

// ---- API tokens (staff) ----

export const ZCreateApiTokenBody = z.object({
  Name: boundedString(API_TOKEN_NAME_MAX).trim().min(1, 'validation.required'),
  Scopes: distinct(ZApiTokenScope, API_TOKEN_SCOPES.length),
});
export type CreateApiTokenBody = z.infer<typeof ZCreateApiTokenBody>;

/** A token as listed: never the token itself, only its first characters to tell tokens apart. */
export const ZApiToken = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Scopes: z.array(ZApiTokenScope),
  /** `fw_` and the token's next four characters. */
  Hint: z.string(),
  CreatedAt: z.string(),
  LastUsedAt: z.string().nullable(),
});
export type ApiToken = z.infer<typeof ZApiToken>;

/** 201 of a new token: the token itself, shown this once (only its digest is kept). */
export const ZNewApiToken = ZApiToken.extend({ Token: z.string() });
export type NewApiToken = z.infer<typeof ZNewApiToken>;

export const ZApiTokenList = z.array(ZApiToken);
export type ApiTokenList = z.infer<typeof ZApiTokenList>;

export const ZStaffTokenParams = z.object({ clubId: idParam(), tokenId: idParam() });

// ---- Webhooks (staff) ----

const ZWebhookUrl = boundedString(WEBHOOK_URL_MAX).trim().min(1, 'validation.required');

export const ZCreateWebhookBody = z.object({
  Url: ZWebhookUrl,
  Events: distinct(ZWebhookEvent, WEBHOOK_EVENTS.length),
});
export type CreateWebhookBody = z.infer<typeof ZCreateWebhookBody>;

/** A change to a webhook: any of its address, events, and whether it is on (turning it on resets failures). */
export const ZUpdateWebhookBody = z
  .object({
    Url: ZWebhookUrl.optional(),
    Events: distinct(ZWebhookEvent, WEBHOOK_EVENTS.length).optional(),
    Enabled: z.boolean().optional(),
  })
  .refine((b) => b.Url !== undefined || b.Events !== undefined || b.Enabled !== undefined, {
    message: 'validation.required',
  });
export type UpdateWebhookBody = z.infer<typeof ZUpdateWebhookBody>;

export const ZWebhook = z.object({
  Id: z.number().int(),
  Url: z.string(),
  Events: z.array(ZWebhookEvent),
  Enabled: z.boolean(),
  /** Why it is off: `failures` (turned off after repeated failures) or `staff`; null while on. */
  DisabledReason: z.enum(['failures', 'staff']).nullable(),
  DisabledAt: z.string().nullable(),
  /** Failed attempts since the last success. */
  ConsecutiveFailures: z.number().int(),
  CreatedAt: z.string(),
});
export type Webhook = z.infer<typeof ZWebhook>;

/** 201 of a new webhook: the signing secret, shown this once. */
export const ZNewWebhook = ZWebhook.extend({ Secret: z.string() });
export type NewWebhook = z.infer<typeof ZNewWebhook>;

export const ZWebhookList = z.array(ZWebhook);
export type WebhookList = z.infer<typeof ZWebhookList>;

export const ZStaffWebhookParams = z.object({ clubId: idParam(), webhookId: idParam() });

/** Why an attempt failed, as a stable code (the status code says more for `HTTP_ERROR`). */
export const WEBHOOK_ATTEMPT_ERRORS = [
  'PRIVATE_ADDRESS',
  'DNS_FAILED',
  'CONNECTION_FAILED',
  'TIMEOUT',
  'REDIRECT',
  'HTTP_ERROR',
] as const;
export const ZWebhookAttemptError = z.enum(WEBHOOK_ATTEMPT_ERRORS);
export type WebhookAttemptError = z.infer<typeof ZWebhookAttemptError>;

export const ZWebhookAttempt = z.object({
  Attempt: z.number().int(),
  At: z.string(),
  /** The receiver's HTTP status; null when no answer came. */
  StatusCode: z.number().int().nullable(),
  DurationMs: z.number().int(),
  Error: ZWebhookAttemptError.nullable(),
});
export type WebhookAttempt = z.infer<typeof ZWebhookAttempt>;

export const ZWebhookDelivery = z.object({
  Id: z.number().int(),
  Event: z.string(),
  EventId: z.string(),
  CreatedAt: z.string(),
  /** Pending (waiting for its next attempt), Delivered, or Failed (given up after a day, or turned off). */
  Status: z.enum(['Pending', 'Delivered', 'Failed']),
  Attempts: z.number().int(),
  NextAttemptAt: z.string().nullable(),
  /** Every attempt, latest first. */
  Log: z.array(ZWebhookAttempt),
});
export type WebhookDelivery = z.infer<typeof ZWebhookDelivery>;

export const ZWebhookDeliveryList = z.array(ZWebhookDelivery);
export type WebhookDeliveryList = z.infer<typeof ZWebhookDeliveryList>;

/** "Send test": one signed `webhook.test` delivery, sent at once, and how it went. */
export const ZWebhookTestResult = z.object({
  DeliveryId: z.number().int(),
  Delivered: z.boolean(),
  StatusCode: z.number().int().nullable(),
  DurationMs: z.number().int(),
  Error: ZWebhookAttemptError.nullable(),
});
export type WebhookTestResult = z.infer<typeof ZWebhookTestResult>;

// ---- /api/v1 (bearer token) ----

export const ZV1ClubParams = z.object({ clubId: idParam() });

const isInstant = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) return false;
  const t = Date.parse(value);
  if (Number.isNaN(t)) return false;
  const year = new Date(t).getUTCFullYear();
  return year >= MIN_YEAR && year <= MAX_YEAR;
};

const ZIsoDate = isoDate();

/** A club-local date `YYYY-MM-DD` (the whole day) or an ISO 8601 instant with `Z` or an offset. */
const ZDateOrInstant = z
  .string()
  .max(40)
  .refine((value) => ZIsoDate.safeParse(value).success || isInstant(value), 'validation.date');

/** An opaque page cursor, as the previous page's `NextCursor` gave it. */
export const V1_CURSOR_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const V1_PAGE_SIZE_MAX = 200;
export const V1_PAGE_SIZE_DEFAULT = 50;

export const ZV1BookingsQuery = z.object({
  /** Bookings starting at or after: a date (from the start of that day, club time) or an instant. */
  from: ZDateOrInstant.optional(),
  /** Bookings starting before: an instant, or a date (to the end of that day, club time). */
  to: ZDateOrInstant.optional(),
  cursor: z.string().max(64).regex(V1_CURSOR_PATTERN, 'validation.invalid').optional(),
  limit: intQuery(1, V1_PAGE_SIZE_MAX).optional(),
});
export type V1BookingsQuery = z.infer<typeof ZV1BookingsQuery>;

export const ZV1Person = z.object({ MemberId: z.string(), Name: z.string() });

export const ZV1Booking = z.object({
  Id: z.number().int(),
  Ref: z.string(),
  ClubId: z.number().int(),
  CourseId: z.number().int(),
  CourseName: z.string(),
  /** 0 golf, 1 spa, 2 extra, 4 dining (as everywhere in the API). */
  BookingType: z.number().int(),
  /** The start as an instant (UTC), and as the club's wall clock. */
  Start: z.string(),
  LocalDate: z.string(),
  LocalTime: z.string(),
  Players: z.number().int(),
  Juniors: z.number().int(),
  Status: z.enum(['Confirmed', 'Pending', 'Cancelled']),
  NoShow: z.boolean(),
  BookedBy: ZV1Person,
  Notes: z.string(),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
  CancelledAt: z.string().nullable(),
});
export type V1Booking = z.infer<typeof ZV1Booking>;

export const ZV1BookingPage = z.object({
  Bookings: z.array(ZV1Booking),
  /** Pass as `cursor` for the next page; null on the last page. */
  NextCursor: z.string().nullable(),
});
export type V1BookingPage = z.infer<typeof ZV1BookingPage>;

export const ZV1TeeSheetQuery = z.object({ date: isoDate().optional() });

export const ZV1TeeSheetBooking = z.object({
  Id: z.number().int(),
  Ref: z.string(),
  Players: z.number().int(),
  Juniors: z.number().int(),
  Status: z.enum(['Confirmed', 'Pending']),
  BookedBy: ZV1Person,
});

export const ZV1TeeSheetSlot = z.object({
  Start: z.string(),
  LocalTime: z.string(),
  Capacity: z.number().int(),
  /** Places taken by bookings, and held for a waitlist offer. */
  Booked: z.number().int(),
  Held: z.number().int(),
  Free: z.number().int(),
  Bookings: z.array(ZV1TeeSheetBooking),
});

export const ZV1TeeSheet = z.object({
  ClubId: z.number().int(),
  Date: z.string(),
  TimeZone: z.string(),
  Courses: z.array(
    z.object({
      CourseId: z.number().int(),
      Name: z.string(),
      BookingType: z.number().int(),
      /** Empty when the course is closed that day. */
      Slots: z.array(ZV1TeeSheetSlot),
    }),
  ),
});
export type V1TeeSheet = z.infer<typeof ZV1TeeSheet>;

// ---- Webhook payloads (documented; every delivery's body is one envelope) ----

export const ZWebhookEnvelope = z.object({
  /** Unique per event: a receiver that sees an Id twice (a retry) has already handled it. */
  Id: z.string(),
  Event: z.string(),
  CreatedAt: z.string(),
  ClubId: z.number().int(),
  Data: z.record(z.string(), z.unknown()),
});
export type WebhookEnvelope = z.infer<typeof ZWebhookEnvelope>;
