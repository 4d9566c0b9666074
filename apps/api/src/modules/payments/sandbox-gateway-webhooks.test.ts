import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SandboxGateway } from './sandbox-gateway';

const _now = new Date('2026-06-15T12:00:00Z');
const _card = (number: string, over: Partial<{ expMonth: number; expYear: number; cvc: string }> = {}) => ({
  kind: 'card' as const,
  card: { number, expMonth: 12, expYear: 2030, cvc: '123', ...over },
});

describe('sandbox gateway: webhooks', () => {
  it('verifies webhook signatures', () => {
    const g = new SandboxGateway('s3cret');
    const body = JSON.stringify({ type: 'payment.succeeded', reference: 'sb_pi_x', idempotencyKey: 'x' });
    expect(g.verifyWebhook(body, g.sign(body))).toEqual({
      type: 'payment.succeeded',
      reference: 'sb_pi_x',
      idempotencyKey: 'x',
    });
    expect(g.verifyWebhook(body, undefined)).toBeNull();
    expect(g.verifyWebhook(body, g.sign(`${body} `))).toBeNull();
    expect(g.verifyWebhook(body, new SandboxGateway('other').sign(body))).toBeNull();
  });

  it('signs with the hex HMAC-SHA256 of the raw body, by default with the sandbox secret', () => {
    const body = '{"type":"payment.succeeded","reference":"sb_pi_x"}';
    const hmac = (secret: string) => createHmac('sha256', secret).update(body).digest('hex');
    expect(new SandboxGateway().sign(body)).toBe(`sha256=${hmac('sandbox-webhook-secret')}`);
    expect(new SandboxGateway('s3cret').sign(body)).toBe(`sha256=${hmac('s3cret')}`);
  });

  it('refuses webhooks with a short, long or empty signature, and bodies that are not events', () => {
    const g = new SandboxGateway('s3cret');
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
