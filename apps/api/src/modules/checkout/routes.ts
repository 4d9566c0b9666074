import {
  ZAvailablePackages,
  ZBasket,
  ZPackagesQuery,
  ZPaymentIdParams,
  ZPaymentLookupParams,
  ZPaymentResult,
  ZPaymentStatus,
  ZPayRequest,
  ZSetBasket,
} from '@fairway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotencyKeyOf } from '../../lib/idempotency-key';
import { memberIdOf } from '../../plugins/session';
import { paymentMethodOf } from '../payments';
import { emptyBasket, getBasket, setBasket } from './basket-service';
import { listAvailablePackages } from './packages-service';
import { confirmPayment, payBasket } from './pay-service';
import { paymentStatus } from './payment-status-service';

export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { preHandler: app.requireAuth };

  app.get(
    '/checkout/packages',
    {
      schema: {
        tags: ['checkout'],
        summary:
          'Packages of a club priced for the caller (members: home club by default; visitors: clubId required, no top-ups)',
        querystring: ZPackagesQuery,
        response: { 200: ZAvailablePackages },
      },
    },
    async (request) =>
      listAvailablePackages(app.db, {
        memberId: request.session?.memberId ?? null,
        clubId: request.query.clubId,
        promoCode: request.query.promocode,
      }),
  );

  app.get(
    '/checkout/basket',
    {
      ...auth,
      schema: {
        tags: ['checkout'],
        summary: 'The basket: { Items: [] } when empty, else its one item priced now',
        response: { 200: ZBasket },
      },
    },
    async (request) => getBasket(app.db, { memberId: memberIdOf(request) }),
  );

  app.put(
    '/checkout/basket',
    {
      ...auth,
      schema: {
        tags: ['checkout'],
        summary: 'Replace the basket’s one item { BundleId, PromoCode, NewClubId, Extra }',
        body: ZSetBasket,
        response: { 200: ZBasket },
      },
    },
    async (request) => setBasket(app.db, { memberId: memberIdOf(request), item: request.body }),
  );

  app.delete(
    '/checkout/basket',
    {
      ...auth,
      schema: { tags: ['checkout'], summary: 'Empty the basket', response: { 200: ZBasket } },
    },
    async (request) => emptyBasket(app.db, { memberId: memberIdOf(request) }),
  );

  app.post(
    '/checkout/pay',
    {
      ...auth,
      schema: {
        tags: ['checkout'],
        summary:
          'Pay for the basket (header Idempotency-Key: a retry never charges twice). 200 Succeeded, 202 RequiresAction',
        body: ZPayRequest,
        response: { 200: ZPaymentResult, 202: ZPaymentResult },
      },
    },
    async (request, reply) => {
      const method = paymentMethodOf(request.body);
      const { result } = await payBasket(app.db, app.payments, {
        memberId: memberIdOf(request),
        idempotencyKey: idempotencyKeyOf(request.headers),
        method,
        saveMethod: request.body.SaveCard === true,
      });
      return reply.status(result.Status === 'RequiresAction' ? 202 : 200).send(result);
    },
  );

  app.get(
    '/checkout/payments/:paymentId',
    {
      ...auth,
      schema: {
        tags: ['checkout'],
        summary:
          'Where one of the caller’s payments stands (by its id or the gateway’s pi_ reference): Pending, RequiresAction, Succeeded or Failed',
        params: ZPaymentLookupParams,
        response: { 200: ZPaymentStatus },
      },
    },
    async (request) =>
      paymentStatus(app.db, { memberId: memberIdOf(request), paymentId: request.params.paymentId }),
  );

  app.post(
    '/checkout/payments/:paymentId/confirm',
    {
      ...auth,
      schema: {
        tags: ['checkout'],
        summary:
          'After the extra authentication step of a RequiresAction payment: settle it (200, or a decline)',
        params: ZPaymentIdParams,
        response: { 200: ZPaymentResult, 202: ZPaymentResult },
      },
    },
    async (request, reply) => {
      const { result } = await confirmPayment(app.db, app.payments, {
        memberId: memberIdOf(request),
        paymentId: request.params.paymentId,
      });
      return reply.status(result.Status === 'RequiresAction' ? 202 : 200).send(result);
    },
  );
};
