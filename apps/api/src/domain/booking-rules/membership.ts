export type MembershipState = { completedFirstPayment: boolean; membershipExpires: Date | null };

/** What the booking rules read of a member: where they play, what they hold, their package limits. */
export type BookerProfile = MembershipState & {
  homeClubId: number;
  homePoints: number;
  flexiPointsAllowed: boolean;
  playersPerDay: number;
  bookingsPerDay: number;
};
export type MembershipRefusal = 'membership_expired' | 'payment_incomplete';

/**
 * Only members in good standing book: the first payment must be complete and the membership not past
 * its expiry. A membership without an expiry date has not started its term yet and has not expired
 * (the same reading as the member summary's IsExpired).
 */
export function membershipRefusal(m: MembershipState, now: Date): MembershipRefusal | null {
  if (!m.completedFirstPayment) return 'payment_incomplete';
  if (m.membershipExpires !== null && m.membershipExpires.getTime() < now.getTime()) {
    return 'membership_expired';
  }
  return null;
}

export function membershipRefusalCode(
  refusal: MembershipRefusal,
): 'MEMBERSHIP_EXPIRED' | 'FIRST_PAYMENT_DUE' {
  return refusal === 'membership_expired' ? 'MEMBERSHIP_EXPIRED' : 'FIRST_PAYMENT_DUE';
}
