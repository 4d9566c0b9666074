import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * The unit tests of the rule modules that `npm run mutation` mutates (see stryker.config.mjs), and nothing
 * else: Stryker runs them once per mutant, so they must be fast and need no database.
 */
export default defineConfig({
  resolve: {
    // Inside Stryker's sandbox the workspace link would still point at the unmutated contracts package.
    // Its subpaths too (`@fairway/contracts/zoned-time` → src/zoned-time.ts, as its package.json exports).
    alias: [
      {
        find: /^@fairway\/contracts$/,
        replacement: resolve(import.meta.dirname, 'packages/contracts/src/index.ts'),
      },
      {
        find: /^@fairway\/contracts\/(.+)$/,
        replacement: resolve(import.meta.dirname, 'packages/contracts/src/$1.ts'),
      },
    ],
  },
  test: {
    include: [
      'apps/api/src/domain/booking-rules/*.test.ts',
      'apps/api/src/modules/auth/registration-errors.test.ts',
      'apps/api/src/plugins/limits/rate-limit.test.ts',
      'apps/api/src/modules/auth/password-policy.test.ts',
      'apps/api/src/lib/time.test.ts',
      'packages/contracts/src/field-errors.test.ts',
      'apps/api/src/modules/checkout/pricing.test.ts',
      'apps/api/src/modules/checkout/fulfilment-plan.test.ts',
      'apps/api/src/modules/checkout/cooling-off.test.ts',
      'apps/api/src/modules/subscription/renewal-window.test.ts',
      'apps/api/src/modules/payments/sandbox-gateway-*.test.ts',
      'apps/api/src/modules/checkout/quote.test.ts',
      'apps/api/src/modules/bookings/booking-plan.test.ts',
      'apps/api/src/modules/bookings/party.test.ts',
      'apps/api/src/modules/ballots/draw-algorithm.test.ts',
      'apps/api/src/modules/points/wallet-repository.test.ts',
      'apps/api/src/modules/release-lines/line-algorithm.test.ts',
      'apps/api/src/modules/teetimes/slot-verdict.test.ts',
    ],
    env: { TZ: 'UTC' },
    // A guard against hangs, not a speed limit: instrumented for Stryker (each statement also records its
    // coverage) and beside other work on two cores, the zone-conversion checks of lib/time.test.ts took
    // more than 5 s, then more than 20 s, failing Stryker's initial run. A mutant's own time limit is
    // Stryker's, from that run's times.
    testTimeout: 120_000,
  },
});
