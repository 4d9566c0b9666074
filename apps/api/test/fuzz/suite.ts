import { ZApiError } from '@fairway/contracts';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { DEMO_COURSE } from '../../src/seed/courses';
import { localDate, slotTime } from '../booking-fixtures';
import { createTestDatabase, logCapture, type TestContext, testConfig } from '../helpers';
import { type Draft, type Hints, toInject, validDraft } from './drafts';
import { randomDraft, systematicMutations } from './mutations';
import { type Operation, operationsOf } from './openapi-operations';
import {
  type Caller,
  callersOf,
  gatherWorld,
  hintsFor,
  refreshWorld,
  renewSession,
  type World,
} from './world';

/**
 * Every operation of the OpenAPI document gets malformed variants of a well-formed request, as a visitor
 * and as a member, and none may answer 5xx. The operations come from the document, so a new route is
 * fuzzed without touching this file. Deterministic: fast-check with a fixed seed.
 *
 * The operations are split between `FUZZ_SHARDS` files (`fuzz-<n>.either.int.test.ts`), each with its own
 * database and app, so the run's workers share them: in one file the fuzz was 170 of the PostgreSQL
 * integration run's 246 s, the other files long finished. `shardOf` balances them by cost.
 */
export const FUZZ_SHARDS = 3;

/**
 * The operations of shard `shard` (0-based) of FUZZ_SHARDS, about equal in cost: registering and signing
 * in hash or verify a password (argon2) on every call that passes validation, 20–28 s each of the whole
 * run against about 0.7 s for any other operation, so they are dealt first, each to the least loaded
 * shard. Every operation is in exactly one shard.
 */
export function shardOf(operations: readonly Operation[], shard: number): Operation[] {
  const weight = (o: Operation) => (/^POST \/api\/account\/(login|register)$/.test(o.id) ? 35 : 1);
  const loads = Array.from({ length: FUZZ_SHARDS }, () => 0);
  const owner = new Map<string, number>();
  const byCost = [...operations].sort((a, b) => weight(b) - weight(a) || a.id.localeCompare(b.id));
  for (const o of byCost) {
    const least = loads.indexOf(Math.min(...loads));
    loads[least]! += weight(o);
    owner.set(o.id, least);
  }
  return operations.filter((o) => owner.get(o.id) === shard);
}
const SEED = 20_260_601;
const RANDOM_RUNS_PER_OPERATION = 40;
const BASE_SAMPLES = 40;

