import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const API_BUNDLE = path.join(ROOT, 'apps/api/dist/server.js');
const BASE_PORT = Number(process.env.E2E_PORT ?? 3100);

export type WorkerServer = { url: string; port: number; dataDir: string };

/** Where global-setup.ts leaves the seeded database every worker's server starts from (a copy of it). */
export const TEMPLATE_ENV = 'FAIRWAY_E2E_TEMPLATE_DIR';

/**
 * Each Playwright worker has its own API server on its own freshly seeded embedded database: tests that
 * sign in as the same demo member and change their bookings, buddies or points never meet another
 * worker's, so the suite runs on several workers. The built API (global-setup.ts builds it when stale)
 * runs as production does. The database is a copy of the one global-setup.ts seeded for the run (the
 * server's own migrate-and-seed, once): a worker's server then starts in about 3 s instead of about 11 s
 * seeding its own, and every worker (the map files' workers too) starts from the same demo data.
 */
export async function startWorkerServer(
  parallelIndex: number,
): Promise<WorkerServer & { stop: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `fairway-e2e-w${parallelIndex}-`));
  const template = process.env[TEMPLATE_ENV];
  if (template) fs.cpSync(template, dataDir, { recursive: true });
  return startApiServer(BASE_PORT + parallelIndex, dataDir, `e2e_${process.pid}_w${parallelIndex}_`);
}

/**
 * Seeds the run's template database once (global-setup.ts): the API server on an empty data directory
 * migrates and seeds it, answers its health check, and is stopped cleanly. Returns the directory.
 */
export async function seedTemplateDatabase(): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-e2e-template-'));
  // Its own port, past the workers' (BASE_PORT + the worker's parallel index).
  const server = await startApiServer(BASE_PORT + 99, dataDir, `e2e_${process.pid}_template_`);
  await server.stopKeepingData();
  return dataDir;
}

async function startApiServer(port: number, dataDir: string, redisPrefix: string) {
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, ['--enable-source-maps', API_BUNDLE], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      PUBLIC_ORIGIN: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // With REDIS_URL set (CI sets it), each worker's server uses Redis under its own names: without them the
      // two servers' hubs, read-cache messages and limits met there, and a member signed in on one worker
      // got the other worker's toasts (the demo members are the same on both databases).
      REDIS_PREFIX: redisPrefix,
      RATE_LIMIT_LOGIN_PER_IP: '10000',
      RATE_LIMIT_LOGIN_PER_ACCOUNT: '10000',
      RATE_LIMIT_LOGIN_PER_ACCOUNT_IP: '10000',
      // No balancer watches these servers: stop at once instead of keeping readiness false for a grace.
      SHUTDOWN_GRACE_MS: '0',
    },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-8000);
  });
  try {
    await waitUntilHealthy(url, child, () => stderr);
  } catch (error) {
    // A server that did not come up is stopped, so the worker that replaces this one finds its port free.
    await stopChild(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    port,
    dataDir,
    stop: async () => {
      await stopChild(child);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    stopKeepingData: async () => {
      await stopChild(child);
      if (child.exitCode !== 0) {
        throw new Error(
          `the e2e template server stopped with ${child.exitCode ?? child.signalCode}:\n${stderr}`,
        );
      }
    },
  };
}

async function waitUntilHealthy(url: string, child: ChildProcess, stderr: () => string) {
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`the e2e API server exited (${code}):\n${stderr()}`))),
  );
  const deadline = Date.now() + 300_000;
  const healthy = (async () => {
    while (Date.now() < deadline) {
      const ok = await fetch(`${url}/api/health`).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) return;
      // Polls the server that is starting (migrating and seeding its database): nothing to wait on but it.
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`the e2e API server did not answer at ${url} within 300 s:\n${stderr()}`);
  })();
  await Promise.race([healthy, exited]);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}
