#!/usr/bin/env node
// Recomputes a drawn ballot from its public audit alone and says whether the server's draw matches.
//   node scripts/verify-ballot.mjs <base-url> <ballot-id>
// A session is needed (the audit is for signed-in members): FAIRWAY_COOKIE="fairway_session=…", or
// FAIRWAY_EMAIL and FAIRWAY_PASSWORD to log in. Prints "verified", or the first difference (exit 1).
//
// fairway-ballot-v1 is implemented here again from its published text (ARCHITECTURE, "Ballots"), on
// purpose without the server's code: an independent reading is what makes the check worth having.
import { createHash, createHmac } from 'node:crypto';

const [baseUrl, ballotId] = process.argv.slice(2);
if (!baseUrl || !/^\d+$/.test(ballotId ?? '')) {
  console.error('usage: node scripts/verify-ballot.mjs <base-url> <ballot-id>');
  process.exit(2);
}

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

/** The draw's order: key −ln(u)/Weight ascending, u from HMAC-SHA256(seed, EntryId); ties by EntryId. */
export function order(seedHex, entries) {
  const seed = Buffer.from(seedHex, 'hex');
  const keyed = entries.map((e) => {
    const h = createHmac('sha256', seed).update(Buffer.from(e.EntryId, 'utf8')).digest();
    let x = 0;
    for (let i = 0; i < 6; i++) x = x * 256 + h[i];
    const u = (x + 0.5) / 2 ** 48;
    return { id: e.EntryId, key: -Math.log(u) / e.Weight };
  });
  keyed.sort((a, b) => (a.key !== b.key ? a.key - b.key : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return keyed.map((k) => k.id);
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
  for (let i = 0; i < Math.max(ids.length, audit.Order.length); i++) {
    if (ids[i] !== audit.Order[i])
      return `order position ${i + 1}: expected ${ids[i]}, audit says ${audit.Order[i]}`;
  }
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

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const res = await fetch(new URL(`/api/ballots/${ballotId}/audit`, baseUrl), {
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
