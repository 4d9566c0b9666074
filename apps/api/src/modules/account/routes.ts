import {
  ZAccountPreferences,
  ZApiError,
  ZBugReport,
  ZChangePasswordBody,
  ZLoginResult,
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
  accountFailureCeiling,
  clientRateLimit,
  registerCredentialRateLimits,
  registerMemberRateLimit,
} from '../../plugins/limits/rate-limit';
import { memberIdOf } from '../../plugins/session';
import {
  ownerOfTfaToken,
  requestMagicLink,
  sendTfaFallbackCode,
  tfaCeilingMail,
  verifyMagicLink,
  verifyTfa,
} from '../auth';
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
  // Wrong second-factor codes per account, whichever token and address they come from (issue 46 §1).
  const tfaCeiling = accountFailureCeiling(app, {
    name: '2fa',
    max: app.config.rateLimit.tfaPerAccount ?? 10,
    windowSeconds: app.config.rateLimit.tfaWindowSeconds ?? 900,
    code: 'TFA_LOCKED',
  });
  /** Once per account and window: the owner hears that someone is guessing their codes. */
  const warnOwner = async (request: FastifyRequest, email: string) => {
    if (!(await tfaCeiling.firstToReach(email))) return;
    await app.mailer.send({ ...tfaCeilingMail(), to: email }).catch((err: unknown) => {
      request.log.error({ err }, 'second-factor ceiling e-mail not sent');
    });
  };
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
        summary: 'Follows a magic link, once: a new session, or with two-factor sign-in on the TFA token',
        description:
          'A link is the first factor only: with two-factor sign-in on it answers `{ ok: false, tfaToken }` as a right password does, and the session starts after the code (`POST /api/account/2fa/verify`).',
        body: ZMagicLinkVerify,
        response: { 200: ZLoginResult, 400: ZApiError, 401: ZApiError },
      },
    },
    async (request, reply) => {
      const session = await verifyMagicLink(app.db, { token: request.body.token, policy });
      // Whoever reads the member's e-mail is not in yet: no session, no device cookie before the code.
      if (session.tfaToken !== null) {
        return { ok: false, tfaToken: session.tfaToken, clubId: session.homeClubId } as const;
      }
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
        description:
          'Wrong codes count per account across every TFA token and client address (RATE_LIMIT_TFA_PER_ACCOUNT per RATE_LIMIT_TFA_WINDOW_SECONDS); past that, 429 `TFA_LOCKED` for browsers without the device cookie, and the owner is e-mailed once.',
        body: ZTwoFactorVerify,
        response: { 200: ZOk, 400: ZApiError, 401: ZApiError, 429: ZApiError },
      },
    },
    async (request, reply) => {
      const owner = await ownerOfTfaToken(app.db, request.body.tfaToken);
      const counted = await tfaCeiling.take(request, owner.email).catch(async (err: unknown) => {
        await warnOwner(request, owner.email);
        throw err;
      });
      const session = await verifyTfa(app.db, boxOf(), { ...request.body, policy }).catch(
        async (err: unknown) => {
          // A wrong code stays counted (a right password or a new token never takes it back).
          if (!(err instanceof AppError && err.code === 'TFA_FAILED')) await counted?.undo();
          else if (counted && counted.count >= tfaCeiling.max) await warnOwner(request, owner.email);
          throw err;
        },
      );
      await counted?.undo();
      app.sessionCookie.set(request, reply, session.token, session.expiresAt);
      // Signed in, both factors: this browser is the account's own from now on.
      app.deviceCookie.remember(request, reply, owner.email);
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
