#!/usr/bin/env node
// Recomputes a release line's order from its public audit alone and says whether the server's matches.
//   node scripts/verify-line.mjs <base-url> <line-id>
// A session is needed (the audit is for signed-in members): FAIRWAY_COOKIE="fairway_session=…", or
// FAIRWAY_EMAIL and FAIRWAY_PASSWORD to log in. Prints "verified", or the first difference (exit 1).
//
// fairway-line-v1 is implemented here again from its published text (ARCHITECTURE, "The release line"),
// on purpose without the server's code: an independent reading is what makes the check worth having.
import { createHash, createHmac } from 'node:crypto';

const [baseUrl, lineId] = process.argv.slice(2);

async function session() {
  if (process.env.FAIRWAY_COOKIE) return process.env.FAIRWAY_COOKIE;
  const { FAIRWAY_EMAIL: email, FAIRWAY_PASSWORD: password } = process.env;
  if (!email || !password) throw new Error('set FAIRWAY_COOKIE, or FAIRWAY_EMAIL and FAIRWAY_PASSWORD');
  const res = await fetch(new URL('/api/account/login', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(baseUrl).origin },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  const cookie = res.headers.getSetCookie().find((c) => c.split('=')[0].endsWith('fairway_session'));
  if (!cookie) throw new Error('login set no session cookie');
  return cookie.split(';')[0];
}

/**
 * The line's order: the tickets taken before the opening by key −ln(u) (every Weight 1), u from
 * HMAC-SHA256(seed, TicketId), ties by TicketId; then the later tickets in joining order (as listed).
 */
export function lineOrder(seedHex, tickets) {
  const seed = Buffer.from(seedHex, 'hex');
  const drawn = tickets
    .filter((t) => t.JoinedBeforeOpen)
    .map((t) => {
      const h = createHmac('sha256', seed).update(Buffer.from(t.TicketId, 'utf8')).digest();
      let x = 0;
      for (let i = 0; i < 6; i++) x = x * 256 + h[i];
      const u = (x + 0.5) / 2 ** 48;
      return { id: t.TicketId, key: -Math.log(u) / 1 };
    });
  drawn.sort((a, b) => (a.key !== b.key ? a.key - b.key : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return [...drawn.map((k) => k.id), ...tickets.filter((t) => !t.JoinedBeforeOpen).map((t) => t.TicketId)];
}

/** The first difference between the audit and its recomputation, or null. */
export function firstDifference(audit) {
  if (audit.Algorithm !== 'fairway-line-v1') return `unknown algorithm ${audit.Algorithm}`;
  if (!audit.Seed) return 'the line has not opened yet: no seed';
  const commitment = createHash('sha256').update(Buffer.from(audit.Seed, 'hex')).digest('hex');
  if (commitment !== audit.Commitment)
    return `commitment ${audit.Commitment} is not SHA-256 of the seed (${commitment})`;
  const ids = lineOrder(audit.Seed, audit.Tickets);
  for (let i = 0; i < Math.max(ids.length, audit.Order.length); i++) {
    if (ids[i] !== audit.Order[i])
      return `order position ${i + 1}: expected ${ids[i]}, audit says ${audit.Order[i]}`;
  }
  return null;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!baseUrl || !/^\d+$/.test(lineId ?? '')) {
    console.error('usage: node scripts/verify-line.mjs <base-url> <line-id>');
    process.exit(2);
  }
  try {
    const res = await fetch(new URL(`/api/release-lines/${lineId}/audit`, baseUrl), {
      headers: { cookie: await session() },
    });
    if (!res.ok) throw new Error(`audit: ${res.status} ${await res.text()}`);
    const difference = firstDifference(await res.json());
    console.log(difference ?? 'verified');
    process.exit(difference ? 1 : 0);
  } catch (error) {
    console.error(String(error instanceof Error ? error.message : error));
    process.exit(2);
  }
}
