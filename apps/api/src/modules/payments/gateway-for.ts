import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { serverKey } from '../../lib/server-key';
import type { PaymentGateway } from './gateway';
import { SandboxGateway } from './sandbox-gateway';
import { StripeGateway } from './stripe-gateway';

/**
 * The sandbox's webhook secret: SANDBOX_WEBHOOK_SECRET, else (the embedded mode) a key made on first use
 * and kept in DATA_DIR/sandbox-webhook.key, readable by the server's user only, as hex.
 */
export function sandboxWebhookKey(config: Pick<Config, 'sandboxWebhookSecret' | 'dataDir'>): string {
  return serverKey({
    configured: config.sandboxWebhookSecret,
    envName: 'SANDBOX_WEBHOOK_SECRET',
    dataDir: config.dataDir,
    file: 'sandbox-webhook.key',
  }).toString('hex');
}

/**
 * The one place the card processor is chosen: Stripe when STRIPE_SECRET_KEY is set, else the sandbox,
 * which keeps its books in the application's database and signs webhooks with this install's own key.
 */
export function gatewayFor(
  config: Pick<Config, 'stripe' | 'sandboxWebhookSecret' | 'dataDir'>,
  db: Db,
): PaymentGateway {
  if (!config.stripe) return new SandboxGateway(db, sandboxWebhookKey(config));
  return new StripeGateway({
    secretKey: config.stripe.secretKey,
    webhookSecret: config.stripe.webhookSecret,
    apiBase: config.stripe.apiBase,
  });
}