const hints: Hints = {
  clubId: fc.constantFrom(151, 151, 0, 563, 537),
  courseId: fc.oneof(fc.constant(DEMO_COURSE.heath), fc.constantFrom(...Object.values(DEMO_COURSE))),
  categoryId: fc.constant(661),
  id: fc.integer({ min: 1, max: 40 }),
  date: fc.integer({ min: -2, max: 40 }).map((days) => localDate(days)),
  time: fc
    .tuple(fc.integer({ min: 1, max: 6 }), fc.constantFrom('08:00', '10:00', '10:10', '12:30'))
    .map(([days, hhmm]) => slotTime(days, hhmm)),
  players: fc.integer({ min: 1, max: 4 }),
  juniors: fc.integer({ min: 0, max: 1 }),
  page: fc.integer({ min: 1, max: 3 }),
  channel: fc.integer({ min: 0, max: 2 }),
  bookingType: fc.constantFrom(0, 1, 2, 4),
  email: fc.oneof(
    fc.constant('member@example.com'),
    fc.uuid().map((u) => `fuzz-${u}@example.org`),
  ),
  // Checkout: seeded bundle ids start at 5000; the demo promo codes; the sandbox success card.
  BundleId: fc.integer({ min: 4998, max: 5080 }),
  promocode: fc.constantFrom('', 'WELCOME10', 'EXPIRED5', 'NOPE'),
  PromoCode: fc.constantFrom(null, '', 'WELCOME10', 'SPRING250', 'EXPIRED5'),
  NewClubId: fc.constantFrom(null, 151, 523, 541),
  Number: fc.constantFrom('4242424242424242', '4000000000000002', '4000002760003184', '4242424242424241'),
  Cvc: fc.constantFrom('123', '1234'),
  ExpYear: fc.constantFrom(2030, 2020),
  password: fc.constant('Fairway2026!'),
  confirmPassword: fc.constant('Fairway2026!'),
  firstName: fc.constantFrom('Ann', 'Bob'),
  surname: fc.constantFrom('Example', 'Sample'),
  phone: fc.constantFrom('07700 900123', '+44 20 7946 0000'),
  mobile: fc.constantFrom('07700 900123', '+44 20 7946 0000'),
  otherPhone: fc.constantFrom('', '01632 960001'),
  dateOfBirth: fc.constantFrom('1980-05-17', '1999-12-31'),
  // The member's own password: a change or a two-factor set-up that passes leaves it as it was.
  currentPassword: fc.constant('Fairway2026!'),
  newPassword: fc.constant('Fairway2026!'),
  nights: fc.integer({ min: 1, max: 2 }),
  // A ballot's preferences: starts of the demo window (Saturdays, 07:00–09:00).
  preferences: fc.subarray(['07:00', '07:10', '07:20', '08:00', '08:50'], { minLength: 1, maxLength: 3 }),
  // Bookings and ballot entries: no buddies, and a start inside every demo club's booking window.
  buddies: fc.constant([]),
  buddiesPaidByMe: fc.constant([]),
  // Explore: the query's numbers are strings in the document, so their bounds are not in it.
  numClubsToReturn: fc.integer({ min: 1, max: 40 }),
  latitude: fc.integer({ min: 500, max: 550 }).map((n) => n / 10),
  longitude: fc.integer({ min: -50, max: 10 }).map((n) => n / 10),
  sortBy: fc.integer({ min: 0, max: 7 }),
  distance: fc.integer({ min: 0, max: 100 }),
  maxAveragePrice: fc.integer({ min: 0, max: 10 }),
  facilities: fc.constantFrom('', 'Gym', 'Gym,Pool'),
  tier: fc.integer({ min: 1, max: 3 }),
  // /api/v1's bookings: a window of dates, a page size.
  from: fc.integer({ min: -10, max: 10 }).map((days) => localDate(days)),
  to: fc.integer({ min: 11, max: 40 }).map((days) => localDate(days)),
  limit: fc.integer({ min: 1, max: 50 }),
  Events: fc.constant(['booking.created', 'booking.cancelled']),
  // Map label glyphs: the one font stack, ranges of 256.
  fontstack: fc.constant('Noto Sans Regular'),
  range: fc.integer({ min: 0, max: 3 }).map((n) => `${n * 256}-${n * 256 + 255}`),
};

