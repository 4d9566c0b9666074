import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { censored, loggerOptions } from './logger';

/** The JSON lines a real pino logger with the app's options writes. */
function capture() {
  const lines: Record<string, unknown>[] = [];
  const log = pino(loggerOptions({ level: 'info' }) as pino.LoggerOptions, {
    write: (text: string) => lines.push(JSON.parse(text)),
  });
  return { log, lines };
}

describe('censoring a log line', () => {
  it('censors a sensitive key on the line, one level and two levels down, not three', () => {
    const value = {
      password: 'p0',
      body: { email: 'e1@example.org', note: 'kept' },
      member: { row: { phone: '07700 900999' }, deep: { a: { email: 'e3@example.org' } } },
    };
    expect(censored(value, 0)).toEqual({
      password: '[Redacted]',
      body: { email: '[Redacted]', note: 'kept' },
      member: { row: { phone: '[Redacted]' }, deep: { a: { email: 'e3@example.org' } } },
    });
  });

  it('counts an array’s items as keys, as the paths’ wildcards did', () => {
    expect(censored({ rows: [{ email: 'a@example.org', id: 1 }] }, 0)).toEqual({
      rows: [{ email: '[Redacted]', id: 1 }],
    });
  });

  it('never changes what was logged: a copy where something is censored, the same object elsewhere', () => {
    const kept = { id: 7 };
    const value = { body: { password: 'secret' }, kept };
    const out = censored(value, 0) as typeof value;
    expect(value.body.password).toBe('secret');
    expect(out.kept).toBe(kept);
    const clean = { a: { b: 1 }, c: [1, 2] };
    expect(censored(clean, 0)).toBe(clean);
  });

  it('censors an object with toJSON as that writes it, and leaves bytes and dates alone', () => {
    const withJson = { toJSON: () => ({ token: 't', ok: true }) };
    expect(censored({ thing: withJson }, 0)).toEqual({ thing: { token: '[Redacted]', ok: true } });
    const bytes = Buffer.from('abc');
    const when = new Date(0);
    const value = { bytes, when };
    expect(censored(value, 0)).toBe(value);
  });

  it('writes lines, serialized keys and child bindings censored by the app’s logger', () => {
    const { log, lines } = capture();
    log.info(
      {
        req: { headers: { cookie: 'fairway_session=abc', accept: 'json' } },
        res: { statusCode: 200 },
        card: { cvc: '123' },
        err: { detail: 'a row' },
      },
      'careless',
    );
    log.child({ email: 'child@example.org', reqId: 'r1' }).info('from a child');
    log
      .child({ user: { phone: '07700 900123', id: 4 } })
      .child({ reqId: 'r2' })
      .info('from a grandchild');
    expect(lines[0]).toMatchObject({
      msg: 'careless',
      req: { headers: { cookie: '[Redacted]', accept: 'json' } },
      res: { statusCode: 200 },
      card: '[Redacted]',
      err: { detail: '[Redacted]' },
    });
    expect(lines[1]).toMatchObject({ msg: 'from a child', email: '[Redacted]', reqId: 'r1' });
    expect(lines[2]).toMatchObject({ user: { phone: '[Redacted]', id: 4 }, reqId: 'r2' });
    expect(JSON.stringify(lines)).not.toMatch(/abc|123|child@example/);
  });
});
