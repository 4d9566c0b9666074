import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client';

export type DrainOptions = {
  /** How long readiness says 503 before the listener closes, so a balancer's health checks notice. */
  graceMs: number;
  /** The whole drain's bound (close-with-grace exits with 1 past it); jobs get what is left of it. */
  timeoutMs: number;
  /** Background work of server.ts to stop once requests are done (the session purge). */
  stopBackground?: () => Promise<void>;
};

/**
 * A graceful stop, in the order a balancer needs it:
 * 1. readiness turns false at once (and replies ask keep-alive clients to close), and the job queue
 *    stops taking work: jobs running finish, or are failed back to the queue at the jobs' deadline;
 * 2. after the grace, the listener stops taking connections, idle keep-alive connections are closed,
 *    and live sockets are closed at the transport, which Socket.IO clients answer by reconnecting
 *    (through the balancer, to another instance);
 * 3. requests in flight finish, then the app's own resources close, then the database.
 */
export async function drain(app: FastifyInstance, database: Database, options: DrainOptions): Promise<void> {
  const started = Date.now();
  app.lifecycle.draining = true;
  app.log.info({ graceMs: options.graceMs }, 'draining: readiness is now false');

  const jobs = app.jobs;
  // The jobs plugin's own close hook then finds nothing left to stop.
  app.jobs = null;
  // Leave a second of the bound for closing everything after the jobs.
  const jobsStopped = (jobs?.stop(Math.max(1_000, options.timeoutMs - 1_000)) ?? Promise.resolve()).then(() =>
    app.log.info('draining: job queue stopped'),
  );

  await delay(options.graceMs);
  app.log.info('draining: closing the listener and live connections');
  // Stops accepting at once; its callback (connections all ended) is awaited through app.close() below.
  if (app.server.listening) app.server.close();
  await app.hub?.close();
  await app.close();
  await jobsStopped;
  await options.stopBackground?.();
  await database.close();
  app.log.info({ ms: Date.now() - started }, 'drained');
}
