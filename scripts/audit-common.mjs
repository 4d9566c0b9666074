// What the audit verifiers (verify-ballot.mjs, verify-line.mjs) share: a session to read an audit with, the
// published draw key, and the command-line run. Written from ARCHITECTURE's texts, not from the server's
// code: the verifiers are an independent reading of the algorithms.
import { createHmac } from 'node:crypto';

/** A session cookie: FAIRWAY_COOKIE, or a login with FAIRWAY_EMAIL and FAIRWAY_PASSWORD. */
export async function session(baseUrl) {
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
 * The ids in draw order: key −ln(u)/weight ascending, u from the first 48 bits of HMAC-SHA256(seed, id)
 * as (x + 0.5) / 2^48; ties by id.
 */
export function drawOrder(seedHex, items) {
  const seed = Buffer.from(seedHex, 'hex');
  const keyed = items.map(({ id, weight }) => {
    const h = createHmac('sha256', seed).update(Buffer.from(id, 'utf8')).digest();
    let x = 0;
    for (let i = 0; i < 6; i++) x = x * 256 + h[i];
    const u = (x + 0.5) / 2 ** 48;
    return { id, key: -Math.log(u) / weight };
  });
  keyed.sort((a, b) => (a.key !== b.key ? a.key - b.key : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return keyed.map((k) => k.id);
}

/** The first position where two orders differ, said in words, or null. */
export function orderDifference(expected, stated) {
  for (let i = 0; i < Math.max(expected.length, stated.length); i++) {
    if (expected[i] !== stated[i])
      return `order position ${i + 1}: expected ${expected[i]}, audit says ${stated[i]}`;
  }
  return null;
}

/**
 * Run as a command (`node scripts/verify-….mjs <base-url> <id>`): fetches the audit at `auditPath(id)`,
 * prints "verified" or the first difference (exit 1); usage and other errors exit 2.
 */
export async function runVerifier(meta, script, auditPath, firstDifference) {
  if (meta.url !== `file://${process.argv[1]}`) return;
  const [baseUrl, id] = process.argv.slice(2);
  if (!baseUrl || !/^\d+$/.test(id ?? '')) {
    console.error(`usage: node scripts/${script} <base-url> <id>`);
    process.exit(2);
  }
  try {
    const res = await fetch(new URL(auditPath(id), baseUrl), { headers: { cookie: await session(baseUrl) } });
    if (!res.ok) throw new Error(`audit: ${res.status} ${await res.text()}`);
    const difference = firstDifference(await res.json());
    console.log(difference ?? 'verified');
    process.exit(difference ? 1 : 0);
  } catch (error) {
    console.error(String(error instanceof Error ? error.message : error));
    process.exit(2);
  }
}
