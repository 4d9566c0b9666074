import { readFileSync } from 'node:fs';

/**
 * Mutation testing of the booking, points and auth rules (`npm run mutation`, printed by
 * scripts/mutation.mjs). Only pure modules are mutated: their unit tests run in milliseconds per mutant.
 * The code around them (services, repositories, routes) is covered by the integration tests, which need a
 * database and are too slow to run once per mutant.
 */

/**
 * `file:line-line` ranges of named top-level functions, for files that mix pure functions with wiring
 * (`export function name(` up to the next `}` in column 0). A name that is no longer there fails loudly.
 */
function functionsOf(file, names) {
  const lines = readFileSync(new URL(file, import.meta.url), 'utf8').split('\n');
  return names.map((name) => {
    const start = lines.findIndex((l) => new RegExp(`^export (async )?function ${name}\\b`).test(l));
    const end = lines.findIndex((l, i) => i > start && l === '}');
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
    'apps/api/src/lib/password.ts',
    'apps/api/src/lib/time.ts',
    'packages/contracts/src/field-errors.ts',
    'apps/api/src/modules/checkout/pricing.ts',
    'apps/api/src/modules/checkout/fulfilment-plan.ts',
    'apps/api/src/modules/checkout/cooling-off.ts',
    'apps/api/src/modules/subscription/renewal-window.ts',
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
  thresholds: { high: 90, low: 80, break: null },
};
