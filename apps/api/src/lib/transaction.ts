import type { Db, Tx } from '../db/client';

/** PostgreSQL codes worth retrying a whole transaction for: serialization failure, deadlock. */
const RETRYABLE = new Set(['40001', '40P01']);

function pgCode(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 5; i++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
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
 */
export async function inTransaction<T>(db: Db, fn: (tx: Tx) => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(fn);
    } catch (error) {
      const code = pgCode(error);
      if (!code || !RETRYABLE.has(code) || attempt >= attempts) throw error;
      await new Promise((r) => setTimeout(r, Math.random() * 10 * attempt));
    }
  }
}
