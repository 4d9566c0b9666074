import {
  ZAccountPreferences,
  ZApiError,
  ZBugReport,
  ZChangePasswordBody,
  ZMagicLinkRequest,
  ZMagicLinkVerify,
  ZOk,
  ZProfile,
  ZProfileUpdate,
  ZRecoveryCodes,
  ZTwoFactorDisable,
  ZTwoFactorEnable,
  ZTwoFactorFallback,
  ZTwoFactorSetup,
  ZTwoFactorSetupBody,
  ZTwoFactorVerify,
} from '@fairway/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, unauthenticated } from '../../lib/app-error';
import { type SecretBox, secretBox, twoFactorKey } from '../../lib/secret-box';
import {
  clientRateLimit,
  registerCredentialRateLimits,
  registerMemberRateLimit,
} from '../../plugins/limits/rate-limit';
import { memberIdOf } from '../../plugins/session';
import { requestMagicLink, sendTfaFallbackCode, verifyMagicLink, verifyTfa } from '../auth';
import { sendBugReport } from './bug-report';
import { getPreferences, setPreferences } from './preferences-service';
import { changePassword, getProfile, updateProfile } from './profile-service';
import { disableTwoFactor, enableTwoFactor, startTwoFactorSetup } from './two-factor-service';

const tags = ['account'];
const security = [{ session: [] }];

/** Account details, password change, magic-link and two-factor sign-in (issue 10 §1, §2). */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  // Magic links and second-factor codes are credentials: the same per-address and per-account limits.
  await registerCredentialRateLimits(app, app.config);
  const policy = app.config.session;
  // Per client address and member, never by the e-mail typed in the form (which the sender chooses).
  const bugReportLimit = clientRateLimit(app, app.config, {
    name: 'bug-report',
    max: app.config.bugReport.perClient,
  });
  // Made on first use: the embedded mode writes its key file only once someone sets up two-factor.
  let box: SecretBox | null = null;
  const boxOf = () => {
    box ??= secretBox(twoFactorKey(app.config));
    return box;
  };
  // A session alone does not change who can sign in: the password or a code is asked for, a guess at
  // either is slowed per member, and staff acting as the member are refused.
  const twoFactorLimit = await registerMemberRateLimit(app, app.config, {
    name: 'account-security',
    max: app.config.rateLimit.accountSecurityPerMember ?? 10,
  });
  const ownAccountOnly = async (request: FastifyRequest) => {
    await app.requireOwnSession(request);
    await twoFactorLimit(request);
  };

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

  app.get(
    '/account/preferences',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary:
          "The caller's booking preferences (AskBeforeBookingMeIn: a buddy's booking waits for my answer)",
        security,
        response: { 200: ZAccountPreferences, 401: ZApiError },
      },
    },
    async (request) => getPreferences(app.db, memberIdOf(request)),
  );

  app.put(
    '/account/preferences',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary:
          "Saves the caller's booking preferences: with AskBeforeBookingMeIn, a buddy booking me into a party holds the places until I accept",
        security,
        body: ZAccountPreferences,
        response: { 200: ZAccountPreferences, 400: ZApiError, 401: ZApiError },
      },
    },
    async (request) => setPreferences(app.db, memberIdOf(request), request.body),
  );

  app.post(
    '/account/change-password',
    {
      preHandler: ownAccountOnly,
      schema: {
        tags,
        summary: 'Changes the password; every other session of the member ends (never while impersonating)',
        security,
        body: ZChangePasswordBody,
        response: { 200: ZOk, 400: ZApiError, 401: ZApiError, 403: ZApiError, 429: ZApiError },
      },
    },
    async (request) => {
      const session = request.session;
      if (!session) throw unauthenticated();
      const { endedSessionIds } = await changePassword(app.db, {
        memberId: session.memberId,
        sessionId: session.id,
        body: request.body,
      });
      // The other sessions are gone from the database; no instance may keep serving a cached copy, and
      // their live sockets close.
      await app.sessionCache.invalidateMemberSessions(session.memberId, endedSessionIds);
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
        // From configuration only: a Host header naming another site must not become the link.
        origin: app.config.publicOrigin,
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
      // Signed in from this browser: the way back for an owner whose account strangers have locked.
      app.deviceCookie.remember(request, reply, session.email);
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
      const session = await verifyTfa(app.db, boxOf(), { ...request.body, policy });
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
      preHandler: ownAccountOnly,
      schema: {
        tags,
        summary:
          'After the password: a new authenticator secret and its QR code, kept by the server for 10 minutes (nothing changes until confirmed)',
        security,
        body: ZTwoFactorSetupBody,
        response: { 200: ZTwoFactorSetup, 400: ZApiError, 401: ZApiError, 403: ZApiError, 429: ZApiError },
      },
    },
    async (request) => {
      const memberId = memberIdOf(request);
      const profile = await getProfile(app.db, memberId);
      return startTwoFactorSetup(app.db, boxOf(), {
        memberId,
        email: profile.email,
        password: request.body.password,
      });
    },
  );

  app.post(
    '/account/2fa/enable',
    {
      preHandler: ownAccountOnly,
      schema: {
        tags,
        summary:
          "Turns two-factor sign-in on with a code from the setup's secret; answers the recovery codes once",
        security,
        body: ZTwoFactorEnable,
        response: { 200: ZRecoveryCodes, 400: ZApiError, 401: ZApiError, 403: ZApiError, 429: ZApiError },
      },
    },
    async (request) => ({
      recoveryCodes: await enableTwoFactor(app.db, boxOf(), {
        memberId: memberIdOf(request),
        code: request.body.code,
      }),
    }),
  );

  app.post(
    '/account/2fa/disable',
    {
      preHandler: ownAccountOnly,
      schema: {
        tags,
        summary: 'Turns two-factor sign-in off, on the password or a current code',
        security,
        body: ZTwoFactorDisable,
        response: { 200: ZOk, 400: ZApiError, 401: ZApiError, 403: ZApiError, 429: ZApiError },
      },
    },
    async (request) => {
      await disableTwoFactor(app.db, boxOf(), { memberId: memberIdOf(request), ...request.body });
      return { ok: true } as const;
    },
  );

  app.post(
    '/support/bug-report',
    {
      // Before validation: malformed reports count as well.
      preValidation: bugReportLimit,
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
