import { ZPayArrearsRequest, ZPaymentResult, ZSetSubscription, ZSubscription } from '@fairway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotencyKeyOf } from '../../lib/idempotency-key';
import { memberIdOf } from '../../plugins/session';
import { paymentMethodOf } from '../payments';
import { payArrears } from './renewal-service';
import { getSubscription, updateSubscription } from './subscription-service';

export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { preHandler: app.requireAuth };

  app.get(
    '/payment/subscription',
    {
      ...auth,
      schema: {
        tags: ['payment'],
        summary:
          'The member’s subscription: Status (Active, None, Arrears), AutoRenewOn, package, next renewal date, amount, saved card',
        response: { 200: ZSubscription },
      },
    },
    async (request) => getSubscription(app.db, memberIdOf(request)),
  );

  app.put(
    '/payment/subscription',
    {
      ...auth,
      schema: {
        tags: ['payment'],
        summary:
          'Turn automatic renewal on or off { AutoRenewOn }; on needs a card saved by a payment with SaveCard (else 422 SAVED_CARD_REQUIRED)',
        body: ZSetSubscription,
        response: { 200: ZSubscription },
      },
    },
    async (request) =>
      updateSubscription(app.db, { memberId: memberIdOf(request), autoRenewOn: request.body.AutoRenewOn }),
  );

  app.post(
    '/payment/arrears',
    {
      ...auth,
      schema: {
        tags: ['payment'],
        summary:
          'Pay the arrears (header Idempotency-Key): the current package at its current price, as GET /payment/subscription shows it; renews the membership and unlocks the account. 200 Succeeded, 202 RequiresAction (then POST /checkout/payments/{paymentId}/confirm); 409 NOT_IN_ARREARS',
        body: ZPayArrearsRequest,
        response: { 200: ZPaymentResult, 202: ZPaymentResult },
      },
    },
    async (request, reply) => {
      const method = paymentMethodOf(request.body);
      const { result } = await payArrears(app.db, app.payments, {
        memberId: memberIdOf(request),
        idempotencyKey: idempotencyKeyOf(request.headers),
        method,
        saveMethod: request.body.SaveCard === true,
      });
      return reply.status(result.Status === 'RequiresAction' ? 202 : 200).send(result);
    },
  );
};
