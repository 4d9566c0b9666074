import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's Prometheus metrics, served by GET /metrics (plugins/metrics.ts). One registry per process:
 * services count what they commit here without knowing about HTTP. Tests that build several apps in one
 * process see their sums, so they compare counts before and after.
 */
export const metricsRegistry = new Registry();
// Heap, GC, event-loop lag (nodejs_eventloop_lag_seconds and its percentiles), handles, CPU.
collectDefaultMetrics({ register: metricsRegistry });

export const httpRequests = new Counter({
  name: 'fairway_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern (never the raw URL) and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [metricsRegistry],
});

export const httpDuration = new Histogram({
  name: 'fairway_http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

export const rateLimitRefusals = new Counter({
  name: 'fairway_rate_limit_refusals_total',
  help: 'Requests refused with 429, by route pattern',
  labelNames: ['route'] as const,
  registers: [metricsRegistry],
});

export const bookingsCommitted = new Counter({
  name: 'fairway_bookings_total',
  help: 'Bookings committed, by what happened (created, cancelled)',
  labelNames: ['event'] as const,
  registers: [metricsRegistry],
});

export const paymentsSettled = new Counter({
  name: 'fairway_payments_total',
  help: 'Payments settled, by outcome (fulfilled, declined, requires_action, already)',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});

export const jobRuns = new Counter({
  name: 'fairway_jobs_total',
  help: 'Scheduled job runs on this instance, by queue and outcome (completed, failed)',
  labelNames: ['queue', 'outcome'] as const,
  registers: [metricsRegistry],
});

export const receiptMails = new Counter({
  name: 'fairway_receipt_mails_total',
  help: 'Receipt e-mails owed by fulfilled payments, by outcome of each try on this instance (sent, failed, given_up)',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});

/** What one app reports at scrape time; several apps in one process (tests) are summed. */
export type MetricsSource = {
  pool?: () => { total: number; idle: number; waiting: number };
  sockets?: () => number;
  queues?: () => Promise<{ name: string; queued: number; active: number; failed: number }[]>;
};
export const metricsSources = new Set<MetricsSource>();

new Gauge({
  name: 'fairway_db_pool_connections',
  help: 'Connections of the PostgreSQL pool, by state (in_use, idle)',
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
  collect() {
    let inUse = 0;
    let idle = 0;
    for (const source of metricsSources) {
      const stats = source.pool?.();
      if (!stats) continue;
      inUse += stats.total - stats.idle;
      idle += stats.idle;
    }
    this.set({ state: 'in_use' }, inUse);
    this.set({ state: 'idle' }, idle);
  },
});

new Gauge({
  name: 'fairway_db_pool_waiting',
  help: 'Queries waiting for a connection of the PostgreSQL pool',
  registers: [metricsRegistry],
  collect() {
    let waiting = 0;
    for (const source of metricsSources) waiting += source.pool?.().waiting ?? 0;
    this.set(waiting);
  },
});

new Gauge({
  name: 'fairway_socketio_connections',
  help: 'Open live-hub (Socket.IO) connections on this instance',
  registers: [metricsRegistry],
  collect() {
    let open = 0;
    for (const source of metricsSources) open += source.sockets?.() ?? 0;
    this.set(open);
  },
});

new Gauge({
  name: 'fairway_job_queue_jobs',
  help: 'Jobs stored in the job queue, by queue and state (queued, active, failed: retained recent failures)',
  labelNames: ['queue', 'state'] as const,
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    for (const source of metricsSources) {
      for (const queue of (await source.queues?.().catch(() => [])) ?? []) {
        this.inc({ queue: queue.name, state: 'queued' }, queue.queued);
        this.inc({ queue: queue.name, state: 'active' }, queue.active);
        this.inc({ queue: queue.name, state: 'failed' }, queue.failed);
      }
    }
  },
});
