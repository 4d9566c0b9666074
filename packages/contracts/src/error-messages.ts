import type { ErrorCode, ErrorParams } from './error-codes';

/**
 * English text of every error code, with `{{param}}` placeholders: the API's `message`, and the `en`
 * catalogue's `errors.<CODE>` keys in the web app (other locales override them there). Texts the spec
 * quotes are verbatim (member-area §8, club-discovery §8; the player-slots text keeps its spelling).
 */
export const ERROR_MESSAGES: Record<ErrorCode, string> = {
  VALIDATION: 'Some fields are not valid.',
  TILE_OUT_OF_RANGE: 'There is no map tile {{z}}/{{x}}/{{y}}.',
  REGISTRATION_FAILED: 'Sorry, registration failed. Please ensure your details are valid.',
  NOTES_REQUIRED: '{{notesTitle}} is required for bookings at {{clubName}}.',
  UNKNOWN_SLOT: 'There is no start at that time on {{courseName}}. Please choose one of the listed times.',
  UNKNOWN_TREATMENT:
    '{{courseName}} does not offer that treatment. Please choose one of the listed treatments.',
  NIGHTS_OUT_OF_RANGE: 'A stay at {{courseName}} is 1 to {{max}} nights.',
  QUANTITY_OUT_OF_RANGE: '{{courseName}} books 1 to {{max}} at a time.',
  TABLE_SIZE_NOT_OFFERED: '{{courseName}} has tables for {{sizes}}. Please choose one of these sizes.',
  SPA_ADULTS_ONLY: '{{courseName}} is for adults only. Please book without juniors.',
  TREATMENT_MIN_AGE: '{{treatment}} is for guests aged {{age}} and over.',
  BAD_IDEMPOTENCY_KEY: 'The Idempotency-Key header must be 1–255 visible characters.',
  BOOKING_TYPE_MISMATCH: 'The booking type does not match this booking.',
  UNAUTHENTICATED: 'Please log in to continue.',
  LOGIN_FAILED: 'Sorry, your email address or password is incorrect.',
  CHANGE_PASSWORD_FAILED: "Sorry, we couldn't change your password, please ensure all fields are correct.",
  SIGN_IN_LINK_INVALID: 'This sign-in link has expired or has already been used. Please ask for a new one.',
  TFA_FAILED: 'That code is not right, or it has expired. Please try again.',
  FORBIDDEN: 'You are not allowed to do that.',
  CROSS_SITE_REQUEST: 'Cross-site requests are not allowed.',
  NOT_IMPERSONATING: 'You are not impersonating a member.',
  NOT_WHILE_IMPERSONATING: 'Only the member can do this: not while you are impersonating them.',
  TFA_CONFIRM_FAILED: 'That password or code is not right, or the set-up has expired. Please try again.',
  INVALID_PASSWORD: 'That password is not right. Nothing has changed.',
  NOT_FOUND: 'We could not find that.',
  CLUB_NOT_FOUND: 'We could not find that club.',
  COURSE_NOT_FOUND: 'We could not find that course at this club.',
  BOOKING_NOT_FOUND: 'We could not find that booking.',
  BALLOT_NOT_FOUND: 'We could not find that ballot.',
  BALLOT_ENTRY_NOT_FOUND: 'You have no entry of your own in this ballot.',
  SLOT_IN_BALLOT: 'This time is in the ballot: enter the ballot before the draw on {{drawDate}}.',
  BALLOT_CLOSED: 'This ballot is closed: the draw has taken place or is under way.',
  BALLOT_ALREADY_ENTERED: 'You, or a member of your party, already have an entry in this ballot.',
  WAITLIST_NOT_FOUND: 'We could not find that place on the waitlist.',
  OFFER_NOT_FOUND: 'We could not find that offer.',
  SLOT_HAS_SPACE: 'This time has room for your party: book it instead of joining the waitlist.',
  WAITLIST_ALREADY_JOINED: 'You are already on the waitlist for this time.',
  OFFER_EXPIRED: 'Sorry, this offer has expired and the places have been offered to the next party.',
  HOLD_NOT_FOUND: 'We could not find that invitation.',
  HOLD_NOT_INVITED: 'Only the buddies this booking waits for can answer it.',
  BALLOT_NOT_ASKED: 'Only a buddy this ballot entry waits for can accept or decline it.',
  HOLD_EXPIRED: 'Sorry, this invitation has run out and the places have been released.',
  HOLD_CLOSED: 'This booking is no longer waiting for answers.',
  RELEASE_LINE_NOT_FOUND: 'We could not find that line.',
  LINE_NOT_YOUR_TURN:
    'This day is opening through a line and it is not your turn yet: you are number {{Position}}. Please wait for your turn.',
  LINE_ALREADY_JOINED: 'You already have a ticket in this line.',
  LINE_NOT_OPEN:
    'This line is not open: it gathers shortly before the day opens, and closes once everyone has had a turn.',
  MEMBER_NOT_FOUND: 'We could not find that member.',
  BUDDY_NOT_FOUND: 'That member is not one of your buddies.',
  BUDDY_REQUEST_NOT_FOUND: 'We could not find that buddy request.',
  ALREADY_BUDDIES: 'You are already buddies.',
  BUDDY_REQUEST_PENDING: 'A buddy request between you is already waiting for an answer.',
  BUDDY_SELF: 'You cannot add yourself as a buddy.',
  CANCELLATION_REQUEST_NOT_FOUND: 'We could not find that cancellation request.',
  CANCELLATION_REQUEST_OPEN: 'You have already asked the club to cancel this booking; they will reply soon.',
  CANCELLATION_REQUEST_DECIDED: 'This cancellation request has already been answered.',
  STAFF_CLUB_FORBIDDEN: 'That belongs to another club: club staff work on their own club only.',
  CANNOT_IMPERSONATE_STAFF: 'Staff accounts cannot be impersonated.',
  ALREADY_FULFILLED: 'This extra has already been fulfilled.',
  NOT_AN_EXTRA: 'Only extras (hotel, training, guest passes) are fulfilled.',
  ALREADY_NO_SHOW: 'This booking is already marked as a no-show.',
  BOOKING_NOT_STARTED: 'Only a booking whose time has come can be marked as a no-show.',
  BOOKING_ALREADY_CONFIRMED: 'This booking has already been confirmed.',
  CONFIRMATION_CODE_TAKEN: 'That confirmation code is already used by another booking.',
  CANCELLATION_REQUEST_NOT_NEEDED:
    'This booking can still be cancelled online; there is no need to ask the club.',
  BUDDY_CONSENT_REQUIRED: 'You can only book members who have accepted you as a buddy.',
  BUDDY_NOT_ENOUGH_POINTS: '{{name}} does not have enough {{unit}} for their share ({{cost}}).',
  BUDDY_BOOKING_RESTRICTED:
    '{{name}} cannot be booked in online at this club: it allows {{limit}} no-shows or late cancellations in {{days}} days.',
  EMAIL_TAKEN: 'Sorry, registration failed. Please ensure your details are valid.',
  SLOT_FULL: 'Sorry, that time is now full. Please choose another time.',
  POINTS_CHANGED: 'Your points changed while booking. Please try again.',
  ALREADY_CANCELLED: 'This booking has already been cancelled.',
  REQUEST_IN_PROGRESS: 'This booking request is still being processed. Please try again.',
  TRY_AGAIN: 'Sorry, that did not go through. Please try again.',
  IDEMPOTENCY_KEY_REUSED:
    'This Idempotency-Key was already used for a different booking. Use a new key for a new booking.',
  SLOT_IN_PAST: 'That time has already passed. Please choose a later time.',
  OUTSIDE_BOOKING_WINDOW:
    '{{clubName}} takes bookings up to {{days}} days ahead. Please choose an earlier date.',
  NOT_BOOKABLE_ONLINE: '{{courseName}} cannot be booked online.',
  NO_PRICE: '{{courseName}} has no price for that time.',
  MEMBERSHIP_EXPIRED: 'Your membership has expired, please renew to continue your membership.',
  FIRST_PAYMENT_DUE:
    'Your membership is not active yet: please complete your first payment to start booking.',
  NO_PLAYER_SLOTS:
    'Sorry, you no longer have any player slots availble for the selected date. Please try another.',
  BOOKINGS_PER_DAY_REACHED: 'Your package allows {{limit}} bookings a day.',
  NOT_ENOUGH_POINTS: 'You do not have enough {{unit}} for this booking (it costs {{cost}}).',
  BOOKING_RESTRICTED:
    'Booking online is paused: this club allows {{limit}} no-shows or late cancellations in {{days}} days. Please contact the club.',
  BOOKING_IN_PAST: 'This booking has already taken place.',
  INSIDE_CANCELLATION_CUTOFF:
    'Bookings at {{clubName}} cannot be cancelled online within {{hours}} hours of the start. Please contact the club.',
  RATE_LIMITED: 'Too many attempts. Please wait a minute and try again.',
  LOGIN_LOCKED:
    'There have been too many attempts to sign in to this account. Please wait a while, or sign in with a link sent to your e-mail.',
  TFA_FALLBACK_UNAVAILABLE:
    'You signed in with a link sent by e-mail, so we cannot send the code by e-mail too. Please use your authenticator app or a recovery code.',
  TFA_LOCKED: 'There have been too many wrong codes for this account. Please wait a while and try again.',
  INTERNAL: 'Something went wrong on our side.',
  SERVICE_UNAVAILABLE: 'The service is briefly unavailable. Please try again in a moment.',
  CONTACT_NOT_SENT: 'Sorry, we could not send your message. Please try again later or telephone the club.',
  CARD_INVALID:
    "Sorry, that looks like an invalid card. That's usually because the expiry date or CV2 code has been entered incorrectly.",
  BUNDLE_NOT_FOUND: 'We could not find that package.',
  PAYMENT_NOT_FOUND: 'We could not find that payment.',
  PAYMENT_CANCELED: 'This payment was cancelled because your basket changed. Please pay again.',
  PAYMENT_IN_PROGRESS: 'A payment for your basket is already being processed. Please wait a moment.',
  PROMO_CODE_INVALID: 'Sorry, that promo code is not valid.',
  PROMO_CODE_USED_UP: 'Sorry, that promo code has already been used the maximum number of times.',
  CHECKOUT_DISABLED: 'Packages cannot be bought online at {{clubName}}. Please speak to the team.',
  PACKAGE_FULL: 'Sorry, {{packageName}} is full. Please join our waiting list.',
  BASKET_CLUB_MISMATCH: 'That package is not available for this club.',
  BASKET_EMPTY: 'Your basket is empty.',
  OPEN_PLAY_NOT_ALLOWED: 'Open Play points are not available on your membership.',
  CARD_DECLINED: 'Sorry, your card was declined. Please try another card.',
  INSUFFICIENT_FUNDS: 'Sorry, your card was declined for insufficient funds. Please try another card.',
  NOT_IN_ARREARS: 'Your account has nothing outstanding to pay.',
  SAVED_CARD_REQUIRED:
    'Automatic renewal needs a saved card: pay once with "Save my card for automatic renewal" ticked.',
  NO_RENEWAL_PACKAGE: 'Your package cannot be renewed online. Please speak to the team.',
  WEBHOOK_SIGNATURE_INVALID: 'The webhook signature is missing or does not match this payload.',
  WEBHOOK_URL_INVALID: 'Use an absolute http:// or https:// address without a user name or password.',
  WEBHOOK_URL_PRIVATE:
    'That address is private, loopback or link-local: webhooks are only sent to addresses on the public internet.',
  API_TOKEN_INVALID:
    'Send a valid API token as "Authorization: Bearer <token>"; this one is unknown or revoked.',
  API_TOKEN_WRONG_CLUB: 'This API token belongs to another club.',
  API_TOKEN_SCOPE_MISSING: 'This API token does not have the {{scope}} scope.',
  API_TOKEN_NOT_FOUND: 'We could not find that API token.',
  WEBHOOK_NOT_FOUND: 'We could not find that webhook.',
  TOO_MANY_API_TOKENS: 'A club may have at most {{max}} API tokens: revoke one first.',
  TOO_MANY_WEBHOOKS: 'A club may have at most {{max}} webhooks: delete one first.',
  TOO_MANY_ALERTS: 'You may keep at most {{max}} tee-time alerts: delete one first.',
  PAYMENT_ALREADY_REFUNDED: 'This payment has already been refunded.',
  REFUND_NOT_RENEWAL: 'Only a membership renewal can be cancelled online.',
  REFUND_WINDOW_CLOSED:
    'The 14-day cooling-off period of this renewal has ended. Please contact {{clubName}} at {{contact}}.',
  REFUND_POINTS_SPENT:
    'Some of the points this renewal added have been used, so it cannot be cancelled online. Please contact {{clubName}} at {{contact}}.',
  REFUND_SUPERSEDED:
    'Your membership has been renewed again since this payment, so it cannot be cancelled online. Please contact {{clubName}} at {{contact}}.',
};

