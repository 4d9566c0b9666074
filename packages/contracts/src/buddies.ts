import { z } from 'zod';
import { boundedString } from './primitives';

/**
 * Buddies, member-area §3 and §7. A member is named to others only by an opaque public id (`Target`)
 * and a share code; internal ids and e-mail addresses never leave the server.
 */

/** Share codes: 8 characters of an alphabet without 0/O or 1/I/L, shown as `ABCD-EFGH`. */
export const SHARE_CODE_LENGTH = 8;
export const SHARE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A member's opaque public id, the `Target` of every buddy call. */
export const ZBuddyTarget = z.uuid().meta({ description: 'A member’s opaque public id' });
export type BuddyTarget = z.infer<typeof ZBuddyTarget>;

export const ZBuddyTargetParams = z.object({ target: ZBuddyTarget });

/** The member's own share code (spec: the call answers a string). */
export const ZShareToken = z.string();

/** Find playing partner: a share code (any case, dashes and spaces ignored) or an e-mail address. */
export const ZFindBuddy = z.object({ query: boundedString(254).trim().min(1) });
export type FindBuddy = z.infer<typeof ZFindBuddy>;

export const ZFoundBuddy = z.object({ Name: z.string(), Target: ZBuddyTarget });
/** Nothing else about the member is revealed. */
export const ZFindBuddyResult = z.object({ BuddyFound: z.boolean(), Buddy: ZFoundBuddy.nullable() });
export type FindBuddyResult = z.infer<typeof ZFindBuddyResult>;

export const ZCreateBuddyRequest = z.object({ Target: ZBuddyTarget });
export type CreateBuddyRequest = z.infer<typeof ZCreateBuddyRequest>;

/** A buddy or a request in a list, spec §3: name, target, club (home club name), publicId (= target). */
export const ZBuddy = z.object({
  name: z.string(),
  target: ZBuddyTarget,
  club: z.string(),
  publicId: ZBuddyTarget,
});
export type Buddy = z.infer<typeof ZBuddy>;
export const ZBuddyList = z.array(ZBuddy);

/** Incoming request count (the top bar's badge and the Requests tab's). */
export const ZBuddyRequestCount = z.object({ count: z.number().int() });
export type BuddyRequestCount = z.infer<typeof ZBuddyRequestCount>;

/** Groups a stored share code for reading aloud: `ABCDEFGH` → `ABCD-EFGH`. */
export const formatShareCode = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;

/** What a typed share code is stored as: upper case, without spaces and dashes. */
export const normalizeShareCode = (typed: string) => typed.replace(/[\s-]/g, '').toUpperCase();

/**
 * Spec §6 "each can see when the other has too few points": for a booking request (the booking's own
 * body), each payer of the party with their share and whether they can pay it here now. Only for the
 * booker's accepted buddies; reveals no balance.
 */
export const ZPartyPayer = z.object({
  Name: z.string(),
  /** Null for the booker. */
  Target: ZBuddyTarget.nullable(),
  Share: z.number().int(),
  CanPay: z.boolean(),
});
export const ZPartyCheck = z.object({ Unit: z.enum(['points', 'rounds']), Payers: z.array(ZPartyPayer) });
export type PartyCheck = z.infer<typeof ZPartyCheck>;
