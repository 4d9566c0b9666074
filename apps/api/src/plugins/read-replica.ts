import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Where this request's public reads go (explore, the network tee-time search, a course-day's
     * availability): the read replica (DATABASE_READ_URL) while it answers, unless the caller wrote within
     * DATABASE_READ_AFTER_WRITE_MS (their own write must show at once); otherwise the primary. A member's
     * own bookings, balances and anything else read on a write's behalf always use `app.db`.
     */
    readonly readDb: Db;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** How often the replica is asked whether it answers (a down standby sends the reads to the primary). */
const PING_MS = 5_000;

/**
 * Read-your-writes across instances: a signed-in member's accepted write (any method but GET, HEAD and
 * OPTIONS answered below 400) sets a short cookie holding the server's clock, and their reads stay on the
 * primary while it is younger than DATABASE_READ_AFTER_WRITE_MS, whichever instance answers them. A forged
 * cookie only sends its owner's reads to the primary. Without a replica this plugin adds no hook.
 */
export const readReplicaPlugin = fp(async (app: FastifyInstance, opts: { database: Database }) => {
  const primary = opts.database.db;
  const replica = opts.database.replica;
  if (!replica) {
    app.decorateRequest('readDb', {
      getter() {
        return primary;
      },
    });
    return;
  }
  let answering = true;
  const check = async () => {
    answering = await replica.ping();
  };
  const timer = setInterval(() => void check(), PING_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  // The session cookie's own rule decides the name (`__Host-` over HTTPS) and Secure.
  const cookieName = (request: FastifyRequest) =>
    app.sessionCookie.name(request).replace('fairway_session', 'fairway_wrote');
  const wroteRecently = (request: FastifyRequest) => {
    const wrote = Number(request.cookies[cookieName(request)]);
    return Number.isFinite(wrote) && Date.now() - wrote < replica.afterWriteMs;
  };
  app.decorateRequest('readDb', {
    getter(this: FastifyRequest) {
      return answering && !wroteRecently(this) ? replica.db : primary;
    },
  });
  app.addHook('onSend', async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || reply.statusCode >= 400 || !request.session) return;
    const secure = cookieName(request).startsWith('__Host-');
    reply.setCookie(cookieName(request), String(Date.now()), {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure,
      maxAge: Math.ceil(replica.afterWriteMs / 1000),
    });
  });
});
