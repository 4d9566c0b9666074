import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Scheduler, startScheduler } from './scheduler';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job scheduler once the app is ready; null when JOBS_ENABLED is false. */
    jobs: Scheduler | null;
  }
}

/** Starts the scheduler when the app is ready (JOBS_ENABLED) and stops it, jobs finished, on close. */
export const jobsPlugin = fp(async (app: FastifyInstance, options: { pollingIntervalSeconds?: number }) => {
  app.decorate('jobs', null);
  if (!app.config.jobs.enabled) return;
  app.addHook('onReady', async () => {
    app.jobs = await startScheduler({
      config: app.config,
      database: app.database,
      payments: app.payments,
      notifier: app.notifier,
      hub: () => app.hub,
      log: app.log,
      pollingIntervalSeconds: options.pollingIntervalSeconds,
      mailer: app.mailer,
      receipts: app.receipts,
      written: () => app.readCache.written(),
    });
  });
  app.addHook('onClose', async () => {
    await app.jobs?.stop();
    app.jobs = null;
  });
});
