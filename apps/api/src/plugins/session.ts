import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { AppError, unauthenticated } from '../lib/app-error';
import { connectBroadcast } from '../lib/broadcast';
import { SESSION_CHANNEL, SessionCache } from './session-cache';
import {
  findLiveSessionById,
  provideSessionMembers,
  type SessionMembers,
  type SessionRecord,
  sessionIdOf,
  touchDue,
  touchSession,
} from './session-repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** The live session of the caller, or null for a visitor. */
    session: SessionRecord | null;
  }
  interface FastifyInstance {
    /**
     * Session lookups reused for SESSION_CACHE_SECONDS. Whatever deletes sessions calls
     * `sessionCache.invalidateSession(id)` or `sessionCache.invalidateMemberSessions(memberId)` after
     * its commit: the copies are dropped on every instance (Redis or PostgreSQL NOTIFY).
     */
    sessionCache: SessionCache;
    /** preHandler: 401 unless the caller has a live session. */
    requireAuth: (request: FastifyRequest, reply?: FastifyReply, done?: (error?: Error) => void) => void;
    /**
     * preHandler for what only the member decides or may see (their password, second factor, calendar
     * feed address, data export): 401 for visitors, 403 `NOT_WHILE_IMPERSONATING` for staff acting as them.
     */
    requireOwnSession: (
      request: FastifyRequest,
      reply?: FastifyReply,
      done?: (error?: Error) => void,
    ) => void;
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
 * Whether every session cookie is Secure and `__Host-` whatever a request's protocol: with an https
 * PUBLIC_ORIGIN members only ever reach the portal over TLS, even when a TLS proxy in front speaks plain
 * HTTP to us and TRUST_PROXY is unset (the request then looks like http; issue 46 §10). No setting turns
 * this off: with an https origin the Origin check already refuses every state-changing call over http.
 */
export function alwaysSecureCookies(config: Pick<Config, 'publicOrigin' | 'session'>): boolean {
  return config.session.cookieSecure === true || new URL(config.publicOrigin).protocol === 'https:';
}

/**
 * Cookie session. Over HTTPS the cookie gets the `__Host-` prefix and Secure; always HttpOnly and
 * SameSite=Lax. With an https PUBLIC_ORIGIN (or COOKIE_SECURE=true) always; else `cookieSecure: 'auto'`
 * decides per request from the protocol (behind a trusted proxy).
 */
/**
 * `members`: the members' selection every session lookup joins (the members module's `sessionMembers`),
 * handed over by the app that registers the plugin: the session store reads no members table of its own.
 */
export const sessionPlugin = fp(
  async (app: FastifyInstance, opts: { config: Config; members: SessionMembers }) => {
    provideSessionMembers(opts.members);
    const { session: policy } = opts.config;
    const secureAlways = alwaysSecureCookies(opts.config);
    if (secureAlways) {
      app.log.info(
        { publicOrigin: opts.config.publicOrigin },
        'session and device cookies are Secure and __Host- on every response',
      );
    }
    const isSecure = (request: FastifyRequest) =>
      secureAlways || (policy.cookieSecure === 'auto' && request.protocol === 'https');
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

    const cache = new SessionCache(policy.cacheSeconds * 1000);
    cache.broadcast = await connectBroadcast(
      opts.config,
      SESSION_CHANNEL,
      { message: (text) => cache.receive(text), all: () => cache.clear() },
      app.log,
    );
    app.decorate('sessionCache', cache);
    app.addHook('onClose', async () => cache.broadcast.close());

    // A callback hook: a visitor, and a member whose session is in the cache and was touched within the
    // minute (nearly every request), pass without a promise; only a lookup or a touch waits for the database.
    app.addHook('onRequest', (request, _reply, done) => {
      if (!request.url.startsWith('/api/')) return done();
      const token = app.sessionCookie.read(request);
      if (!token) return done();
      const id = sessionIdOf(token);
      const now = new Date();
      const cached = cache.get(id, policy, now.getTime());
      if (cached && !touchDue(cached, now)) {
        request.session = cached;
        return done();
      }
      attach(request, id, cached ?? null, now).then(() => done(), done);
    });

    async function attach(request: FastifyRequest, id: string, cached: SessionRecord | null, now: Date) {
      let session = cached;
      if (!session) {
        session = await cache.lookUp(id, () => findLiveSessionById(app.db, id, policy, now), now.getTime());
        if (!session) return;
      }
      request.session = session;
      const touched = session;
      await cache.touch(touched.id, () => touchSession(app.db, touched, now));
    }

    // A plain function, not async: as a route's preHandler Fastify passes it `done`, and a caller awaiting it
    // gets its throw; either way no promise per request.
    const requireAuth = (request: FastifyRequest, _reply?: FastifyReply, done?: HookDone) => {
      if (!request.session) return refuse(unauthenticated(), done);
      done?.();
    };
    const requireOwnSession = (request: FastifyRequest, _reply?: FastifyReply, done?: HookDone) => {
      if (!request.session) return refuse(unauthenticated(), done);
      if (request.session.impersonatorId) return refuse(new AppError('NOT_WHILE_IMPERSONATING'), done);
      done?.();
    };
    app.decorate('requireAuth', requireAuth);
    app.decorate('requireOwnSession', requireOwnSession);
  },
);

type HookDone = (error?: Error) => void;

/** A refusal, to the hook's `done` when Fastify called it as a hook, else thrown to the caller. */
function refuse(error: Error, done: HookDone | undefined): void {
  if (!done) throw error;
  done(error);
}
