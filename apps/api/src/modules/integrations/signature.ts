import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * `Fairway-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, keyed by the webhook's secret.
 * The timestamp is signed with the body, so a receiver that refuses old timestamps refuses replays.
 */
export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  return `t=${unixSeconds},v1=${hmacHex(secret, `${unixSeconds}.${body}`)}`;
}

const hmacHex = (secret: string, message: string) =>
  createHmac('sha256', secret).update(message, 'utf8').digest('hex');

/**
 * What a receiver does (docs/integrations.md shows it in a few lines): the header's `v1` must be the
 * HMAC of `t.body` and `t` within `toleranceSeconds` of now. Several `v1` values may be present (a
 * secret being rolled): any match passes.
 */
export function verifySignature(
  header: string | undefined,
  body: string,
  secret: string,
  nowSeconds: number,
  toleranceSeconds = 300,
): boolean {
  if (!header) return false;
  const parts = header.split(',').map((p) => p.trim().split('='));
  const t = parts.find(([k]) => k === 't')?.[1];
  if (!t || !/^\d{1,12}$/.test(t) || Math.abs(nowSeconds - Number(t)) > toleranceSeconds) return false;
  const expected = Buffer.from(hmacHex(secret, `${t}.${body}`), 'hex');
  return parts
    .filter(([k, v]) => k === 'v1' && v && /^[0-9a-f]{64}$/.test(v))
    .some(([, v]) => timingSafeEqual(Buffer.from(v!, 'hex'), expected));
}

/** A webhook's signing secret: `whsec_` and 32 random bytes. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;
