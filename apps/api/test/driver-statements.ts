import pg from 'pg';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * Every statement a pooled client sends (BEGIN and COMMIT included), by name or text, recorded from the
 * file's start: call it in a describe before `useTestApp`, since a pooled client keeps the query function
 * it was given (db/connection-loss.ts) and one made before the hook would send around it.
 */
export function statementsAtTheDriver(): string[] {
  const sent: string[] = [];
  const original = pg.Client.prototype.query;
  beforeAll(() => {
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const first = args[0] as string | { text?: string; name?: string };
      sent.push(typeof first === 'string' ? first : (first?.name ?? first?.text ?? '?'));
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof original;
  });
  afterAll(() => {
    pg.Client.prototype.query = original;
  });
  return sent;
}

/**
 * Runs a change between a request's statements: `before(call, between)` makes the next statement whose
 * text names `call(` wait until `between` (sent on another pooled connection) has finished. `ran()` says
 * whether it did. Call it in a describe before `useTestApp`, like `statementsAtTheDriver`.
 */
export function changesBetweenStatements() {
  const original = pg.Client.prototype.query;
  let pending: { call: string; between: () => Promise<unknown> } | null = null;
  beforeAll(() => {
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const first = args[0] as string | { text?: string };
      const text = typeof first === 'string' ? first : (first?.text ?? '');
      const now = pending;
      if (now && text.includes(`${now.call}(`)) {
        pending = null;
        return now.between().then(() => (original as (...a: unknown[]) => unknown).apply(this, args));
      }
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof original;
  });
  afterEach(() => {
    pending = null;
  });
  afterAll(() => {
    pg.Client.prototype.query = original;
  });
  return {
    before: (call: string, between: () => Promise<unknown>) => {
      pending = { call, between };
    },
    ran: () => pending === null,
  };
}
