export type Lot = { id: number; expiresAt: Date; remaining: number };
export type LotSpend = { lotId: number; points: number };

/** Open Play lots are spent oldest expiry first (ties by id); null when the lots cannot cover `amount`. */
export function planLotSpending(lots: readonly Lot[], amount: number, now: Date): LotSpend[] | null {
  const usable = lots
    .filter((l) => l.remaining > 0 && l.expiresAt.getTime() > now.getTime())
    .sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime() || a.id - b.id);
  const plan: LotSpend[] = [];
  let left = amount;
  for (const lot of usable) {
    if (left === 0) break;
    const take = Math.min(left, lot.remaining);
    plan.push({ lotId: lot.id, points: take });
    left -= take;
  }
  return left === 0 ? plan : null;
}

export type Wallet = {
  atHomeClub: boolean;
  homePoints: number;
  flexiAllowed: boolean;
  clubAcceptsOpenPlay: boolean;
  lots: readonly Lot[];
};

export type PaymentPlan = { home: number; lots: LotSpend[] };

/** Which Open Play points may be spent here: only if the member may use them and the club takes them. */
export function canUseOpenPlay(
  w: Pick<Wallet, 'atHomeClub' | 'flexiAllowed' | 'clubAcceptsOpenPlay'>,
): boolean {
  return w.flexiAllowed && (w.atHomeClub || w.clubAcceptsOpenPlay);
}

/** Points the member could spend at this club right now. */
export function spendable(w: Wallet, now: Date): number {
  const home = w.atHomeClub ? w.homePoints : 0;
  if (!canUseOpenPlay(w)) return home;
  const flexi = w.lots
    .filter((l) => l.expiresAt.getTime() > now.getTime())
    .reduce((s, l) => s + l.remaining, 0);
  return home + flexi;
}

/**
 * Home points only at the home club, and first; then Open Play lots oldest first. Null when the member
 * cannot pay `cost` here.
 */
export function planPayment(w: Wallet, cost: number, now: Date): PaymentPlan | null {
  const home = w.atHomeClub ? Math.min(w.homePoints, cost) : 0;
  const rest = cost - home;
  if (rest === 0) return { home, lots: [] };
  if (!canUseOpenPlay(w)) return null;
  const lots = planLotSpending(w.lots, rest, now);
  return lots ? { home, lots } : null;
}
