import { AsyncLocalStorage } from 'node:async_hooks';
import { symbols } from 'pino';

/**
 * The request a piece of work was started by, carried through its async continuations (after-commit
 * notifications, receipts, mail): the app logger adds its id to lines written outside `request.log`.
 */
export const requestContext = new AsyncLocalStorage<{ reqId: string }>();

/**
 * The pino mixin: `reqId` on lines logged within a request by loggers that do not carry it already. Asked
 * of the logger's bindings as pino keeps them written (`"reqId":` in its JSON), not parsed for every line.
 */
export function requestIdMixin(_merge: object, _level: number, logger: { bindings?: () => object }): object {
  const store = requestContext.getStore();
  if (!store) return {};
  const written = (logger as Record<symbol, unknown> | undefined)?.[symbols.chindingsSym];
  return typeof written === 'string' && written.includes('"reqId":') ? {} : { reqId: store.reqId };
}

/** The id of the request the current work belongs to (`x-request-id`), or null outside one. */
export function currentRequestId(): string | null {
  return requestContext.getStore()?.reqId ?? null;
}

/**
 * Runs `fn` as work of the request `reqId` (a job sent by it, a webhook event it recorded): its log
 * lines carry that `reqId`. With null, `fn` runs outside any request, so a job or delivery never takes
 * the id of whatever happened to start the worker's poll.
 */
export function runForRequest<T>(reqId: string | null | undefined, fn: () => T): T {
  return reqId ? requestContext.run({ reqId }, fn) : requestContext.exit(fn);
}
