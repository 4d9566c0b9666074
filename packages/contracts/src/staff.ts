import { z } from 'zod';
import { ZBooking } from './bookings';
import { ZTransaction } from './points';
import { boundedString, idParam } from './primitives';

/** A member's request that the club cancel a booking inside its cut-off. */
export const ZCancellationRequest = z.object({
  Id: z.number().int(),
  BookingId: z.number().int(),
  MemberGuid: z.string(),
  MemberName: z.string(),
  Status: z.enum(['open', 'approved', 'declined']),
  /** ISO 8601, UTC. */
  CreatedAt: z.string(),
  Booking: ZBooking,
});
export type CancellationRequest = z.infer<typeof ZCancellationRequest>;

/** The club queue: bookings awaiting confirmation, open cancellation requests, extras to fulfil. */
export const ZStaffQueue = z.object({
  AwaitingConfirmation: z.array(ZBooking),
  CancellationRequests: z.array(ZCancellationRequest),
  /** Extras (hotel, training, guest passes) not yet fulfilled, not cancelled, soonest first. */
  ExtrasToFulfil: z.array(ZBooking),
});
export type StaffQueue = z.infer<typeof ZStaffQueue>;

/** Staff confirm a booking with the club's confirmation code. */
export const ZConfirmBookingBody = z.object({
  ConfirmationCode: boundedString(40)
    .trim()
    .min(1)
    .regex(/^[A-Za-z0-9-]+$/),
});

export const ZCancellationRequestIdParams = z.object({ id: idParam() });

/** Finding a member from the console: part of a name, an e-mail address or a share code. */
export const ZStaffMemberSearchQuery = z.object({
  q: boundedString(100).trim().min(2),
});

export const ZStaffMemberHit = z.object({
  MemberGuid: z.string(),
  Name: z.string(),
  Email: z.string(),
  HomeClubId: z.number().int(),
  HomeClubName: z.string(),
  ShareCode: z.string().nullable(),
  IsStaff: z.boolean(),
});
export type StaffMemberHit = z.infer<typeof ZStaffMemberHit>;

/** At most 25 members, best matches first. */
export const ZStaffMemberSearch = z.object({ Members: z.array(ZStaffMemberHit) });
export type StaffMemberSearch = z.infer<typeof ZStaffMemberSearch>;

export const ZStaffMemberParams = z.object({ memberGuid: z.uuid() });

/** The staff page of one member: who they are, their upcoming bookings and their latest ledger lines. */
export const ZStaffMemberPage = z.object({
  Member: ZStaffMemberHit.extend({
    HomePoints: z.number(),
    OpenPlayPoints: z.number(),
    MembershipExpires: z.string().nullable(),
    PackageName: z.string().nullable(),
  }),
  Upcoming: z.array(ZBooking),
  /** The latest bookings whose time has passed (at most 10), most recent first. */
  Recent: z.array(ZBooking),
  Transactions: z.array(ZTransaction),
});
export type StaffMemberPage = z.infer<typeof ZStaffMemberPage>;

/** Where the browser goes once impersonation has started (the member portal's home). */
export const ZImpersonation = z.object({ ok: z.literal(true), redirectUrl: z.string() });
export type Impersonation = z.infer<typeof ZImpersonation>;

export const ZStaffAuditQuery = z.object({ page: idParam().optional() });

/** One staff action: who, when, what, on whose behalf. */
export const ZStaffAuditEntry = z.object({
  Id: z.number().int(),
  /** ISO 8601, UTC. */
  At: z.string(),
  StaffName: z.string(),
  OnBehalfOfName: z.string().nullable(),
  OnBehalfOfGuid: z.string().nullable(),
  Method: z.string(),
  Route: z.string(),
  Params: z.record(z.string(), z.string()),
  Status: z.number().int(),
});
export type StaffAuditEntry = z.infer<typeof ZStaffAuditEntry>;

/** Newest first, 50 a page. */
export const ZStaffAudit = z.object({ Entries: z.array(ZStaffAuditEntry), HasMore: z.boolean() });
export type StaffAudit = z.infer<typeof ZStaffAudit>;

/** Staff credit a member's points with a reason (ledger type Point Credit); the member is told. */
export const ZPointCreditBody = z.object({
  Balance: z.enum(['Home', 'OpenPlay']),
  Points: z.number().int().min(1).max(100_000),
  Reason: boundedString(200).trim().min(3),
});
export type PointCreditBody = z.infer<typeof ZPointCreditBody>;

/** The dashboard's club message as staff write it (club content document: dashboard.title and message). */
export const ZClubMessageBody = z.object({
  Title: boundedString(120).trim().min(1),
  Message: boundedString(2000).trim(),
});
export type ClubMessageBody = z.infer<typeof ZClubMessageBody>;

export const ZStaffClubParams = z.object({ clubId: idParam() });
