import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

/** A helper daemon (PgBouncer, HAProxy) run in the foreground as a child, its output kept for failures. */
export type Daemon = { child: ChildProcess; output: string[]; stop: () => Promise<void> };

function daemon(command: string, args: string[]): Daemon {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  child.stdout?.on('data', (chunk) => output.push(String(chunk)));
  child.stderr?.on('data', (chunk) => output.push(String(chunk)));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return {
    child,
    output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Polls a condition (every 50 ms) until it holds: waiting on a state, not for a guessed time. */
export async function waitFor(condition: () => Promise<boolean> | boolean, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await delay(50);
  }
}

/** Resolves once something accepts TCP connections on the port (the daemon's own readiness). */
export async function portOpen(port: number, daemon: Daemon): Promise<void> {
  await waitFor(() => {
    if (daemon.child.exitCode !== null) throw new Error(`daemon exited: ${daemon.output.join('')}`);
    return new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.on('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
  }, `port ${port}`);
}

/**
 * PgBouncer in transaction pooling, in front of the test's PostgreSQL (trusting local connections, as
 * the test database does). Run as the `postgres` user when root: PgBouncer refuses to run as root.
 */
export function startPgBouncer(
  bin: string,
  dir: string,
  opts: { port: number; upstream: URL; poolSize: number },
): Daemon {
  const ini = path.join(dir, 'pgbouncer.ini');
  fs.writeFileSync(
    ini,
    [
      '[databases]',
      `* = host=${opts.upstream.hostname} port=${opts.upstream.port || 5432} user=${opts.upstream.username || 'postgres'}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${opts.port}`,
      'unix_socket_dir =',
      'auth_type = any',
      'pool_mode = transaction',
      'max_client_conn = 500',
      `default_pool_size = ${opts.poolSize}`,
      'ignore_startup_parameters = extra_float_digits,options',
      '',
    ].join('\n'),
    { mode: 0o644 },
  );
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return daemon(bin, [...(asRoot ? ['-u', 'postgres'] : []), ini]);
}

/**
 * HAProxy as the documented configuration (docs/deployment.md): round robin over the instances, each
 * checked on /api/health/ready, out after two failed checks and back at the first good one; a refused
 * connection is retried on another instance (nothing was sent), nothing else is retried.
 */
export function startHaproxy(
  bin: string,
  dir: string,
  opts: { port: number; servers: number[]; checkIntervalMs: number },
): Daemon & { stats: () => Promise<Map<string, string>> } {
  const cfg = path.join(dir, 'haproxy.cfg');
  const statsSocket = path.join(dir, 'haproxy.sock');
  fs.writeFileSync(
    cfg,
    [
      'global',
      `  stats socket ${statsSocket} mode 600 level admin`,
      'defaults',
      '  mode http',
      '  timeout connect 2s',
      '  timeout client 30s',
      '  timeout server 30s',
      // A check slower than this (a loaded instance) fails; without it the check interval is the timeout.
      '  timeout check 2s',
      '  retries 3',
      '  option redispatch',
      '  retry-on conn-failure',
      // A fresh server connection per request: one to a dead instance is refused, so retried elsewhere,
      // never a reused connection that dies under a request sent after the kill.
      '  option http-server-close',
      'frontend www',
      `  bind 127.0.0.1:${opts.port}`,
      '  http-request deny if { path_beg /metrics }',
      '  default_backend api',
      'backend api',
      '  balance roundrobin',
      '  option httpchk GET /api/health/ready',
      '  http-check expect status 200',
      `  default-server inter ${opts.checkIntervalMs} fall 2 rise 1`,
      ...opts.servers.map((port, i) => `  server api${i + 1} 127.0.0.1:${port} check`),
      '',
    ].join('\n'),
  );
  const d = daemon(bin, ['-db', '-f', cfg]);
  /** Each server's status as HAProxy sees it (UP, DOWN …), through its stats socket. */
  const stats = () =>
    new Promise<Map<string, string>>((resolve, reject) => {
      const socket = net.connect(statsSocket);
      let text = '';
      socket.on('connect', () => socket.write('show stat\n'));
      socket.on('data', (chunk) => {
        text += String(chunk);
      });
      socket.on('error', reject);
      socket.on('end', () => {
        const rows = text.split('\n').map((line) => line.split(','));
        const status = new Map<string, string>();
        for (const row of rows)
          if (row[0] === 'api' && row[1]?.startsWith('api')) status.set(row[1], row[17] ?? '');
        resolve(status);
      });
    });
  return { ...d, stats };
}
