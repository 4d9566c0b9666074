import {
  ZApiError,
  ZLoginBody,
  ZLoginResult,
  ZOk,
  ZRegisterBody,
  ZSession,
  ZSessionQuery,
  ZStopImpersonating,
} from '@fairway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, unauthenticated } from '../../lib/app-error';
import { registerCredentialRateLimits } from '../../plugins/limits/rate-limit';
import { sessionIdOf } from '../../plugins/session-repository';
import { getMemberSummary } from '../members';
import { registrationFieldErrors } from './registration-errors';
import { logIn, logOut, registerMember, stopImpersonation } from './service';

const tags = ['account'];
const ZRateLimited = ZApiError.describe('Too many attempts; see the Retry-After header');

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerCredentialRateLimits(app, app.config);
  const policy = app.config.session;

  app.post(
    '/account/register',
    {
      attachValidation: true,
      schema: {
        tags,
        summary: 'Register a member at a club and log them in',
        body: ZRegisterBody,
        response: { 201: ZOk, 400: ZApiError, 409: ZApiError, 429: ZRateLimited },
      },
    },
    async (request, reply) => {
      if (request.validationError) {
        throw new AppError('REGISTRATION_FAILED', {
          fields: registrationFieldErrors(request.validationError.validation),
        });
      }
      const session = await registerMember(app.db, { body: request.body, policy });
      app.sessionCookie.set(request, reply, session.token, session.expiresAt);
      return reply.status(201).send({ ok: true });
    },
  );

  app.post(
    '/account/login',
    {
      schema: {
        tags,
        summary: 'Log in with e-mail and password (a new session id every time)',
        description:
          'With two-factor sign-in on, answers `{ ok: false, tfaToken }` and no session yet. A full sign-in (here, or after the second factor) also sets the device cookie; a browser without it that meets the account-wide guessing ceiling gets 429 `LOGIN_LOCKED` (offer the magic link).',
        body: ZLoginBody,
        response: { 200: ZLoginResult, 400: ZApiError, 401: ZApiError, 429: ZRateLimited },
      },
    },
    async (request, reply) => {
      const previousToken = app.sessionCookie.read(request);
      const session = await logIn(app.db, { ...request.body, previousToken, policy });
      if (previousToken) await app.sessionCache.invalidateSession(sessionIdOf(previousToken));
      // A right password alone is not a sign-in when two-factor is on: the device cookie (which spares a
      // browser the account-wide ceilings, second-factor codes included) waits for the code.
      if (session.tfaToken !== null) return { ok: false, tfaToken: session.tfaToken } as const;
      // Signed in: this browser is the account's own from now on (rate-limit.ts).
      app.deviceCookie.remember(request, reply, request.body.email);
      app.sessionCookie.set(request, reply, session.token, session.expiresAt);
      return { ok: true } as const;
    },
  );

  app.get(
    '/account/session',
    {
      schema: {
        tags,
        summary:
          "Whether the caller has a live session; with include=member, also the signed-in member's summary",
        querystring: ZSessionQuery,
        response: { 200: ZSession },
      },
    },
    async (request) => {
      const session = request.session;
      if (!session) return { isAuthenticated: false, isImpersonating: false };
      const answer = { isAuthenticated: true, isImpersonating: Boolean(session.impersonatorId) };
      if (request.query.include !== 'member') return answer;
      const member = await getMemberSummary(app.db, {
        memberId: session.memberId,
        impersonatorId: session.impersonatorId,
      });
      return { ...answer, member };
    },
  );

  app.post(
    '/account/logout',
    { schema: { tags, summary: 'End the session and clear its cookie', response: { 200: ZOk } } },
    async (request, reply) => {
      const token = app.sessionCookie.read(request);
      await logOut(app.db, token);
      if (token) await app.sessionCache.invalidateSession(sessionIdOf(token));
      app.sessionCookie.clear(request, reply);
      return { ok: true } as const;
    },
  );

  app.post(
    '/account/stop-impersonating',
    {
      schema: {
        tags,
        summary: 'End staff impersonation and return to the staff dashboard page of the member',
        security: [{ session: [] }],
        response: { 200: ZStopImpersonating, 401: ZApiError, 403: ZApiError },
      },
    },
    async (request, reply) => {
      if (!request.session) throw unauthenticated();
      const result = await stopImpersonation(app.db, { session: request.session, policy });
      await app.sessionCache.invalidateSession(request.session.id);
      app.sessionCookie.set(request, reply, result.token, result.expiresAt);
      return {
        ok: true,
        redirectUrl: `${app.config.staffDashboardUrl}/members/${result.memberGuid}`,
      } as const;
    },
  );
};
