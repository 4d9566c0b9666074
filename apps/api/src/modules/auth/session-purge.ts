import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { deleteDeadSessions, type SessionPolicy } from '../../plugins/session-repository';

export const PURGE_INTERVAL_MS = 15 * 60_000;
const BATCH_SIZE = 1000;
const MAX_BATCHES_PER_RUN = 100;

/**
 * Deletes sessions that can no longer be used (past their absolute expiry, or idle past the timeout), in
 * batches so no run holds many locks or one long transaction. Rows another instance is deleting at the
 * same moment are skipped (SKIP LOCKED), so several instances may run it at once. Returns the count.
 */
export async function purgeExpiredSessions(
  db: DbOrTx,
  input: {
    policy: SessionPolicy;
    now?: Date;
    batchSize?: number;
    maxBatches?: number;
    /** Told the ids of each deleted batch (the session cache drops its copies, the hub their sockets). */
    onDeleted?: (ids: string[]) => void | Promise<void>;
  },
): Promise<number> {
  const now = input.now ?? new Date();
  const idleCutoff = new Date(now.getTime() - input.policy.idleMinutes * 60_000);
  const batchSize = input.batchSize ?? BATCH_SIZE;
  let purged = 0;
  for (let batch = 0; batch < (input.maxBatches ?? MAX_BATCHES_PER_RUN); batch++) {
    const deleted = await deleteDeadSessions(db, { now, idleCutoff, limit: batchSize });
    purged += deleted.length;
    await input.onDeleted?.(deleted);
    if (deleted.length < batchSize) break;
  }
  return purged;
}

/**
 * Runs the purge now and then every `intervalMs` on this instance (server.ts starts it; tests call the
 * purge itself). A run never overlaps the previous one; failures are logged and retried next time.
 * Returns a stop function that waits for a run in progress.
 */
export function startSessionPurge(
  db: DbOrTx,
  options: {
    policy: SessionPolicy;
    log: FastifyBaseLogger;
    intervalMs?: number;
    onDeleted?: (ids: string[]) => void | Promise<void>;
  },
): () => Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const run = async () => {
    try {
      const purged = await purgeExpiredSessions(db, { policy: options.policy, onDeleted: options.onDeleted });
      if (purged > 0) options.log.info({ purged }, 'purged expired sessions');
    } catch (err) {
      options.log.warn({ err }, 'session purge failed');
    }
    if (!stopped) schedule(options.intervalMs ?? PURGE_INTERVAL_MS);
  };
  const schedule = (delay: number) => {
    timer = setTimeout(() => {
      running = run();
    }, delay);
    timer.unref();
  };
  schedule(0);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
