#!/usr/bin/env node
// Recomputes a release line's order from its public audit alone and says whether the server's matches.
//   node scripts/verify-line.mjs <base-url> <line-id>
// A session is needed (the audit is for signed-in members): FAIRWAY_COOKIE="fairway_session=…", or
// FAIRWAY_EMAIL and FAIRWAY_PASSWORD to log in. Prints "verified", or the first difference (exit 1).
//
// fairway-line-v1 is implemented here again from its published text (ARCHITECTURE, "The release line"),
// on purpose without the server's code: an independent reading is what makes the check worth having.
import { createHash } from 'node:crypto';
import { drawOrder, orderDifference, runVerifier } from './audit-common.mjs';

/**
 * The line's order: the tickets taken before the opening by key −ln(u) (every Weight 1), u from
 * HMAC-SHA256(seed, TicketId), ties by TicketId; then the later tickets in joining order (as listed).
 */
export function lineOrder(seedHex, tickets) {
  const drawn = drawOrder(
    seedHex,
    tickets.filter((t) => t.JoinedBeforeOpen).map((t) => ({ id: t.TicketId, weight: 1 })),
  );
  return [...drawn, ...tickets.filter((t) => !t.JoinedBeforeOpen).map((t) => t.TicketId)];
}

/** The first difference between the audit and its recomputation, or null. */
export function firstDifference(audit) {
  if (audit.Algorithm !== 'fairway-line-v1') return `unknown algorithm ${audit.Algorithm}`;
  if (!audit.Seed) return 'the line has not opened yet: no seed';
  const commitment = createHash('sha256').update(Buffer.from(audit.Seed, 'hex')).digest('hex');
  if (commitment !== audit.Commitment)
    return `commitment ${audit.Commitment} is not SHA-256 of the seed (${commitment})`;
  return orderDifference(lineOrder(audit.Seed, audit.Tickets), audit.Order);
}

await runVerifier(import.meta, 'verify-line.mjs', (id) => `/api/release-lines/${id}/audit`, firstDifference);
