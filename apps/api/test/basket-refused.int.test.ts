import { PACKAGE_TYPES } from '@fairway/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parseInputs } from '../src/modules/checkout/payment-store';
import { checkBuyable } from '../src/modules/checkout/quote';
import { useTestApp } from './helpers';

/**
 * Issue 45 §3: the basket is set in one call that checks its rules in SQL (fairway_basket_refused) before it
 * writes, while basket-service.ts answers the refusal from the same inputs in TypeScript (checkBuyable and
 * the two checks before it). Were they ever to disagree, a refused basket would be set or an allowed one
 * sent to the transaction: here they are held together on every combination of what the rules read.
 */
const HOME = 151;
const OTHER = 523;
const NOW = new Date('2026-12-06T10:00:00.123Z');

/** What setBasketAlone refuses on these inputs (before it looks at what the call did). */
function refusedInTypeScript(inputs: string, newClubId: number | null, now: Date): boolean {
  const { buyer, offer } = parseInputs(inputs);
  if (!offer?.active) return true;
  if ((newClubId ?? offer.pkg.clubId) !== offer.pkg.clubId) return true;
  try {
    checkBuyable(buyer, offer.pkg, offer.club, now);
    return false;
  } catch {
    return true;
  }
}

/** Every combination of the fields the rules read, as fairway_payment_inputs writes them. */
function combinations(): { inputs: string; newClubId: number | null }[] {
  const out: { inputs: string; newClubId: number | null }[] = [];
  const bools = [true, false];
  const expiries = [
    null,
    NOW.getTime() - 86_400_000,
    NOW.getTime(),
    NOW.getTime() + 1,
    NOW.getTime() + 86_400_000,
  ];
  const buyerOf = (homeClubId: number | null, first: boolean, expiresMs: number | null, flexi: boolean) => ({
    id: '00000000-0000-4000-8000-000000000001',
    homeClubId,
    completedFirstPayment: first,
    membershipExpiresMs: expiresMs,
    flexiPointsAllowed: flexi,
    homePoints: 10,
    flexiPoints: 0,
    email: 'a@example.com',
    forename: 'A',
    packageName: null,
    isCorporate: false,
    playersPerDay: 4,
  });
  for (const homeClubId of [HOME, OTHER, null])
    for (const first of bools)
      for (const expiresMs of expiries)
        for (const flexi of bools) {
          const buyer = buyerOf(homeClubId, first, expiresMs, flexi);
          out.push({ inputs: JSON.stringify({ buyer, offer: null }), newClubId: null });
          for (const packageType of Object.values(PACKAGE_TYPES))
            for (const active of bools)
              for (const isFull of bools)
                for (const disableCheckout of [true, false, null])
                  for (const hasSpa of bools)
                    for (const newClubId of [null, HOME, OTHER]) {
                      const offer = {
                        bundle: { id: 1, packageId: 2, baselineCost: 1000, cost: 900 },
                        pkg: {
                          id: 2,
                          clubId: HOME,
                          packageType,
                          name: 'P',
                          description: '',
                          isCorporate: false,
                          isFull,
                          homePoints: 10,
                          awayPoints: 0,
                          playersPerDay: 4,
                          maxRounds: null,
                          benefits: [],
                        },
                        club: {
                          id: HOME,
                          name: 'C',
                          timeZone: 'Europe/London',
                          currency: 'GBP',
                          joinerFee: null,
                          disableCheckout,
                          hasSpa,
                          email: 'c@example.com',
                        },
                        active,
                      };
                      out.push({ inputs: JSON.stringify({ buyer, offer }), newClubId });
                    }
        }
  return out;
}

describe('the basket’s rules in fairway_basket_refused are checkBuyable’s', () => {
  const ctx = useTestApp({ seed: false });

  it('refuses exactly what setBasketAlone refuses, on every combination of what they read', async () => {
    const cases = combinations();
    const { rows } = (await ctx.database.db.execute(sql`
      select fairway_basket_refused(e.x->>0, (e.x->>1)::integer, ${NOW.toISOString()}::timestamptz) as refused
      from json_array_elements(${JSON.stringify(cases.map((c) => [c.inputs, c.newClubId]))}::json)
        with ordinality as e(x, n)
      order by e.n`)) as unknown as { rows: { refused: boolean }[] };
    expect(rows).toHaveLength(cases.length);
    const disagreements = cases
      .map((c, i) => ({ ...c, sql: rows[i]!.refused, ts: refusedInTypeScript(c.inputs, c.newClubId, NOW) }))
      .filter((c) => c.sql !== c.ts);
    expect(disagreements.slice(0, 3)).toEqual([]);
    // Both outcomes are met, many times each: the grid exercises every rule.
    expect(rows.filter((r) => r.refused).length).toBeGreaterThan(100);
    expect(rows.filter((r) => !r.refused).length).toBeGreaterThan(10);
  });

  it('refuses no inputs at all (no such member)', async () => {
    const { rows } = (await ctx.database.db.execute(
      sql`select fairway_basket_refused(null, null, now()) as refused`,
    )) as unknown as { rows: { refused: boolean }[] };
    expect(rows[0]?.refused).toBe(true);
  });
});
