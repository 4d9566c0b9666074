import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';

/** How long a browser stays known after its last successful login. */
export const DEVICE_COOKIE_DAYS = 365;
/** Accounts one browser remembers (a family computer); the oldest is forgotten first. */
const MAX_ACCOUNTS = 5;
const DAY_MS = 86_400_000;
const SECRET_FILE = 'device-cookie.secret';

/** An account as counters and device cookies name it: a digest, so no e-mail address is stored. */
export const accountDigestOf = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 22);

/**
 * OWASP's device cookie: a successful login leaves the browser a signed note "this account has signed
 * in here", `digest.issuedAt.mac` per account (HMAC-SHA256 with the server's secret), so the account-wide
 * guessing ceiling that strangers fill never holds the owner's own browser.
 */
export function deviceCookies(secret: string, now: () => number = Date.now) {
  const mac = (digest: string, issuedAt: string) =>
    createHmac('sha256', secret).update(`fairway-device|${digest}|${issuedAt}`).digest('base64url');

  const entriesOf = (value: string | undefined) =>
    (value ?? '')
      .split('~')
      .slice(0, MAX_ACCOUNTS)
      .map((entry) => entry.split('.'))
      .filter((parts): parts is [string, string, string] => parts.length === 3);

  const isValid = ([digest, issuedAt, signature]: [string, string, string]) => {
    const issued = Number(issuedAt);
    if (!/^\d{1,15}$/.test(issuedAt) || now() - issued > DEVICE_COOKIE_DAYS * DAY_MS) return false;
    const expected = Buffer.from(mac(digest, issuedAt));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };

  return {
    /** Whether the cookie's value holds a valid, live note for this account. */
    knows(value: string | undefined, email: string): boolean {
      const digest = accountDigestOf(email);
      return entriesOf(value).some((entry) => entry[0] === digest && isValid(entry));
    },
    /** The cookie's new value after a successful login to `email`: this account first, others kept. */
    remember(value: string | undefined, email: string): string {
      const digest = accountDigestOf(email);
      const issuedAt = String(now());
      const others = entriesOf(value).filter((entry) => entry[0] !== digest && isValid(entry));
      return [[digest, issuedAt, mac(digest, issuedAt)], ...others]
        .slice(0, MAX_ACCOUNTS)
        .map((entry) => entry.join('.'))
        .join('~');
    },
  };
}

export type DeviceCookies = ReturnType<typeof deviceCookies>;

/**
 * DEVICE_COOKIE_SECRET when set; else a secret generated once and kept in DATA_DIR, so the embedded mode
 * works without setting anything and its browsers stay known across restarts. Tests get a fresh one each
 * run rather than writing into the repository's data directory.
 */
export async function deviceCookieSecret(config: Config): Promise<string> {
  if (config.deviceCookieSecret) return config.deviceCookieSecret;
  if (config.env === 'test') return randomBytes(32).toString('base64url');
  const file = path.join(config.dataDir, SECRET_FILE);
  const existing = await fs.readFile(file, 'utf8').catch(() => '');
  if (existing.trim().length >= 32) return existing.trim();
  const secret = randomBytes(32).toString('base64url');
  await fs.mkdir(config.dataDir, { recursive: true });
  // `wx`: when two instances start together on one DATA_DIR, the first one's secret wins for both.
  await fs.writeFile(file, secret, { flag: 'wx', mode: 0o600 }).catch(() => {});
  return (await fs.readFile(file, 'utf8')).trim();
}
