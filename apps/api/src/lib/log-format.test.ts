import { PassThrough } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { formatLogLine, prettyStream, terminalLogOptions } from './log-format';
import { loggerOptions } from './logger';

/** The lines a real pino logger, with the app's options, writes through the formatter. */
function capture() {
  const lines: string[] = [];
  const log = pino(
    loggerOptions({ level: 'info' }) as pino.LoggerOptions,
    prettyStream({ write: (t: string) => lines.push(t) }),
  );
  return { log, lines };
}

describe('the terminal log format (issue 44 item 17)', () => {
  it('prints a record as time, level, message and key=value fields, not JSON', () => {
    const { log, lines } = capture();
    log.info(
      { driver: 'pglite', address: 'http://127.0.0.1:3000' },
      'Fairway is ready on http://localhost:3000',
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^\d\d:\d\d:\d\d INFO {2}Fairway is ready on http:\/\/localhost:3000 driver=pglite address=http:\/\/127\.0\.0\.1:3000\n$/,
    );
    expect(lines[0]).not.toContain('{');
  });

  it('prints a request as method, URL, status and time, and keeps the redaction', () => {
    const { log, lines } = capture();
    log.info(
      {
        req: { method: 'POST', url: '/api/account/login' },
        res: { statusCode: 401 },
        responseTime: 12.4,
        password: 'hunter2',
      },
      'request completed',
    );
    expect(lines[0]).toMatch(
      / INFO {2}request completed POST \/api\/account\/login 401 12ms password=\[Redacted\]\n$/,
    );
    expect(lines.join('')).not.toContain('hunter2');
  });

  it("puts an error's stack on the lines below", () => {
    const { log, lines } = capture();
    log.error({ err: new Error('the database went away') }, 'shutting down after an error');
    const [first, ...rest] = (lines[0] ?? '').split('\n');
    expect(first).toMatch(/ ERROR shutting down after an error$/);
    expect(rest[0]).toBe('  Error: the database went away');
  });

  it('passes a line that is not JSON through unchanged', () => {
    expect(formatLogLine('plain text')).toBe('plain text\n');
  });

  it('is chosen only for a terminal: JSON otherwise', () => {
    const pipe = new PassThrough() as unknown as NodeJS.WriteStream;
    expect(terminalLogOptions(pipe)).toBeUndefined();
    const tty = Object.assign(new PassThrough(), { isTTY: true }) as unknown as NodeJS.WriteStream;
    expect(terminalLogOptions(tty)?.stream).toBeDefined();
  });
});
