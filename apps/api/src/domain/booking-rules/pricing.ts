export type Season = 'summer' | 'winter';

/** Summer is April–September, winter October–March (month 1–12, club-local). */
export function seasonOf(month: number): Season {
  return month >= 4 && month <= 9 ? 'summer' : 'winter';
}

export type PriceBand = { fromMinute: number; adultCost: number; juniorCost: number };

/** The band a start falls in: the latest band starting at or before it (bands of one season and day). */
export function bandFor(bands: readonly PriceBand[], minuteOfDay: number): PriceBand | null {
  let best: PriceBand | null = null;
  for (const band of bands) {
    if (band.fromMinute <= minuteOfDay && (!best || band.fromMinute > best.fromMinute)) best = band;
  }
  return best;
}

/** The whole party's cost: adults at the adult price, juniors at the junior price. */
export function partyCost(band: PriceBand, players: number, juniors: number): number {
  return (players - juniors) * band.adultCost + juniors * band.juniorCost;
}

/** Cost per player in party order (adults first, then juniors); sums to partyCost. */
export function playerCosts(band: PriceBand, players: number, juniors: number): number[] {
  return Array.from({ length: players }, (_, i) =>
    i < players - juniors ? band.adultCost : band.juniorCost,
  );
}
