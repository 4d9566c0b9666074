import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './constants';
import { boundedString } from './primitives';

/** Issue 23 §1, §2: the member's calendar feed, their data as one document, and erasure. */

/** The secret address of the member's calendar feed (`…/calendar/{token}.ics`). */
export const ZCalendarFeed = z.object({ Url: z.string() });
export type CalendarFeed = z.infer<typeof ZCalendarFeed>;

/** A feed token: 43 base64url characters (256 bits). */
export const CALENDAR_FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const ZCalendarFeedParams = z.object({
  token: z.string().max(64).regex(CALENDAR_FEED_TOKEN_PATTERN, 'validation.invalid'),
});

/** Deleting the account asks for the password again (not a session alone: a borrowed device). */
export const ZDeleteAccountBody = z.object({
  password: boundedString(PASSWORD_MAX_LENGTH).min(1, 'validation.password'),
});
export type DeleteAccountBody = z.infer<typeof ZDeleteAccountBody>;

const ZRows = z.array(z.record(z.string(), z.unknown()));
const ZRowOrNull = z.record(z.string(), z.unknown()).nullable();

/**
 * Everything held about the member (GDPR access and portability), one JSON document. Other members
 * appear by name only (a buddy, a player on a booking), staff by the action alone; no password hash,
 * no second-factor secret, no token (only that one exists). Each section is listed by table in the
 * server's export coverage, which a test keeps complete.
 */
export const ZAccountExport = z.object({
  FormatVersion: z.literal(1),
  ExportedAt: z.string(),
  Profile: z.record(z.string(), z.unknown()),
  Security: z.object({
    TwoFactorEnabled: z.boolean(),
    RecoveryCodesLeft: z.number(),
    Sessions: ZRows,
    SignInTokens: ZRows,
    CalendarFeed: ZRowOrNull,
  }),
  Membership: z.object({
    Payments: ZRows,
    SavedCard: ZRowOrNull,
    Basket: ZRowOrNull,
  }),
  Points: z.object({ Ledger: ZRows, OpenPlayLots: ZRows }),
  Bookings: ZRows,
  CancellationRequests: ZRows,
  Buddies: z.object({ ShareCode: z.string().nullable(), Buddies: ZRows, Requests: ZRows }),
  Notifications: ZRows,
  Ballots: z.object({ Entries: ZRows, Standings: ZRows }),
  /** Waitlist places, each with the offers it was made. */
  Waitlist: ZRows,
  /** Held party bookings: those the member made, and those that asked them (with their answer). */
  PartyHolds: ZRows,
  FavouriteClubs: ZRows,
  /** Tickets in release lines: the line's course-day, when the member joined, their place and turn. */
  ReleaseLineTickets: ZRows,
  Trophies: ZRows,
  StaffActions: ZRows,
});
export type AccountExport = z.infer<typeof ZAccountExport>;
