#!/usr/bin/env node
// Recomputes a drawn ballot from its public audit alone and says whether the server's draw matches.
//   node scripts/verify-ballot.mjs <base-url> <ballot-id>
// A session is needed (the audit is for signed-in members): FAIRWAY_COOKIE="fairway_session=…", or
// FAIRWAY_EMAIL and FAIRWAY_PASSWORD to log in. Prints "verified", or the first difference (exit 1).
//
// fairway-ballot-v1 is implemented here again from its published text (ARCHITECTURE, "Ballots"), on
// purpose without the server's code: an independent reading is what makes the check worth having.
import { createHash } from 'node:crypto';
import { drawOrder, orderDifference, runVerifier } from './audit-common.mjs';

/** The draw's order: key −ln(u)/Weight ascending, u from HMAC-SHA256(seed, EntryId); ties by EntryId. */
export function order(seedHex, entries) {
  return drawOrder(
    seedHex,
    entries.map((e) => ({ id: e.EntryId, weight: e.Weight })),
  );
}

/** Each entry in order takes its first preference with room for its whole party; forfeits take none. */
export function allocations(ids, entries, capacity, forfeited) {
  const byId = new Map(entries.map((e) => [e.EntryId, e]));
  const free = { ...capacity };
  return ids.map((id) => {
    const e = byId.get(id);
    if (!e || forfeited.has(id)) return { EntryId: id, Time: null };
    const time = e.Preferences.find((t) => (free[t] ?? 0) >= e.Players) ?? null;
    if (time) free[time] -= e.Players;
    return { EntryId: id, Time: time };
  });
}

/** The first difference between the audit and its recomputation, or null. */
export function firstDifference(audit) {
  if (audit.Algorithm !== 'fairway-ballot-v1') return `unknown algorithm ${audit.Algorithm}`;
  if (!audit.Seed) return 'the ballot is not drawn yet: no seed';
  const commitment = createHash('sha256').update(Buffer.from(audit.Seed, 'hex')).digest('hex');
  if (commitment !== audit.Commitment)
    return `commitment ${audit.Commitment} is not SHA-256 of the seed (${commitment})`;
  const ids = order(audit.Seed, audit.Entries);
  const misordered = orderDifference(ids, audit.Order);
  if (misordered) return misordered;
  const expected = allocations(ids, audit.Entries, audit.Capacity ?? {}, new Set(audit.Forfeited ?? []));
  for (let i = 0; i < Math.max(expected.length, audit.Allocations.length); i++) {
    const a = expected[i];
    const b = audit.Allocations[i];
    if (a?.EntryId !== b?.EntryId || a?.Time !== b?.Time) {
      return `allocation ${i + 1}: expected ${a?.EntryId} → ${a?.Time}, audit says ${b?.EntryId} → ${b?.Time}`;
    }
  }
  return null;
}

await runVerifier(import.meta, 'verify-ballot.mjs', (id) => `/api/ballots/${id}/audit`, firstDifference);
