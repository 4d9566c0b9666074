/**
 * Every refusal the API can answer with, as a stable machine code, and the HTTP status each maps to.
 * Clients branch on `code` and show their own catalogue text for it (the web app: `errors.<CODE>`);
 * they never read `message`, which is the English default of ERROR_MESSAGES for other API consumers.
 */
export const ERROR_STATUS = {
  // 400: the request itself is malformed.
  VALIDATION: 400,
  TILE_OUT_OF_RANGE: 400,
  REGISTRATION_FAILED: 400,
  NOTES_REQUIRED: 400,
  UNKNOWN_SLOT: 400,
  UNKNOWN_TREATMENT: 400,
  NIGHTS_OUT_OF_RANGE: 400,
  QUANTITY_OUT_OF_RANGE: 400,
  TABLE_SIZE_NOT_OFFERED: 400,
  SPA_ADULTS_ONLY: 400,
  BAD_IDEMPOTENCY_KEY: 400,
  BOOKING_TYPE_MISMATCH: 400,
  CARD_INVALID: 400,
  /** A two-factor change refused: the password or code given is not right, or the setup has expired. */
  TFA_CONFIRM_FAILED: 400,
  WEBHOOK_SIGNATURE_INVALID: 400,
  INVALID_PASSWORD: 400,
  /** A webhook address that is not an absolute http(s) URL without credentials. */
  WEBHOOK_URL_INVALID: 400,
  /** A webhook address naming or resolving to a private, loopback or link-local address. */
  WEBHOOK_URL_PRIVATE: 400,
  // 401, 403
  UNAUTHENTICATED: 401,
  LOGIN_FAILED: 401,
  CHANGE_PASSWORD_FAILED: 400,
  SIGN_IN_LINK_INVALID: 401,
  TFA_FAILED: 401,
  /** /api/v1: no bearer token, an unknown one, or a revoked one. */
  API_TOKEN_INVALID: 401,
  FORBIDDEN: 403,
  CROSS_SITE_REQUEST: 403,
  NOT_IMPERSONATING: 403,
  /** Password, e-mail and two-factor changes are the member's own, never staff acting as them. */
  NOT_WHILE_IMPERSONATING: 403,
  STAFF_CLUB_FORBIDDEN: 403,
  /** Only a buddy the hold asks may answer it (not its booker, nor a buddy who was not asked). */
  HOLD_NOT_INVITED: 403,
  /** Only a buddy a ballot entry waits for may accept or decline being in it. */
  BALLOT_NOT_ASKED: 403,
  /** /api/v1: the token belongs to another club. */
  API_TOKEN_WRONG_CLUB: 403,
  /** /api/v1: the token lacks the scope the call needs. */
  API_TOKEN_SCOPE_MISSING: 403,
  // 404
  NOT_FOUND: 404,
  CLUB_NOT_FOUND: 404,
  COURSE_NOT_FOUND: 404,
  BOOKING_NOT_FOUND: 404,
  MEMBER_NOT_FOUND: 404,
  BUNDLE_NOT_FOUND: 404,
  PAYMENT_NOT_FOUND: 404,
  BUDDY_NOT_FOUND: 404,
  BUDDY_REQUEST_NOT_FOUND: 404,
  CANCELLATION_REQUEST_NOT_FOUND: 404,
  BALLOT_NOT_FOUND: 404,
  BALLOT_ENTRY_NOT_FOUND: 404,
  WAITLIST_NOT_FOUND: 404,
  OFFER_NOT_FOUND: 404,
  HOLD_NOT_FOUND: 404,
  API_TOKEN_NOT_FOUND: 404,
  WEBHOOK_NOT_FOUND: 404,
  RELEASE_LINE_NOT_FOUND: 404,
  // 409: the state changed under the caller; trying again (or another choice) may succeed.
  EMAIL_TAKEN: 409,
  SLOT_FULL: 409,
  POINTS_CHANGED: 409,
  ALREADY_CANCELLED: 409,
  REQUEST_IN_PROGRESS: 409,
  TRY_AGAIN: 409,
  PAYMENT_IN_PROGRESS: 409,
  PAYMENT_CANCELED: 409,
  PAYMENT_ALREADY_REFUNDED: 409,
  NOT_IN_ARREARS: 409,
  ALREADY_BUDDIES: 409,
  BUDDY_REQUEST_PENDING: 409,
  CANCELLATION_REQUEST_OPEN: 409,
  CANCELLATION_REQUEST_DECIDED: 409,
  BOOKING_ALREADY_CONFIRMED: 409,
  CONFIRMATION_CODE_TAKEN: 409,
  ALREADY_FULFILLED: 409,
  ALREADY_NO_SHOW: 409,
  SLOT_IN_BALLOT: 409,
  BALLOT_CLOSED: 409,
  BALLOT_ALREADY_ENTERED: 409,
  SLOT_HAS_SPACE: 409,
  WAITLIST_ALREADY_JOINED: 409,
  OFFER_EXPIRED: 409,
  HOLD_EXPIRED: 409,
  HOLD_CLOSED: 409,
  /** A member may keep at most TEE_TIME_SEARCH.maxAlerts live tee-time alerts. */
  TOO_MANY_ALERTS: 409,
  /** A booking on a course-day whose release line is admitting, without a live turn: params `{ Position }`. */
  LINE_NOT_YOUR_TURN: 409,
  /** One ticket per member per line. */
  LINE_ALREADY_JOINED: 409,
  /** The line is not gathering yet (before OpensAt − lineOpensMinutesBefore), or it has closed. */
  LINE_NOT_OPEN: 409,
  // 422: a business rule refuses it.
  IDEMPOTENCY_KEY_REUSED: 422,
  SLOT_IN_PAST: 422,
  OUTSIDE_BOOKING_WINDOW: 422,
  TREATMENT_MIN_AGE: 422,
  NOT_BOOKABLE_ONLINE: 422,
  NO_PRICE: 422,
  MEMBERSHIP_EXPIRED: 422,
  CANNOT_IMPERSONATE_STAFF: 422,
  NOT_AN_EXTRA: 422,
  BOOKING_NOT_STARTED: 422,
  FIRST_PAYMENT_DUE: 422,
  NO_PLAYER_SLOTS: 422,
  BOOKINGS_PER_DAY_REACHED: 422,
  NOT_ENOUGH_POINTS: 422,
  BOOKING_RESTRICTED: 422,
  BOOKING_IN_PAST: 422,
  INSIDE_CANCELLATION_CUTOFF: 422,
  PROMO_CODE_INVALID: 422,
  PROMO_CODE_USED_UP: 422,
  CHECKOUT_DISABLED: 422,
  PACKAGE_FULL: 422,
  BASKET_CLUB_MISMATCH: 422,
  BASKET_EMPTY: 422,
  OPEN_PLAY_NOT_ALLOWED: 422,
  CARD_DECLINED: 422,
  INSUFFICIENT_FUNDS: 422,
  REFUND_NOT_RENEWAL: 422,
  REFUND_WINDOW_CLOSED: 422,
  REFUND_POINTS_SPENT: 422,
  REFUND_SUPERSEDED: 422,
  SAVED_CARD_REQUIRED: 422,
  NO_RENEWAL_PACKAGE: 422,
  BUDDY_SELF: 422,
  BUDDY_CONSENT_REQUIRED: 422,
  BUDDY_NOT_ENOUGH_POINTS: 422,
  BUDDY_BOOKING_RESTRICTED: 422,
  CANCELLATION_REQUEST_NOT_NEEDED: 422,
  /** A sign-in begun with an e-mailed link: its second factor is the authenticator or a recovery code. */
  TFA_FALLBACK_UNAVAILABLE: 422,
  TOO_MANY_API_TOKENS: 422,
  TOO_MANY_WEBHOOKS: 422,
  // 429, 500, 503
  RATE_LIMITED: 429,
  /** The account-wide guessing ceiling, met from a browser that has not signed in there: offer the link. */
  LOGIN_LOCKED: 429,
  /** The account-wide ceiling on wrong second-factor codes, met from a browser that has not signed in there. */
  TFA_LOCKED: 429,
  INTERNAL: 500,
  CONTACT_NOT_SENT: 500,
  // The database connection was lost mid-request and the work could not be safely retried; nothing was
  // left half-done, and the reply's Retry-After says when to try again.
  SERVICE_UNAVAILABLE: 503,
} as const satisfies Record<string, 400 | 401 | 403 | 404 | 409 | 422 | 429 | 500 | 503>;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

/** Values a message template may interpolate as `{{name}}`. */
export type ErrorParams = Record<string, string | number>;

/** Whether a value is one of the API's error codes. */
export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
