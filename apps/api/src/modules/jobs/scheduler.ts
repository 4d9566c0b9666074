import type { FastifyBaseLogger } from 'fastify';
import { fromPglite, PgBoss } from 'pg-boss';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Mailer } from '../../lib/mailer';
import { jobRuns } from '../../lib/metrics';
import type { Hub } from '../../realtime/hub';
import { runBallotJob, seedBoxOf } from '../ballots';
import { deliverDueReceipts, type PayDeps, type ReceiptOutbox } from '../checkout';
import { deliverDueWebhooks, hasDueDeliveries } from '../integrations';
import type { Notifier } from '../notifications';
import { runPartyHoldJob } from '../party-holds';
import { expireLots } from '../points';
import { runLineTick } from '../release-lines';
import { runRenewals } from '../subscription';
import { hasOpenings, runTeeTimeAlertJob } from '../tee-time-alerts';
import { runWaitlistJob } from '../waitlist';
import { runJob, sendJob } from './job-request';

/** The scheduled jobs: queue name, when it runs (cron, UTC) and what it does. */
export const JOBS = {
  expireLots: { name: 'expire-open-play-lots', cron: '15 2 * * *' },
  renewals: { name: 'auto-renewals', cron: '0 3 * * *' },
  /** Opens ballots as their entries open and draws each at its draw time (at most a minute late). */
  ballots: { name: 'ballot-draws', cron: '* * * * *' },
  /**
   * Expires held places that ran out: waitlist offers (their places pass to the next party) and party
   * holds (their bookers are told; the places pass on likewise). One queue for both kinds of hold.
   */
  waitlistOffers: { name: 'waitlist-offer-expiry', cron: '* * * * *' },
  /**
   * Posts due webhook deliveries (the outbox). The cron is the safety net; each instance also queues a
   * run as soon as it sees a delivery due (`watchOutbox`), and `stately` lets one run wait while another
   * runs, so an event that commits during a run is not left for the next minute.
   */
  webhooks: { name: 'webhook-deliveries', cron: '* * * * *', policy: 'stately' },
  /**
   * Sends the receipt e-mails still owed: the instance that fulfilled a payment sends its receipt at once
   * (checkout/receipt-outbox.ts); this sends those it could not (it stopped first, or the send failed and
   * is due again).
   */
  receipts: { name: 'receipt-mail', cron: '* * * * *' },
  /**
   * Tells members whose tee-time alert a freed start matches (the openings the database writes as places
   * are freed), and deletes alerts whose date is over. Each instance also queues a run as soon as it sees
   * an opening (`watchOutbox`), so a member hears within a poll of the cancellation's commit.
   */
  teeTimeAlerts: { name: 'tee-time-alerts', cron: '* * * * *', policy: 'stately' },
} as const;
export type JobName = (typeof JOBS)[keyof typeof JOBS]['name'];

/** pg-boss keeps its tables in a schema of its own in the app's database (created by pg-boss itself). */
export const JOBS_SCHEMA = 'pgboss';

export type Scheduler = {
  boss: PgBoss;
  /**
   * Queues a run now, as the cron does; sent during a request, the run carries its id (`reqId` on the
   * run's log lines, job-request.ts). Each queue is `exclusive`: at most one job of it queued or
   * running across every instance, so triggers that race (or a trigger during a run) add nothing.
   * Returns the new job's id, or null when a run was already queued or running.
   */
  trigger(name: JobName): Promise<string | null>;
  /**
   * Stops fetching at once; jobs running may finish within `timeoutMs`, after which pg-boss fails them
   * back to the queue (retried by another instance) and closes its connections.
   */
  stop(timeoutMs?: number): Promise<void>;
};