const jsonOf = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** The fuzz of shard `shard` of FUZZ_SHARDS: called by each `fuzz-<n>.either.int.test.ts`. */
export const fuzzShard = (shard: number) =>
  describe(`fuzz, shard ${shard + 1} of ${FUZZ_SHARDS} (on one database, PostgreSQL when the run has it): no input makes the API answer 5xx; every refusal has the error shape`, () => {
    const ctx = {} as TestContext;
    const errors: string[] = [];
    const statuses = new Map<number, number>();
    const perOperation = new Map<string, number>();
    /** Operations for which a well-formed request was found that the member's call accepts. */
    const accepted = new Set<string>();
    /** Every operation of the document (the random runs' seeds are by their place in it), and this shard's. */
    let all: Operation[] = [];
    let operations: Operation[] = [];
    let world: World;
    let sent = 0;

    beforeAll(async () => {
      ctx.database = await createTestDatabase({ seeded: true });
      ctx.now = ctx.database.seededAt ?? new Date();
      // Error logs are kept, so that a 5xx shows its cause in the failure message.
      const stream = logCapture(errors);
      // Credential limits off: they run before validation and would answer 429 for most login variants.
      const rateLimit = {
        loginPerAccountAndIp: 1_000_000,
        loginPerIp: 1_000_000,
        loginPerAccount: 1_000_000,
        windowSeconds: 60,
        buddyFindPerMember: 1_000_000,
        // These run after validation, but would refuse the fuzz's later requests before their handlers.
        calendarFeedPerToken: 1_000_000,
        accountSecurityPerMember: 1_000_000,
      };
      // The bug report's limit runs before validation as well.
      // Webhooks may name the loopback (the fuzz's own points at a closed port), and the token's limit is off.
      const integrations = { apiCallsPerToken: 1_000_000, allowPrivateTargets: true };
      const config = testConfig({ rateLimit, bugReport: { perClient: 1_000_000 }, integrations });
      ctx.app = await buildApp({ config, database: ctx.database, logger: { level: 'error', stream } });
      await ctx.app.ready();
      all = operationsOf(ctx.app.swagger());
      operations = shardOf(all, shard);
      world = await gatherWorld(ctx);
    });
    afterAll(async () => {
      await ctx.app?.close();
      await ctx.database?.close();
    });

    /** Sends the draft as each of the operation's callers; throws on a 5xx with the request and the logged cause. */
    async function send(app: FastifyInstance, operation: Operation, draft: Draft) {
      for (const caller of callersOf(operation, world)) {
        const request = toInject(operation, draft);
        const headers = { ...caller.headers, ...request.headers };
        sent++;
        errors.length = 0;
        const res = await app.inject({ ...request, headers });
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        perOperation.set(operation.id, (perOperation.get(operation.id) ?? 0) + 1);
        // Logout, login, registration and impersonation replace or end a session: take a fresh one.
        if (res.headers['set-cookie']) await renewSession(ctx, world, caller.name);
        const refusal = res.statusCode >= 400 ? ZApiError.safeParse(jsonOf(res.body)) : null;
        if (res.statusCode >= 500 || refusal?.success === false) {
          throw new Error(
            `${res.statusCode} for ${operation.id} [${draft.mutation}] as ${caller.name}: ` +
              `${request.method} ${request.url.slice(0, 200)} ${String(request.payload ?? '').slice(0, 200)}\n` +
              `${res.body.slice(0, 300)}\n${errors.join('').slice(0, 2_000)}`,
          );
        }
      }
    }

    /**
     * A well-formed request the operation's most entitled caller gets an answer below 400 to, when one of
     * a few samples is: faults added to it then reach the handler and the database, not only the first
     * schema check.
     */
    async function acceptedDraft(operation: Operation): Promise<Draft> {
      const samples = fc.sample(validDraft(operation, hintsFor(operation, world, hints)), {
        seed: SEED,
        numRuns: BASE_SAMPLES,
      });
      for (const draft of samples) {
        const caller: Caller = callersOf(operation, world).at(-1)!;
        const request = toInject(operation, draft);
        const res = await ctx.app.inject({ ...request, headers: { ...caller.headers, ...request.headers } });
        sent++;
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        if (res.headers['set-cookie']) await renewSession(ctx, world, caller.name);
        if (res.statusCode < 400) {
          accepted.add(operation.id);
          return draft;
        }
      }
      return samples[0]!;
    }

    it('answers every single-fault variant of every operation below 500', async () => {
      const failures: string[] = [];
      for (const operation of operations) {
        await refreshWorld(ctx, world);
        const valid = await acceptedDraft(operation);
        for (const mutate of systematicMutations(operation)) {
          await send(ctx.app, operation, mutate(valid)).catch((e: Error) => failures.push(e.message));
        }
      }
      expect(failures).toEqual([]);
    }, 600_000);

    it('answers random multi-fault variants of every operation below 500', async () => {
      for (const operation of operations) {
        await refreshWorld(ctx, world);
        const i = all.indexOf(operation);
        await fc.assert(
          fc.asyncProperty(
            randomDraft(operation, validDraft(operation, hintsFor(operation, world, hints))),
            (draft) => send(ctx.app, operation, draft),
          ),
          { seed: SEED + i, numRuns: RANDOM_RUNS_PER_OPERATION },
        );
      }
    }, 600_000);

    it('covered every operation of its shard, and the shards every operation of the OpenAPI document', () => {
      expect(operations.length).toBeGreaterThan(0);
      const shards = Array.from({ length: FUZZ_SHARDS }, (_, n) => shardOf(all, n).map((o) => o.id));
      expect(shards.flat().sort()).toEqual(all.map((o) => o.id).sort());
      expect([...perOperation.keys()].sort()).toEqual(operations.map((o) => o.id).sort());
      for (const operation of operations) {
        expect(perOperation.get(operation.id), operation.id).toBeGreaterThanOrEqual(
          2 * RANDOM_RUNS_PER_OPERATION,
        );
      }
      const mix = [...statuses.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}:${n}`);
      console.log(
        `fuzz shard ${shard + 1}/${FUZZ_SHARDS}: ${operations.length} operations (${accepted.size} with an accepted base request; not: ` +
          `${operations
            .filter((o) => !accepted.has(o.id))
            .map((o) => o.id)
            .join(', ')}), ` +
          `${sent} requests, statuses ${mix.join(' ')}`,
      );
    });
  });
