import type { PgBoss } from 'pg-boss';
import { currentRequestId, runForRequest } from '../../lib/request-context';

/**
 * What a job is sent with: the id of the request that sent it (`x-request-id`), when a request did.
 * A scheduled run (a cron slot, the outbox watch's timer) is sent by no request and carries none; its
 * lines have `job` and `jobId` instead.
 */
export type JobData = { reqId: string } | null;

/** The data for a job sent now: the current request's id, if there is one. */
export function jobData(): JobData {
  const reqId = currentRequestId();
  return reqId ? { reqId } : null;
}

/** The one way jobs are sent: `boss.send` with the sending request's id in the job's data. */
export function sendJob(boss: Pick<PgBoss, 'send'>, name: string): Promise<string | null> {
  return boss.send(name, jobData());
}

/**
 * Runs a job's handler as work of the request that sent it, so every line it logs (through the app
 * logger) carries that request's `reqId`; a job no request sent runs outside any request.
 */
export function runJob<T>(data: unknown, fn: () => T): T {
  const reqId = (data as { reqId?: unknown } | null)?.reqId;
  return runForRequest(typeof reqId === 'string' ? reqId : null, fn);
}
