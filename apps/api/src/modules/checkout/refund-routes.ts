import { ZCoolingOff, ZPaymentIdParams, ZRefundResult } from '@fairway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotencyKeyOf } from '../../lib/idempotency-key';
import { memberIdOf } from '../../plugins/session';
import { findCoolingOff, refundRenewal } from './refund-service';

/** Cancelling a renewal inside its 14-day cooling-off window. */
export const refundRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { preHandler: app.requireAuth };

  app.get(
    '/payment/payments/cooling-off',
    {
      ...auth,
      schema: {
        tags: ['payments'],
        summary: 'The caller’s latest renewal still inside its 14-day cooling-off window, or null',
        response: { 200: ZCoolingOff },
      },
    },
    async (request) => findCoolingOff(app.db, memberIdOf(request)),
  );

  app.post(
    '/payment/payments/:paymentId/refund',
    {
      ...auth,
      schema: {
        tags: ['payments'],
        summary:
          'Cancel a renewal within 14 days of paying it (header Idempotency-Key): refunded through the gateway, renewal date and unspent points reversed',
        params: ZPaymentIdParams,
        response: { 200: ZRefundResult },
      },
    },
    async (request) =>
      refundRenewal(app.db, app.payments.gateway, {
        memberId: memberIdOf(request),
        paymentId: request.params.paymentId,
        idempotencyKey: idempotencyKeyOf(request.headers),
      }),
  );
};
