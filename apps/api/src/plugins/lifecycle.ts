import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where this instance is in its life: draining once a shutdown has begun (server.ts, shutdown.ts). */
    lifecycle: Lifecycle;
  }
}

export type Lifecycle = {
  /** True from the first moment of a shutdown: readiness answers 503 so balancers stop sending traffic. */
  draining: boolean;
};

/**
 * The instance's drain state. While draining, replies also ask keep-alive clients to close their
 * connection, so a client that talks to this instance directly (no balancer) reconnects elsewhere.
 */
export const lifecyclePlugin = fp(async (app: FastifyInstance) => {
  app.decorate('lifecycle', { draining: false });
  // A callback hook: no promise per request for a flag that is false for the instance's whole life but its end.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (app.lifecycle.draining) reply.header('connection', 'close');
    done(null, payload);
  });
});
