import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';

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
