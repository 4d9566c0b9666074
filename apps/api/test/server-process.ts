import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { build } from 'rolldown';
import { inject } from 'vitest';
import { external } from '../rolldown.config';
import type { TestTemplates } from './global-setup';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** One JSON log line of a server process. */
export type LogLine = { msg?: string; level?: number; [key: string]: unknown };

/**
 * `apps/api/src/server.ts` run as a real process (through tsx), its pino lines parsed as they come:
 * tests wait on what it logs and on its exit instead of sleeping.
 */
export type ServerProcess = {
  child: ChildProcess;
  url: string;
  lines: LogLine[];
  /** Resolves with the first line (already logged, from index `after` on, or still to come) that matches. */
  waitForLog: (match: (line: LogLine) => boolean, after?: number) => Promise<LogLine>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

/**
 * The server bundled as production runs it (plain JavaScript, which starts several times faster than
 * through tsx), into a directory of this test file's own beside `dist/`: `npm run build` may be rewriting
 * `dist/` meanwhile. Remove it with `fs.rmSync(path.dirname(bundle), …)` when done.
 */
export async function buildServerBundle(): Promise<string> {
  const apiRoot = path.join(repoRoot, 'apps/api');
  const dir = fs.mkdtempSync(path.join(apiRoot, 'dist-test-'));
  await build({
    cwd: apiRoot,
    input: { server: path.join(apiRoot, 'src/server.ts') },
    platform: 'node',
    external,
    logLevel: 'silent',
    output: { dir, format: 'esm', sourcemap: true },
  });
  return path.join(dir, 'server.js');
}

/** Every server process started by this test file, so its afterAll can stop one that never got ready. */
const started = new Set<ChildProcess>();

/** SIGKILLs every server process of this file still running (afterAll). */
export function killServerProcesses(): void {
  for (const child of started)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

export async function startServerProcess(
  bundle: string,
  env: Record<string, string>,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--enable-source-maps', bundle], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      TZ: 'UTC',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      WEB_DIST: '/nonexistent',
      SEED_DEMO: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  const lines: LogLine[] = [];
  const waiters: { match: (line: LogLine) => boolean; resolve: (line: LogLine) => void }[] = [];
  const stderr: string[] = [];
  child.stderr?.on('data', (chunk) => stderr.push(String(chunk)));
  createInterface({ input: child.stdout! }).on('line', (text) => {
    let line: LogLine;
    try {
      line = JSON.parse(text) as LogLine;
    } catch {
      line = { msg: text };
    }
    lines.push(line);
    for (const waiter of [...waiters]) {
      if (waiter.match(line)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(line);
      }
    }
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const waitForLog = (match: (line: LogLine) => boolean, after = 0) => {
    const seen = lines.slice(after).find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise<LogLine>((resolve, reject) => {
      waiters.push({ match, resolve });
      exited.then(({ code }) =>
        reject(
          new Error(`server exited (${code}) before the awaited log line: ${stderr.join('').slice(-2000)}`),
        ),
      );
    });
  };
  const ready = await waitForLog(
    (line) => typeof line.msg === 'string' && line.msg.startsWith('Fairway is ready'),
  );
  return { child, url: String(ready.address), lines, waitForLog, exited };
}

/**
 * A PGlite data directory holding a copy of the run's seeded template (for a server process on the
 * embedded database); migrated and seeded by the server itself when the run has no PGlite template.
 */
export async function seededPgliteDir(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-ops-pglite-'));
  const templates = (inject('testTemplates') as TestTemplates | undefined) ?? null;
  if (templates?.driver !== 'pglite') return dir;
  fs.cpSync(templates.seededDir, path.join(dir, 'pglite'), { recursive: true });
  return dir;
}