export type SchedulerDeps = {
  config: Config;
  database: Database;
  payments: PayDeps;
  /** Tells ballot entrants their result. */
  notifier: Notifier;
  log: FastifyBaseLogger;
  /** The live hub (attached after the app is built), for tee sheets whose held places changed. */
  hub?: () => Hub | null;
  /** Seconds between a worker's polls for new jobs (pg-boss default 2). */
  pollingIntervalSeconds?: number;
  /** Tells staff when a webhook is turned off after repeated failures; sends receipts still owed. */
  mailer?: Mailer;
  /** This instance's receipt sender: the job's runs share what it knows (receipts sent, not yet marked). */
  receipts?: ReceiptOutbox;
  /** After each run: what it wrote makes every instance's kept reads stale (plugins/read-cache.ts). */
  written?: () => Promise<void>;
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
    const url = database.directUrl ?? database.url;
    if (!url) throw new Error('jobs: the PostgreSQL database has no connection string');
    // Direct, not through a transaction pooler: pg-boss relies on session state (advisory locks, LISTEN).
    boss = new PgBoss({ ...common, connectionString: url, max: 3 });
  }
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  await boss.start();

  const seeds = seedBoxOf(config);
  const handlers: Record<JobName, () => Promise<object>> = {
    [JOBS.expireLots.name]: async () => ({ expired: await expireLots(database.db, new Date()) }),
    [JOBS.renewals.name]: async () =>
      runRenewals(database.db, deps.payments, { daysBefore: config.jobs.renewalDaysBefore }),
    [JOBS.ballots.name]: async () =>
      runBallotJob({ db: database.db, notifier: deps.notifier, seeds: seeds() }),
    [JOBS.waitlistOffers.name]: async () => {
      const held = { db: database.db, notifier: deps.notifier, hub: deps.hub };
      const partyHolds = await runPartyHoldJob(held);
      return { ...(await runWaitlistJob(held)), partyHoldsExpired: partyHolds.expired };
    },
    [JOBS.webhooks.name]: async () =>
      deliverDueWebhooks({
        db: database.db,
        notifier: deps.notifier,
        mailer: deps.mailer,
        log,
        allowPrivate: config.integrations?.allowPrivateTargets ?? false,
      }),
    [JOBS.receipts.name]: async () =>
      deps.receipts
        ? deps.receipts.deliverDue()
        : deps.mailer
          ? deliverDueReceipts({ db: database.db, mailer: deps.mailer, log })
          : { sent: 0, failed: 0 },
    [JOBS.teeTimeAlerts.name]: async () =>
      runTeeTimeAlertJob({ db: database.db, notifier: deps.notifier, mailer: deps.mailer, log }),
  };
  for (const job of Object.values(JOBS)) {
    await boss.createQueue(job.name, {
      policy: 'policy' in job ? job.policy : 'exclusive',
      retryLimit: 3,
      retryDelay: 300,
      expireInSeconds: 3600,
    });
    await boss.schedule(job.name, job.cron, null, { tz: 'UTC' });
    // Each run as work of the request that sent it, if one did (job-request.ts): its lines carry its reqId.
    await boss.work(job.name, { pollingIntervalSeconds: deps.pollingIntervalSeconds ?? 2 }, ([run]) =>
      runJob(run?.data, async () => {
        try {
          const result = await handlers[job.name]().finally(() => deps.written?.());
          jobRuns.inc({ queue: job.name, outcome: 'completed' });
          log.info({ job: job.name, jobId: run?.id, result }, 'scheduled job done');
          return result;
        } catch (err) {
          jobRuns.inc({ queue: job.name, outcome: 'failed' });
          throw err;
        }
      }),
    );
  }

  const outbox = watchOutbox(deps, hasDueDeliveries, () => sendJob(boss, JOBS.webhooks.name));
  const openings = watchOutbox(
    deps,
    (db) => hasOpenings(db),
    () => sendJob(boss, JOBS.teeTimeAlerts.name),
  );
  const lines = watchLines(deps);
  return {
    boss,
    trigger: (name) => sendJob(boss, name),
    stop: async (timeoutMs = 10_000) => {
      outbox.stop();
      openings.stop();
      await lines.stop();
      await boss.stop({ graceful: true, timeout: timeoutMs });
    },
  };
}

/**
 * Webhook deliveries go out within a poll of their event's commit: each instance looks for a due
 * delivery (one indexed read) every polling interval and queues a run when it finds one.
 */
function watchOutbox(
  deps: SchedulerDeps,
  due: (db: Database['db'], now: Date) => Promise<boolean>,
  queueRun: () => Promise<unknown>,
): { stop: () => void } {
  let busy = false;
  const timer = setInterval(
    () => {
      if (busy) return;
      busy = true;
      due(deps.database.db, new Date())
        .then((due) => (due ? queueRun() : null))
        .catch((err) => deps.log.warn({ err }, 'outbox check failed'))
        .finally(() => {
          busy = false;
        });
    },
    (deps.pollingIntervalSeconds ?? 2) * 1000,
  );
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

/** How often each instance does the release lines' work (the lines' openings, turns and places). */
export const LINE_TICK_MS = 2_000;

/**
 * The release lines' tick (`runLineTick`) on every instance, every LINE_TICK_MS: each step claims its rows
 * in the database, so instances share the work and never repeat it; a tick still running is not doubled.
 */
function watchLines(deps: SchedulerDeps): { stop: () => Promise<void> } {
  let running: Promise<unknown> | null = null;
  let ticks = 0;
  const timer = setInterval(() => {
    if (running) return;
    // The coming lines are made every 15th tick (30 s); the rest only order, announce and tell.
    const makeLines = ticks++ % 15 === 0;
    running = runLineTick({ db: deps.database.db, notifier: deps.notifier, hub: deps.hub }, new Date(), {
      makeLines,
    })
      .catch((err) => deps.log.warn({ err }, 'release line tick failed'))
      .finally(() => {
        running = null;
      });
  }, LINE_TICK_MS);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
