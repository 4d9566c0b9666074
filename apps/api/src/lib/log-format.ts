import type { LoggerOptions } from './logger';

/**
 * The server's log for a person at a terminal: one short line per record (time, level, message, then the
 * record's fields as key=value), where a log collector gets pino's JSON. The JSON is formatted after
 * it is censored (logger.ts), so a pretty line carries no more than the JSON would.
 */

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO ',
  40: 'WARN ',
  50: 'ERROR',
  60: 'FATAL',
};

/** Fields every record has, or that a line shows in its own place. */
const SHOWN_APART = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'err', 'req', 'res', 'responseTime']);

function value(v: unknown): string {
  if (typeof v === 'string') return /[\s"=]/.test(v) ? JSON.stringify(v) : v;
  return JSON.stringify(v);
}

function clock(time: unknown): string {
  const date = new Date(typeof time === 'number' ? time : Date.now());
  return date.toISOString().slice(11, 19);
}

/** One pino JSON record as a line a person can scan (its error's stack on the lines below). */
export function formatLogLine(json: string): string {
  let record: Record<string, unknown>;
  try {
    record = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const parts = [clock(record.time), LEVELS[record.level as number] ?? String(record.level)];
  const req = record.req as { method?: string; url?: string } | undefined;
  const res = record.res as { statusCode?: number } | undefined;
  if (typeof record.msg === 'string') parts.push(record.msg);
  if (req?.method) parts.push(`${req.method} ${req.url ?? ''}`);
  if (res?.statusCode !== undefined) parts.push(String(res.statusCode));
  if (typeof record.responseTime === 'number') parts.push(`${Math.round(record.responseTime)}ms`);
  for (const [k, v] of Object.entries(record)) {
    if (!SHOWN_APART.has(k) && v !== undefined) parts.push(`${k}=${value(v)}`);
  }
  const err = record.err as { type?: string; message?: string; stack?: string } | undefined;
  const tail = err ? `\n  ${(err.stack || `${err.type}: ${err.message}`).replace(/\n/g, '\n  ')}` : '';
  return `${parts.join(' ')}${tail}\n`;
}

/** A destination pino writes its JSON lines to, printed as formatted lines on `out`. */
export function prettyStream(out: { write(text: string): unknown }) {
  return { write: (chunk: string) => void out.write(formatLogLine(chunk.trimEnd())) };
}

/** The logger options of `npm start`: readable lines at a terminal, pino's JSON anywhere else. */
export function terminalLogOptions(out: NodeJS.WriteStream = process.stdout): LoggerOptions | undefined {
  return out.isTTY ? { stream: prettyStream(out) } : undefined;
}
