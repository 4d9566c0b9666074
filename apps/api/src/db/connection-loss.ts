import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';

/**
 * Losing the database connection mid-request (PostgreSQL restarted or failed over, an administrator's
 * pg_terminate_backend, a proxy dropping idle connections) is not the caller's fault and must never
 * answer 500. What is safe is retried once on a fresh connection; what is not answers 503 with
 * Retry-After (plugins/errors.ts). PGlite, in-process, never loses its connection.
 */

/**
 * PostgreSQL's connection-class codes: 57P01 admin shutdown (pg_terminate_backend), 57P02 crash
 * shutdown, 57P03 cannot connect now, and class 08 (connection exception).
 */
const CONNECTION_CODE = /^(57P0[123]|08[0-9A-Z]{3})$/;
/** node-postgres's own words when the socket goes away (it has no code for them). */
const CONNECTION_MESSAGE =
  /Connection terminated|connection is closed|Client has encountered a connection error|Client was closed and is not queryable|ECONNRESET|ECONNREFUSED|EPIPE/;

/** Whether an error (or one of its causes, as Drizzle wraps the driver's) is a lost connection. */
export function isConnectionError(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, i = 0;
    e && i < 5;
    i++
  ) {
    if (
      typeof e.code === 'string' &&
      (CONNECTION_CODE.test(e.code) || /^E(CONNRESET|CONNREFUSED|PIPE)$/.test(e.code))
    )
      return true;
    if (typeof e.message === 'string' && CONNECTION_MESSAGE.test(e.message)) return true;
    e = typeof e.cause === 'object' && e.cause !== null ? (e.cause as typeof e) : undefined;
  }
  return false;
}

const idempotent = new AsyncLocalStorage<true>();

/**
 * Marks the work `fn` starts (a GET or HEAD request) as idempotent: a statement it runs outside a
 * transaction may be run again after a lost connection, writes included (a GET's only write slides the
 * session's idle timeout, which is the same write twice).
 */
export function runIdempotent<T>(fn: () => T): T {
  return idempotent.run(true, fn);
}

/**
 * A plain read: one SELECT that calls none of our SQL functions (some of which write) and locks no rows.
 * Run again, it changes nothing.
 */
export function isPlainRead(text: string): boolean {
  return (
    /^\s*select\b/i.test(text) &&
    !/\bfairway_\w*\s*\(/i.test(text) &&
    !/\bfor\s+(no\s+key\s+)?(update|share)\b/i.test(text) &&
    !/\b(insert|update|delete|nextval|pg_advisory\w*)\b/i.test(text)
  );
}

type QueryArgs = Parameters<pg.Pool['query']>;

/**
 * The pause before a retry. A restart or pg_terminate_backend kills every connection at once, and the
 * pool's idle ones learn it only when their socket's last message is read: retrying at once could take
 * one of those and fail again. A moment lets the event loop read them, so the pool drops them first.
 */
export const afterConnectionLoss = () => new Promise<void>((resolve) => setTimeout(resolve, 50));

/**
 * Makes a pool survive terminated backends and retries, once, a statement run outside a transaction
 * (pool.query; a transaction holds its own client) that lost its connection, when running it again is
 * safe: a plain read, or any statement of idempotent work. The retry takes a fresh connection: the pool
 * has dropped the dead one. Anything else is thrown for the caller (and the error handler's 503).
 */
export function surviveConnectionLoss(pool: pg.Pool): void {
  // An idle client whose backend dies: pg-pool re-emits the error on the pool, which without a listener
  // would crash the process; the pool has already discarded that client and connects anew on demand.
  pool.on('error', () => {});
  // A checked-out client (a transaction's) whose backend dies between statements emits 'error' on
  // itself, with no listener of the pool's attached while it is out: without this it would crash the
  // process. Its next statement fails instead, and release() drops it (it is no longer queryable).
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  // Drizzle's transaction sends BEGIN before the try whose finally releases the client: a client whose
  // connection died fails BEGIN and would never go back to the pool, which then waits for it forever
  // (each such loss a slot fewer, and pool.end() hanging). A checked-out client that loses its connection
  // is therefore handed back at once (the pool drops it); its owner's own release later is a no-op.
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  (pool as { connect: unknown }).connect = (...args: unknown[]) => {
    // pool.query checks out with a callback and releases on every outcome itself.
    if (args.length > 0) return (connect as (...a: unknown[]) => unknown)(...args);
    return connect().then(handBackOnConnectionLoss);
  };
  const query = pool.query.bind(pool) as (...args: QueryArgs) => Promise<unknown>;
  const retrying = async (...args: QueryArgs) => {
    try {
      return await query(...args);
    } catch (error) {
      if (typeof args.at(-1) === 'function' || !isConnectionError(error)) throw error;
      const config = args[0] as string | { text?: string };
      const text = typeof config === 'string' ? config : (config?.text ?? '');
      if (idempotent.getStore() !== true && !isPlainRead(text)) throw error;
      await afterConnectionLoss();
      return query(...args);
    }
  };
  (pool as { query: unknown }).query = retrying;
}

const queryWrapped = new WeakSet<pg.PoolClient>();

function handBackOnConnectionLoss(client: pg.PoolClient): pg.PoolClient {
  const release = client.release.bind(client);
  let released = false;
  client.release = (err?: Error | boolean) => {
    if (released) return;
    released = true;
    release(err);
  };
  // pg-pool sets a fresh `release` at every checkout, but `query` stays: wrapped at each checkout, a
  // pooled client's statements went through one more wrapper per transaction it had served (10,000 of
  // them overflowed the stack). It is wrapped once; the wrapper calls the checkout's `release`.
  if (queryWrapped.has(client)) return client;
  queryWrapped.add(client);
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const result = query(...args);
    if (!(result instanceof Promise)) return result;
    return result.catch((error: unknown) => {
      if (isConnectionError(error)) client.release(error instanceof Error ? error : true);
      throw error;
    });
  };
  return client;
}
