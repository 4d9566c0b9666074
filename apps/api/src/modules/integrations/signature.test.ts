import { createHmac, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { newWebhookSecret, signatureHeader, verifySignature } from './signature';

const secret = 'whsec_test-secret';
const body = '{"Id":"e1","Event":"booking.created","Data":{"Booking":{"Id":7}}}';
const now = 1_780_000_000;

describe('webhook signatures', () => {
  it('signs "t.body" with HMAC-SHA256 in hex, as the documentation says', () => {
    const expected = createHmac('sha256', secret).update(`${now}.${body}`).digest('hex');
    expect(signatureHeader(secret, body, now)).toBe(`t=${now},v1=${expected}`);
  });

  it('verifies its own header', () => {
    expect(verifySignature(signatureHeader(secret, body, now), body, secret, now)).toBe(true);
    expect(verifySignature(signatureHeader(secret, body, now), body, secret, now + 299)).toBe(true);
  });

  it('refuses another body, another secret, an old or future timestamp, a missing or garbled header', () => {
    const header = signatureHeader(secret, body, now);
    expect(verifySignature(header, `${body} `, secret, now)).toBe(false);
    expect(verifySignature(header, body, 'whsec_other', now)).toBe(false);
    expect(verifySignature(header, body, secret, now + 301)).toBe(false);
    expect(verifySignature(header, body, secret, now - 301)).toBe(false);
    expect(verifySignature(undefined, body, secret, now)).toBe(false);
    expect(verifySignature('garbage', body, secret, now)).toBe(false);
    expect(verifySignature(`t=${now}`, body, secret, now)).toBe(false);
    expect(verifySignature(`t=${now},v1=zz`, body, secret, now)).toBe(false);
    // The timestamp is part of what is signed: moving it breaks the signature.
    const v1 = header.split('v1=')[1];
    expect(verifySignature(`t=${now + 1},v1=${v1}`, body, secret, now)).toBe(false);
  });

  it('accepts any matching v1 among several (a secret being rolled)', () => {
    const good = signatureHeader(secret, body, now).split('v1=')[1];
    expect(verifySignature(`t=${now},v1=${'0'.repeat(64)},v1=${good}`, body, secret, now)).toBe(true);
  });

  it('makes distinct, recognisable secrets', () => {
    const a = newWebhookSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(newWebhookSecret()).not.toBe(a);
  });
});

describe('the verification code docs/integrations.md gives receivers', () => {
  const doc = readFileSync(path.resolve(import.meta.dirname, '../../../../../docs/integrations.md'), 'utf8');
  const code = /```js\n([\s\S]*?)```/.exec(doc)?.[1] ?? '';
  // The documented function, as written there (its import supplied, its export dropped).
  const verify = new Function(
    'createHmac',
    'timingSafeEqual',
    `${code.replace(/^import .*$/m, '').replace('export function', 'function')}\nreturn verifyFairwaySignature;`,
  )(createHmac, timingSafeEqual) as (header: string, body: string, secret: string) => boolean;

  it('accepts what the server signs, and nothing else', () => {
    expect(code).toContain('verifyFairwaySignature');
    const t = Math.floor(Date.now() / 1000);
    expect(verify(signatureHeader(secret, body, t), body, secret)).toBe(true);
    expect(verify(signatureHeader(secret, body, t), `${body}x`, secret)).toBe(false);
    expect(verify(signatureHeader('whsec_other', body, t), body, secret)).toBe(false);
    expect(verify(signatureHeader(secret, body, t - 3600), body, secret)).toBe(false);
    expect(verify('garbage', body, secret)).toBe(false);
  });
});
