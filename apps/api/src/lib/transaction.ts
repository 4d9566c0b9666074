import type { Db, Tx } from '../db/client';
import { afterConnectionLoss, isConnectionError } from '../db/connection-loss';

/** PostgreSQL codes worth retrying a whole transaction for: serialization failure, deadlock. */
const RETRYABLE = new Set(['40001', '40P01']);

function pgCode(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 5; i++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}

/**
 * A statement that ran as its own transaction and failed so that running it again may succeed: its
 * connection was lost (whether it committed is unknown), or PostgreSQL aborted it for a deadlock or a
 * serialization failure. After the pause a lost connection needs.
 */
export async function worthRetrying(error: unknown): Promise<boolean> {
  if (isConnectionError(error)) {
    await afterConnectionLoss();
    return true;
  }
  const code = pgCode(error);
  return code !== undefined && RETRYABLE.has(code);
}

/**
 * A statement's failure as `undefined` when it is `worthRetrying` (the caller hands the work to a path that
 * does it again, e.g. a transaction), else the error again.
 */
export async function undefinedIfWorthRetrying(error: unknown): Promise<undefined> {
  if (await worthRetrying(error)) return undefined;
  throw error;
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (pgCode(error) !== '23505') return false;
  if (!constraint) return true;
  const text = `${String(error)} ${String((error as { cause?: unknown }).cause ?? '')}`;
  return (
    text.includes(constraint) ||
    (error as { cause?: { constraint?: string } }).cause?.constraint === constraint
  );
}

/**
 * Runs `fn` in a transaction, retrying it from scratch when PostgreSQL aborts it for a deadlock or a
 * serialization failure. Services lock rows in one order (members by id → idempotency key → slot → lots) so
 * retries are rare; this is the safety net.
 *
 * A transaction whose connection is lost before it commits (the backend terminated, the server restarted)
 * wrote nothing, so it is run again once on a fresh connection. Lost during COMMIT, nobody can tell whether
 * it committed: the error goes to the caller (503 with Retry-After), whose retry the idempotency keys make
 * safe.
 */
export async function inTransaction<T>(db: Db, fn: (tx: Tx) => Promise<T>, attempts = 5): Promise<T> {
  let connectionRetried = false;
  for (let attempt = 1; ; attempt++) {
    let bodyDone = false;
    try {
      return await db.transaction(async (tx) => {
        const result = await fn(tx);
        bodyDone = true;
        return result;
      });
    } catch (error) {
      if (isConnectionError(error)) {
        if (bodyDone || connectionRetried) throw error;
        connectionRetried = true;
        await afterConnectionLoss();
        continue;
      }
      const code = pgCode(error);
      if (!code || !RETRYABLE.has(code) || attempt >= attempts) throw error;
      await new Promise((r) => setTimeout(r, Math.random() * 10 * attempt));
    }
  }
}
