import { readFileSync } from 'node:fs';

/**
 * Mutation testing of the money and places rules (`npm run mutation`, printed by scripts/mutation.mjs, and a
 * step of `npm test`): booking, points, checkout, ballots, auth. Only pure code is mutated: its unit tests
 * run in milliseconds per mutant. The code around it (services, repositories, routes) is covered by the
 * integration tests, which need a database and are too slow to run once per mutant.
 *
 * Left out on purpose: the points module's and the Open Play wallet's rules (`domain/open-play.ts`: which
 * lots are spendable, the balance) are SQL fragments run inside the ledger's statements, and the booking
 * write's spending is PL/pgSQL (src/db/functions); a mutant of them is SQL text, held by the integration
 * tests, not by a unit test. Their pure parts are in: the wallet's spending order (`booking-rules/payment.ts`,
 * `bookings/party.ts`) and the ledger's row filter (`points/wallet-repository.ts` `ledgerRows`).
 *
 * Incremental: Stryker keeps each mutant's result in `reports/stryker-incremental.json` (committed), and a
 * run re-tests only the mutants of changed code and the mutants its changed tests cover. A change to code
 * that is imported but not mutated is not seen: `npm run mutation -- --force` re-tests everything.
 */

/**
 * `file:line-line` ranges of named top-level functions, for files that mix pure functions with wiring
 * (`export function name(` up to the next `}` in column 0; `export const name =` up to the first line ending
 * in `;`). A name that is no longer there fails loudly.
 */
function functionsOf(file, names) {
  const lines = readFileSync(new URL(file, import.meta.url), 'utf8').split('\n');
  return names.map((name) => {
    const start = lines.findIndex((l) => new RegExp(`^export ((async )?function|const) ${name}\\b`).test(l));
    const arrow = lines[start]?.startsWith('export const');
    const end = lines.findIndex((l, i) => i >= start && (arrow ? l.endsWith(';') : i > start && l === '}'));
    if (start < 0 || end < 0) throw new Error(`stryker.config.mjs: no function ${name} in ${file}`);
    return `${file}:${start + 1}-${end + 1}`;
  });
}

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  coverageAnalysis: 'perTest',
  mutate: [
    'apps/api/src/domain/booking-rules/*.ts',
    '!apps/api/src/domain/booking-rules/*.test.ts',
    'apps/api/src/modules/auth/registration-errors.ts',
    ...functionsOf('apps/api/src/plugins/limits/rate-limit.ts', ['accountKeyOf']),
    'apps/api/src/modules/auth/password-policy.ts',
    // Not lib/password.ts: argon2's native addon crashes the Vitest worker thread Stryker runs the tests in
    // (SIGSEGV in the initial run, every time, with Stryker 9.6 on Vitest 4); its unit test holds it in `npm test`.
    'apps/api/src/lib/time.ts',
    'packages/contracts/src/field-errors.ts',
    'apps/api/src/modules/checkout/pricing.ts',
    'apps/api/src/modules/checkout/fulfilment-plan.ts',
    'apps/api/src/modules/checkout/cooling-off.ts',
    'apps/api/src/modules/subscription/renewal-window.ts',
    // Checkout's quote: who may buy a package now, and what they pay (findOffer reads the database).
    ...functionsOf('apps/api/src/modules/checkout/quote.ts', ['checkBuyable', 'quoteFor']),
    // The booking plan: the member rules and who spends what (its lot expiry is a fake in the test), the
    // row written and the details kept; viewOf only copies fields out.
    ...functionsOf('apps/api/src/modules/bookings/booking-plan.ts', [
      'planPlace',
      'bookingOf',
      'storedDetails',
    ]),
    // The party: places in order, each payer's share, and the Open Play wallet's spending of it.
    'apps/api/src/modules/bookings/party.ts',
    // The ballot's draw (fairway-ballot-v1): the order and the allocation of places; the fair order's keys
    // it shares with the release line; the line's order (fairway-line-v1), admission times and ticket view.
    'apps/api/src/modules/ballots/draw-algorithm.ts',
    'apps/api/src/domain/fair-draw.ts',
    'apps/api/src/modules/release-lines/line-algorithm.ts',
    // The network search's (and the tee sheet's) eligibility verdict on one start.
    'apps/api/src/modules/teetimes/slot-verdict.ts',
    // The ledger keeps no row that moves nothing.
    ...functionsOf('apps/api/src/modules/points/wallet-repository.ts', ['ledgerRows']),
    // The sandbox processor's pure parts (cards, saved methods, webhook signatures): its class keeps its
    // books in the database and is covered by the integration tests.
    ...functionsOf('apps/api/src/modules/payments/sandbox-gateway.ts', [
      'luhnValid',
      'expiryInFuture',
      'checkCard',
      'sandboxSavedMethod',
      'checkSandboxMethod',
      'signSandboxWebhook',
      'verifySandboxWebhook',
    ]),
  ],
  // Two shared cores: one test process per core at most.
  concurrency: 2,
  ignorePatterns: ['apps/web', 'e2e', 'docs', 'data', 'screenshots', 'reports', 'coverage', 'bench'],
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  reporters: ['json', 'html', 'progress'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  // Under 80 % the run fails (scripts/mutation.mjs prints the table first).
  thresholds: { high: 90, low: 80, break: 80 },
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
};
