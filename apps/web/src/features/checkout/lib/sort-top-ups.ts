import type { TopUpPackage } from '@fairway/contracts';

/** Top-up packages ascending by the points they add (member-area §9), cheaper first on a tie. */
export function sortTopUps(packages: readonly TopUpPackage[]): TopUpPackage[] {
  return [...packages].sort(
    (a, b) => a.HomePoints + a.AwayPoints - (b.HomePoints + b.AwayPoints) || a.NewPrice - b.NewPrice,
  );
}
