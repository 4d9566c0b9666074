import { z } from 'zod';
import { ZWallClock } from './ballots';
import { ZCourse } from './clubs';
import { isoDate } from './primitives';

/**
 * The staff console's own reads (issue 22 §4): the clubs a staff member may run, a club's ballots with
 * their entries, and its waitlists. Club staff see their club only; network staff every club.
 */

/** A club the caller may run from the console, for the club picker. */
export const ZStaffClub = z.object({
  ClubId: z.number().int(),
  ClubName: z.string(),
  /** Where it is (the club's town), to tell clubs of similar names apart. */
  Town: z.string(),
  TimeZone: z.string(),
  /** In the club's display order (ballot windows name golf courses). */
  Courses: z.array(ZCourse),
});
export type StaffClub = z.infer<typeof ZStaffClub>;

/** By name: network staff get every club, club staff their one club. */
export const ZStaffClubs = z.object({ Clubs: z.array(ZStaffClub) });
export type StaffClubs = z.infer<typeof ZStaffClubs>;

/** A ballot as the console lists it: `Drawing` while a draw is booking its winners. */
export const ZStaffBallot = z.object({
  Id: z.number().int(),
  ClubId: z.number().int(),
  CourseId: z.number().int(),
  CourseName: z.string(),
  /** The club-local date the ballot releases. */
  Date: z.string(),
  State: z.enum(['Open', 'Drawing', 'Drawn']),
  /** ISO instants: when entries opened, when the draw runs (or ran), when it finished. */
  OpensAt: z.string(),
  DrawAt: z.string(),
  DrawnAt: z.string().nullable(),
  /** The window's starts (`HH:mm`). */
  Times: z.array(ZWallClock),
  /** Entries (parties) and the players in them, juniors included. */
  Entries: z.number().int(),
  Players: z.number().int(),
  /** After the draw: entries that won a time, and those that did not (lost or forfeited). */
  Won: z.number().int(),
  Lost: z.number().int(),
  Commitment: z.string(),
  /** Revealed once drawn. */
  Seed: z.string().nullable(),
});
export type StaffBallot = z.infer<typeof ZStaffBallot>;

/** The club's ballots still to draw and those drawn in the last 14 days, by date. */
export const ZStaffBallots = z.object({ Ballots: z.array(ZStaffBallot) });
export type StaffBallots = z.infer<typeof ZStaffBallots>;

/** One entry as staff see it: who entered, with whom, what they asked for and what they got. */
export const ZStaffBallotEntry = z.object({
  EntryId: z.string(),
  MemberGuid: z.string(),
  MemberName: z.string(),
  /** The buddies in the party, by name. */
  Buddies: z.array(z.string()),
  Players: z.number().int(),
  Juniors: z.number().int(),
  Preferences: z.array(ZWallClock),
  /** The weight the draw used (set when it runs). */
  Weight: z.number().int().nullable(),
  /** 1-based place in the draw order, once drawn. */
  DrawPosition: z.number().int().nullable(),
  /** `NotDrawn`: a buddy who asked to be asked had not accepted being in the entry by the draw. */
  Outcome: z.enum(['Pending', 'Won', 'Lost', 'Forfeited', 'NotDrawn']),
  Time: ZWallClock.nullable(),
  BookingRef: z.string().nullable(),
  /** ISO instant. */
  EnteredAt: z.string(),
});
export type StaffBallotEntry = z.infer<typeof ZStaffBallotEntry>;

/** A ballot with its entries: in draw order once drawn, else in the order they came. */
export const ZStaffBallotDetail = z.object({
  Ballot: ZStaffBallot,
  Entries: z.array(ZStaffBallotEntry),
});
export type StaffBallotDetail = z.infer<typeof ZStaffBallotDetail>;

/** A waiting party; `Offer` while places are held for it. */
export const ZStaffWaitlistParty = z.object({
  Id: z.number().int(),
  MemberGuid: z.string(),
  MemberName: z.string(),
  Players: z.number().int(),
  Juniors: z.number().int(),
  /** 1-based, in join order among the start's active parties. */
  Position: z.number().int().min(1),
  /** ISO instant. */
  JoinedAt: z.string(),
  Offer: z.object({ Id: z.number().int(), Places: z.number().int(), ExpiresAt: z.string() }).nullable(),
});
export type StaffWaitlistParty = z.infer<typeof ZStaffWaitlistParty>;

/** An offer made on the start, live or settled. */
export const ZStaffWaitlistOffer = z.object({
  Id: z.number().int(),
  MemberName: z.string(),
  Places: z.number().int(),
  State: z.enum(['Open', 'Accepted', 'Declined', 'Expired']),
  ExpiresAt: z.string(),
  SettledAt: z.string().nullable(),
});
export type StaffWaitlistOffer = z.infer<typeof ZStaffWaitlistOffer>;

/** One start's waitlist: the parties waiting in order and the offers made so far. */
export const ZStaffWaitlistSlot = z.object({
  CourseId: z.number().int(),
  CourseName: z.string(),
  /** The slot's ISO start. */
  Time: z.string(),
  Parties: z.array(ZStaffWaitlistParty),
  Offers: z.array(ZStaffWaitlistOffer),
});
export type StaffWaitlistSlot = z.infer<typeof ZStaffWaitlistSlot>;

/**
 * The club's starts with a waitlist, by time: those of one club-local date (`date`), or without it every
 * start still to come that has parties waiting (at most 100 starts).
 */
export const ZStaffWaitlist = z.object({ Date: z.string().nullable(), Slots: z.array(ZStaffWaitlistSlot) });
export type StaffWaitlist = z.infer<typeof ZStaffWaitlist>;

export const ZStaffWaitlistQuery = z.object({ date: isoDate().optional() });
