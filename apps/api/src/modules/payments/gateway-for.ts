import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { PaymentGateway } from './gateway';
import { SandboxGateway } from './sandbox-gateway';
import { StripeGateway } from './stripe-gateway';

/**
 * The one place the card processor is chosen: Stripe when STRIPE_SECRET_KEY is set, else the sandbox,
 * which keeps its books in the application's database.
 */
export function gatewayFor(config: Pick<Config, 'stripe'>, db: Db): PaymentGateway {
  if (!config.stripe) return new SandboxGateway(db);
  return new StripeGateway({
    secretKey: config.stripe.secretKey,
    webhookSecret: config.stripe.webhookSecret,
    apiBase: config.stripe.apiBase,
  });
}
