import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { unauthenticated } from '../lib/app-error';
import { findLiveSession, type SessionRecord, touchSession } from '../modules/auth/session-repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** The live session of the caller, or null for a visitor. */
    session: SessionRecord | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless the caller has a live session. */
    requireAuth: (request: FastifyRequest) => Promise<void>;
    sessionCookie: {
      name: (request: FastifyRequest) => string;
      set: (request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: Date) => void;
      clear: (request: FastifyRequest, reply: FastifyReply) => void;
      read: (request: FastifyRequest) => string | undefined;
    };
  }
}

/** Returns the member id of the authenticated caller; throws 401 for visitors. */
export function memberIdOf(request: FastifyRequest): string {
  if (!request.session) throw unauthenticated();
  return request.session.memberId;
}

/**
 * Cookie session. Over HTTPS the cookie gets the `__Host-` prefix and Secure; always HttpOnly and
 * SameSite=Lax. `cookieSecure: 'auto'` decides per request from the protocol (behind a trusted proxy).
 */
export const sessionPlugin = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  const { session: policy } = opts.config;
  const isSecure = (request: FastifyRequest) =>
    policy.cookieSecure === 'auto' ? request.protocol === 'https' : policy.cookieSecure;
  const name = (request: FastifyRequest) =>
    isSecure(request) ? '__Host-fairway_session' : 'fairway_session';

  app.decorate('sessionCookie', {
    name,
    read: (request: FastifyRequest) => request.cookies[name(request)],
    set: (request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: Date) => {
      reply.setCookie(name(request), token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: isSecure(request),
        expires: expiresAt,
      });
    },
    clear: (request: FastifyRequest, reply: FastifyReply) => {
      reply.clearCookie(name(request), {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: isSecure(request),
      });
    },
  });

  app.decorateRequest('session', null);

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = app.sessionCookie.read(request);
    if (!token) return;
    const session = await findLiveSession(app.db, token, policy);
    if (!session) return;
    request.session = session;
    await touchSession(app.db, session);
  });

  app.decorate('requireAuth', async (request: FastifyRequest) => {
    if (!request.session) throw unauthenticated();
  });
});
