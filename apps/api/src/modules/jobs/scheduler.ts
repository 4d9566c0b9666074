import type { FastifyBaseLogger } from 'fastify';
import { fromPglite, PgBoss } from 'pg-boss';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { PayDeps } from '../checkout/pay-service';
import { expireLots } from '../points/service';
import { runRenewals } from '../subscription/renewal-service';

/** The scheduled jobs: queue name, when it runs (cron, UTC) and what it does. */
export const JOBS = {
  expireLots: { name: 'expire-open-play-lots', cron: '15 2 * * *' },
  renewals: { name: 'auto-renewals', cron: '0 3 * * *' },
} as const;
export type JobName = (typeof JOBS)[keyof typeof JOBS]['name'];

/** pg-boss keeps its tables in a schema of its own in the app's database (created by pg-boss itself). */
export const JOBS_SCHEMA = 'pgboss';

export type Scheduler = {
  boss: PgBoss;
  /**
   * Queues a run now, as the cron does. Each queue is `exclusive`: at most one job of it queued or
   * running across every instance, so triggers that race (or a trigger during a run) add nothing.
   * Returns the new job's id, or null when a run was already queued or running.
   */
  trigger(name: JobName): Promise<string | null>;
  stop(): Promise<void>;
};

export type SchedulerDeps = {
  config: Config;
  database: Database;
  payments: PayDeps;
  log: FastifyBaseLogger;
  /** Seconds between a worker's polls for new jobs (pg-boss default 2). */
  pollingIntervalSeconds?: number;
};

/**
 * Starts pg-boss on the app's own database and registers the jobs. On PostgreSQL pg-boss opens its own
 * small pool from DATABASE_URL; on the embedded PGlite it shares the app's one client through pg-boss's
 * bring-your-own-database adapter (`fromPglite`, backend `pglite`): PGlite runs each statement under its
 * transaction lock, so a job-queue statement never lands inside one of the app's transactions.
 *
 * Every API instance starts a scheduler. The cron rows and the jobs live in the database, so each cron
 * slot becomes one job and each job is fetched by one worker (FOR UPDATE SKIP LOCKED): a job runs once
 * however many instances run. What a job does is itself safe to repeat (lot expiry is conditional,
 * renewals are keyed by member and period), so a retry after a crash cannot charge or expire twice.
 */
export async function startScheduler(deps: SchedulerDeps): Promise<Scheduler> {
  const { config, database, log } = deps;
  const common = { schema: JOBS_SCHEMA, instanceName: 'fairway-api' };
  let boss: PgBoss;
  if (database.driver === 'pglite') {
    if (!database.pglite) throw new Error('jobs: the PGlite database has no client to share');
    boss = new PgBoss({ ...common, db: fromPglite(database.pglite), backend: 'pglite' });
  } else {
    if (!database.url) throw new Error('jobs: the PostgreSQL database has no connection string');
    boss = new PgBoss({ ...common, connectionString: database.url, max: 3 });
  }
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  await boss.start();

  const handlers: Record<JobName, () => Promise<object>> = {
    [JOBS.expireLots.name]: async () => ({ expired: await expireLots(database.db, new Date()) }),
    [JOBS.renewals.name]: async () =>
      runRenewals(database.db, deps.payments, { daysBefore: config.jobs.renewalDaysBefore }),
  };
  for (const job of Object.values(JOBS)) {
    await boss.createQueue(job.name, {
      policy: 'exclusive',
      retryLimit: 3,
      retryDelay: 300,
      expireInSeconds: 3600,
    });
    await boss.schedule(job.name, job.cron, null, { tz: 'UTC' });
    await boss.work(job.name, { pollingIntervalSeconds: deps.pollingIntervalSeconds ?? 2 }, async ([run]) => {
      const result = await handlers[job.name]();
      log.info({ job: job.name, jobId: run?.id, result }, 'scheduled job done');
      return result;
    });
  }

  return {
    boss,
    trigger: (name) => boss.send(name, null),
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
}
