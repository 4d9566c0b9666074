import {
  ZApiError,
  ZBugReport,
  ZChangePasswordBody,
  ZMagicLinkRequest,
  ZMagicLinkVerify,
  ZOk,
  ZProfile,
  ZProfileUpdate,
  ZRecoveryCodes,
  ZTwoFactorEnable,
  ZTwoFactorFallback,
  ZTwoFactorSetup,
  ZTwoFactorVerify,
} from '@fairway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthenticated } from '../../lib/app-error';
import { memberIdOf } from '../../plugins/session';
import { registerCredentialRateLimits } from '../auth/rate-limit';
import { sendBugReport } from './bug-report';
import { changePassword, getProfile, updateProfile } from './profile-service';
import {
  disableTwoFactor,
  enableTwoFactor,
  requestMagicLink,
  sendTfaFallbackCode,
  startTwoFactorSetup,
  verifyMagicLink,
  verifyTfa,
} from './sign-in-service';

const tags = ['account'];
const security = [{ session: [] }];

/** Account details, password change, magic-link and two-factor sign-in (issue 10 §1, §2). */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  // Magic links and second-factor codes are credentials: the same per-address and per-account limits.
  await registerCredentialRateLimits(app, app.config);
  const policy = app.config.session;
  const originOf = (request: { protocol: string; host: string }) =>
    app.config.publicOrigin ?? `${request.protocol}://${request.host}`;

  app.get(
    '/account/profile',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: "The caller's account details",
        security,
        response: { 200: ZProfile, 401: ZApiError },
      },
    },
    async (request) => getProfile(app.db, memberIdOf(request)),
  );

  app.put(
    '/account/profile',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: "Saves the caller's account details (all fields; empty optional fields clear them)",
        security,
        body: ZProfileUpdate,
        response: { 200: ZProfile, 400: ZApiError, 401: ZApiError },
      },
    },
    async (request) => updateProfile(app.db, memberIdOf(request), request.body),
  );

  app.post(
    '/account/change-password',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: 'Changes the password; every other session of the member ends',
        security,
        body: ZChangePasswordBody,
        response: { 200: ZOk, 400: ZApiError, 401: ZApiError },
      },
    },
    async (request) => {
      const session = request.session;
      if (!session) throw unauthenticated();
      await changePassword(app.db, { memberId: session.memberId, sessionId: session.id, body: request.body });
      // The other sessions are gone from the database; no instance may keep serving a cached copy.
      await app.sessionCache.invalidateMemberSessions(session.memberId);
      return { ok: true } as const;
    },
  );

  app.post(
    '/account/magic-link',
    {
      schema: {
        tags,
        summary:
          'E-mails a single-use sign-in link (15 minutes); the same answer whether or not the address is known',
        body: ZMagicLinkRequest,
        response: { 200: ZOk, 400: ZApiError, 429: ZApiError },
      },
    },
    async (request) => {
      await requestMagicLink(app.db, app.mailer, {
        email: request.body.email,
        origin: originOf(request),
      }).catch((err: unknown) => {
        // A mail failure must not tell the caller the address exists.
        request.log.error({ err }, 'magic link not sent');
      });
      return { ok: true } as const;
    },
  );

  app.post(
    '/account/magic-link/verify',
    {
      schema: {
        tags,
        summary: 'Follows a magic link: a new session, once',
        body: ZMagicLinkVerify,
        response: { 200: ZOk, 400: ZApiError, 401: ZApiError },
      },
    },
    async (request, reply) => {
      const session = await verifyMagicLink(app.db, { token: request.body.token, policy });
      app.sessionCookie.set(request, reply, session.token, session.expiresAt);
      return { ok: true } as const;
    },
  );

  app.post(
    '/account/2fa/verify',
    {
      schema: {
        tags,
        summary: 'Second sign-in step: the authenticator code, the e-mailed code or a recovery code',
        body: ZTwoFactorVerify,
        response: { 200: ZOk, 400: ZApiError, 401: ZApiError, 429: ZApiError },
      },
    },
    async (request, reply) => {
      const session = await verifyTfa(app.db, { ...request.body, policy });
      app.sessionCookie.set(request, reply, session.token, session.expiresAt);
      return { ok: true } as const;
    },
  );

  app.post(
    '/account/2fa/fallback',
    {
      schema: {
        tags,
        summary: 'E-mails a one-time sign-in code for a TFA token (UseFallbackUI)',
        body: ZTwoFactorFallback,
        response: { 200: ZOk, 400: ZApiError, 401: ZApiError, 429: ZApiError },
      },
    },
    async (request) => {
      await sendTfaFallbackCode(app.db, app.mailer, { tfaToken: request.body.tfaToken });
      return { ok: true } as const;
    },
  );

  app.post(
    '/account/2fa/setup',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: 'A new authenticator secret and its QR code (nothing saved until confirmed)',
        security,
        response: { 200: ZTwoFactorSetup, 401: ZApiError },
      },
    },
    async (request) => {
      const profile = await getProfile(app.db, memberIdOf(request));
      return startTwoFactorSetup(profile.email);
    },
  );

  app.post(
    '/account/2fa/enable',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary:
          'Turns two-factor sign-in on with a code from the new secret; answers the recovery codes once',
        security,
        body: ZTwoFactorEnable,
        response: { 200: ZRecoveryCodes, 400: ZApiError, 401: ZApiError },
      },
    },
    async (request) => ({
      recoveryCodes: await enableTwoFactor(app.db, { memberId: memberIdOf(request), ...request.body }),
    }),
  );

  app.post(
    '/account/2fa/disable',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: 'Turns two-factor sign-in off',
        security,
        response: { 200: ZOk, 401: ZApiError },
      },
    },
    async (request) => {
      await disableTwoFactor(app.db, memberIdOf(request));
      return { ok: true } as const;
    },
  );

  app.post(
    '/support/bug-report',
    {
      schema: {
        tags: ['support'],
        summary: "The 404 page's bug report, e-mailed to the team (BUG_REPORT_TO)",
        body: ZBugReport,
        response: { 202: ZOk, 400: ZApiError, 429: ZApiError },
      },
    },
    async (request, reply) => {
      await sendBugReport(app.mailer, app.config.bugReportTo, {
        ...request.body,
        memberId: request.session?.memberId ?? null,
      });
      return reply.status(202).send({ ok: true });
    },
  );
};
