import { ZCheckoutGateway, ZWebhookAck, ZWebhookBody, ZWebhookHeaders } from '@fairway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { settleFromGatewayEvent } from './pay-service';

/** Stripe events are a few kilobytes; the signature covers the body exactly as it arrived. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

export const gatewayWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/checkout/gateway',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Which card form to show: the sandbox form, or Stripe Elements with the publishable key',
        response: { 200: ZCheckoutGateway },
      },
    },
    async () => {
      const stripe = app.payments.gateway.name === 'stripe' ? app.config.stripe : null;
      return {
        Gateway: app.payments.gateway.name,
        PublishableKey: stripe?.publishableKey ?? null,
      };
    },
  );

  // Its own plugin: the raw-text body parser below applies to the webhook only.
  const webhook: FastifyPluginAsyncZod = async (hooks) => {
    hooks.removeAllContentTypeParsers();
    hooks.addContentTypeParser('*', { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT }, (_r, body, done) =>
      done(null, body),
    );

    hooks.post(
      '/payment/webhooks/stripe',
      {
        bodyLimit: WEBHOOK_BODY_LIMIT,
        // Called by Stripe's servers: no session, no Origin; the signature is the authentication.
        config: { crossSiteAllowed: true },
        schema: {
          tags: ['payments'],
          summary:
            "Stripe webhook (payment_intent.succeeded, payment_intent.payment_failed, charge.refunded): the Stripe-Signature header is checked against the raw body; 400 when it does not match. A success whose amount or currency differs from the payment's settles nothing (acknowledged, logged)",
          headers: ZWebhookHeaders,
          body: ZWebhookBody,
          response: { 200: ZWebhookAck },
        },
      },
      async (request) => {
        const event = app.payments.gateway.verifyWebhook(request.body, request.headers['stripe-signature']);
        if (!event) throw new AppError('WEBHOOK_SIGNATURE_INVALID');
        const { settlement, paymentId } = await settleFromGatewayEvent(app.db, app.payments, event);
        const line = { event: event.type, reference: event.reference, paymentId, settlement };
        if (settlement === 'unknown_payment')
          request.log.warn(line, 'webhook for an unknown payment, ignored');
        else if (settlement === 'amount_mismatch' || settlement === 'currency_mismatch')
          // Ids and the kind of mismatch only: no member, no card, no amounts in the log.
          request.log.error(line, 'webhook charge does not match its payment, not settled');
        else request.log.info(line, 'webhook settled');
        return { Received: true as const };
      },
    );
  };
  await app.register(webhook);
};
