import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { type CounterStore, fallbackCounterStore, memoryCounterStore } from './counter-store';
import { DEVICE_COOKIE_DAYS, type DeviceCookies, deviceCookieSecret, deviceCookies } from './device-cookie';
import { connectRedisCounterStore } from './redis-counter-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** The counters of every rate limit: Redis with REDIS_URL (this instance's memory while it is away). */
    counters: CounterStore;
    /** The signed "this browser has signed in to this account" cookie (OWASP device cookies). */
    deviceCookie: {
      knows: (request: FastifyRequest, email: string) => boolean;
      remember: (request: FastifyRequest, reply: FastifyReply, email: string) => void;
    };
  }
}

/** One counter store and one device-cookie key for the whole app, whichever module limits what. */
export const limitsPlugin = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  const { config } = opts;
  const memory = memoryCounterStore();
  const counters = config.redisUrl
    ? fallbackCounterStore(
        await connectRedisCounterStore(config.redisUrl, app.log, `${config.redisPrefix}fairway:rate-limit:`),
        memory,
        app.log,
      )
    : memory;
  app.decorate('counters', counters);
  app.addHook('onClose', () => counters.close());

  const cookies: DeviceCookies = deviceCookies(await deviceCookieSecret(config));
  // Secure (and `__Host-`) exactly when the session cookie is.
  const nameOf = (request: FastifyRequest) =>
    app.sessionCookie.name(request).startsWith('__Host-') ? '__Host-fairway_device' : 'fairway_device';
  app.decorate('deviceCookie', {
    knows: (request: FastifyRequest, email: string) => cookies.knows(request.cookies[nameOf(request)], email),
    remember: (request: FastifyRequest, reply: FastifyReply, email: string) => {
      const name = nameOf(request);
      reply.setCookie(name, cookies.remember(request.cookies[name], email), {
        path: '/',
        httpOnly: true,
        sameSite: 'strict',
        secure: name.startsWith('__Host-'),
        maxAge: DEVICE_COOKIE_DAYS * 86_400,
      });
    },
  });
});
