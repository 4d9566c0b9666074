import type { PartyHeld } from '@fairway/contracts';

const INVITATION = /^party-hold:([1-9]\d{0,9}):(\d{4}-\d{2}-\d{2}T[\d:.]+Z)$/;
const HOLD = /^party-hold:([1-9]\d{0,9})(?::|$)/;

export type HoldInvitation = { holdId: number; expiresAt: string };

/** The hold a type-8 invitation's action names (`party-hold:{HoldId}:{ExpiresAt}`), or null. */
export function invitationFromAction(action: string | null | undefined): HoldInvitation | null {
  const match = action ? INVITATION.exec(action) : null;
  if (!match || Number.isNaN(Date.parse(match[2]!))) return null;
  return { holdId: Number(match[1]), expiresAt: match[2]! };
}

/** Any notification about a held booking (an invitation, or the booker's news of one): its hold id. */
export function holdIdOfAction(action: string | null | undefined): number | null {
  const match = action ? HOLD.exec(action) : null;
  return match ? Number(match[1]) : null;
}

/** A booking's answer: 202's hold (nothing booked yet) or the booking itself. */
export const isHeld = (answer: object): answer is PartyHeld => 'HoldId' in answer;
