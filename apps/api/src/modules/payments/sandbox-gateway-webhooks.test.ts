import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signSandboxWebhook, verifySandboxWebhook } from './sandbox-gateway';

/** The gateway's webhook check with one secret, as the sandbox gateway holds it. */
const gatewayWith = (secret: string | null) => ({
  sign: (raw: string) => signSandboxWebhook(secret ?? '', raw),
  verifyWebhook: (raw: string, signature: string | undefined) => verifySandboxWebhook(secret, raw, signature),
});

describe('sandbox gateway: webhooks', () => {
  it('verifies webhook signatures', () => {
    const g = gatewayWith('s3cret');
    const body = JSON.stringify({ type: 'payment.succeeded', reference: 'sb_pi_x', idempotencyKey: 'x' });
    expect(g.verifyWebhook(body, g.sign(body))).toEqual({
      type: 'payment.succeeded',
      reference: 'sb_pi_x',
      idempotencyKey: 'x',
    });
    expect(g.verifyWebhook(body, undefined)).toBeNull();
    expect(g.verifyWebhook(body, g.sign(`${body} `))).toBeNull();
    expect(g.verifyWebhook(body, gatewayWith('other').sign(body))).toBeNull();
  });

  it('signs with the hex HMAC-SHA256 of the raw body', () => {
    const body = '{"type":"payment.succeeded","reference":"sb_pi_x"}';
    const hmac = (secret: string) => createHmac('sha256', secret).update(body).digest('hex');
    expect(gatewayWith('s3cret').sign(body)).toBe(`sha256=${hmac('s3cret')}`);
  });

  it('refuses every delivery without a secret, the empty one’s signature included (issue 46 §6)', () => {
    const body = JSON.stringify({ type: 'payment.succeeded', reference: 'sb_pi_x' });
    expect(gatewayWith(null).verifyWebhook(body, gatewayWith(null).sign(body))).toBeNull();
    expect(
      gatewayWith(null).verifyWebhook(body, signSandboxWebhook('sandbox-webhook-secret', body)),
    ).toBeNull();
    expect(gatewayWith('').verifyWebhook(body, gatewayWith('').sign(body))).toBeNull();
  });

  it('refuses webhooks with a short, long or empty signature, and bodies that are not events', () => {
    const g = gatewayWith('s3cret');
    const body = JSON.stringify({ type: 'payment.succeeded', reference: 'sb_pi_x' });
    const sig = g.sign(body);
    expect(g.verifyWebhook(body, sig)).toEqual({
      type: 'payment.succeeded',
      reference: 'sb_pi_x',
      idempotencyKey: null,
    });
    expect(g.verifyWebhook(body, sig.slice(0, -1))).toBeNull();
    expect(g.verifyWebhook(body, `${sig}0`)).toBeNull();
    expect(g.verifyWebhook(body, '')).toBeNull();
    const signed = (raw: string) => g.verifyWebhook(raw, g.sign(raw));
    expect(signed('not json')).toBeNull();
    expect(signed(JSON.stringify({ type: 'payment.succeeded' }))).toBeNull();
    expect(signed(JSON.stringify({ reference: 'sb_pi_x' }))).toBeNull();
    expect(signed(JSON.stringify({ type: 1, reference: 'sb_pi_x' }))).toBeNull();
    expect(signed(JSON.stringify({ type: 'payment.failed', reference: 2 }))).toBeNull();
    expect(signed('null')).toBeNull();
  });
});