/**
 * English text of every field refusal code (`validation.<name>`, club-discovery §5 verbatim where it
 * quotes one). The API sends the code; the web app's catalogues hold these under the same keys.
 */
export const FIELD_MESSAGES = {
  'validation.required': 'Required',
  'validation.invalid': 'Not a valid value',
  'validation.tooShort': 'Minimum of {{min}} characters required',
  'validation.tooLong': 'Maximum of {{max}} characters',
  'validation.tooSmall': 'Must be at least {{min}}',
  'validation.tooBig': 'Must be at most {{max}}',
  'validation.unknownClub': 'Please choose a valid club.',
  'validation.email': 'Valid e-mail address required',
  'validation.emailExists': 'E-mail address already exists. Please use a different one.',
  'validation.firstName': 'First name required',
  'validation.surname': 'Surname required',
  'validation.phone': 'Valid phone number required',
  'validation.password': 'Valid password required',
  'validation.passwordMismatch': 'Passwords do not match',
  'validation.passwordMin': 'Minimum of {{min}} characters required',
  'validation.passwordMax': 'Maximum of {{max}} characters',
  'validation.passwordBlank': 'A password cannot be only spaces',
  'validation.passwordCommon':
    'This password is too common or too easy to guess. Try a phrase of a few unrelated words.',
  'validation.dateTime': 'Use an ISO 8601 date and time.',
  'validation.date': 'Use the format YYYY-MM-DD.',
  'validation.dateRange': 'Choose a date between the years 1900 and 2200.',
  'validation.players': 'Players must be between {{min}} and {{max}}.',
  'validation.juniorsMoreThanPlayers': 'Juniors cannot be more than players.',
  'validation.buddiesMoreThanPlaces': 'Choose fewer buddies than adult players.',
  'validation.notesRequired': '{{notesTitle}} is required.',
  'validation.unknownSlot': 'Not one of the course’s start times.',
  'validation.time': 'Use a time as HH:mm.',
  'validation.ballotTime': 'Not one of the ballot’s start times.',
  'validation.idempotencyKey': 'Use a unique value per booking attempt, reused on retries.',
  'validation.idempotencyKeyReused': 'Already used with other booking details.',
  'validation.promoCode': 'Use letters, digits, dashes and underscores only.',
  'validation.cardNumber': 'Enter the card number.',
  'validation.cvc': 'Enter the 3 or 4 digit CV2 code.',
  'validation.postcode': 'Valid postcode required',
  'validation.handicap': 'Enter a handicap from -10 to 54, with at most one decimal place.',
  'validation.tfaCode': 'Enter the 6-digit code or a recovery code.',
  'validation.currentPassword': 'Your current password is not correct.',
  'validation.hexColour': 'Use a colour as #rrggbb.',
  'validation.assetUrl': 'Use a relative path (/…) or an https address.',
  'validation.weekdaysOnce': 'Name each weekday once.',
  'validation.ballotEnd': 'Must be after the window’s start.',
  'validation.ballotDraw': 'The draw must come after entries open: fewer days ahead.',
  'validation.ballotOverlap': 'Windows of one course must not share a weekday.',
  'validation.releaseOnePerCourse': 'One release per course.',
  'validation.releaseCourse': 'Not one of the club’s golf courses.',
} as const;
export type FieldCode = keyof typeof FIELD_MESSAGES;

/** Fills `{{name}}` placeholders; unknown names stay as written. */
export function formatMessage(template: string, params: ErrorParams = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
