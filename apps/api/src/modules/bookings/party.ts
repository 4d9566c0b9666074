import { canUseOpenPlay, type Lot, planPayment } from '../../domain/booking-rules/payment';

/**
 * Another member on the booker's party (a buddy): an adult who pays their own share from their own
 * points, or whose share the booker pays. Consent (an accepted buddy link) is checked by the caller.
 */
export type PartyMember = {
  memberId: string;
  paidBy: 'self' | 'booker';
  /** Shown in a refusal about this member (e.g. not enough points); never their internal id. */
  name?: string;
};

export type PartyPlayer = {
  kind: 'booker' | 'guest' | 'member';
  memberId: string | null;
  payerId: string;
  isJunior: boolean;
  cost: number;
};

/** One spend of one payer: home points (`lotId` null) or points of one of their Open Play lots. */
export type Debit = { memberId: string; lotId: number | null; points: number };

/**
 * The party in position order: the booker, the member players, guests; juniors are the last positions
 * (a party of juniors only has a junior booker, as before). `costs` are per position (adults first), so a
 * member player is priced like any adult. Null when the member players do not fit among the adults after
 * the booker, repeat, or name the booker.
 */
export function partyPlayers(
  bookerId: string,
  members: readonly PartyMember[],
  costs: readonly number[],
  juniors: number,
): PartyPlayer[] | null {
  const ids = new Set(members.map((m) => m.memberId));
  const adults = costs.length - juniors;
  if (ids.size !== members.length || ids.has(bookerId) || (members.length > 0 && members.length >= adults)) {
    return null;
  }
  return costs.map((cost, i) => {
    const isJunior = i >= adults;
    const member = i >= 1 ? members[i - 1] : undefined;
    if (i === 0) return { kind: 'booker', memberId: bookerId, payerId: bookerId, isJunior, cost };
    if (member) {
      const payerId = member.paidBy === 'self' ? member.memberId : bookerId;
      return { kind: 'member', memberId: member.memberId, payerId, isJunior, cost };
    }
    return { kind: 'guest', memberId: null, payerId: bookerId, isJunior, cost };
  });
}

/** Each payer's share of the party, payers in first-seen (position) order. */
export function payerShares(players: readonly PartyPlayer[]): Map<string, number> {
  const shares = new Map<string, number>();
  for (const p of players) shares.set(p.payerId, (shares.get(p.payerId) ?? 0) + p.cost);
  return shares;
}

export type PayerWallet = {
  homeClubId: number;
  homePoints: number;
  flexiPointsAllowed: boolean;
  lots: readonly Lot[];
};

/**
 * What one payer spends on their share at this club: home points only at their home club and first,
 * then Open Play lots oldest first, if they may use them here. Null when they cannot pay it.
 */
export function payerDebits(
  payerId: string,
  wallet: PayerWallet,
  club: { id: number; acceptsOpenPlay: boolean },
  share: number,
  now: Date,
): Debit[] | null {
  const terms = {
    atHomeClub: wallet.homeClubId === club.id,
    homePoints: wallet.homePoints,
    flexiAllowed: wallet.flexiPointsAllowed,
    clubAcceptsOpenPlay: club.acceptsOpenPlay,
  };
  const plan = planPayment({ ...terms, lots: canUseOpenPlay(terms) ? wallet.lots : [] }, share, now);
  if (!plan) return null;
  const home: Debit[] = plan.home > 0 ? [{ memberId: payerId, lotId: null, points: plan.home }] : [];
  return [...home, ...plan.lots.map((l) => ({ memberId: payerId, lotId: l.lotId, points: l.points }))];
}
