// Finds HAProxy and PgBouncer for the operations test (apps/api/test/haproxy-pgbouncer.pg.int.test.ts),
// installing Debian's `haproxy` and `pgbouncer` packages when running as root with apt available. The test
// itself only looks for them and is skipped, saying so, where they are missing.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

const TOOLS = {
  haproxy: ['/usr/sbin/haproxy', '/usr/bin/haproxy', '/usr/local/sbin/haproxy'],
  pgbouncer: ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer', '/usr/local/bin/pgbouncer'],
};

/** `{ haproxy, pgbouncer }` paths, each null when not installed. */
export function findOpsTools() {
  return Object.fromEntries(
    Object.entries(TOOLS).map(([name, candidates]) => [
      name,
      candidates.find((p) => fs.existsSync(p)) ?? null,
    ]),
  );
}

export function ensureOpsTools() {
  const found = findOpsTools();
  const missing = Object.keys(found).filter((name) => !found[name]);
  if (missing.length === 0) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    throw new Error(
      `Not installed: ${missing.join(', ')}. Install Debian's packages (apt-get install ${missing.join(' ')}) ` +
        'for the HAProxy + PgBouncer test, or leave it skipped.',
    );
  }
  console.log(`Installing Debian's ${missing.join(' and ')} for the operations test…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], {
    stdio: 'inherit',
    env,
  });
  const installed = findOpsTools();
  const still = Object.keys(installed).filter((name) => !installed[name]);
  if (still.length) throw new Error(`apt-get ran, but ${still.join(', ')} is still not found.`);
  return installed;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureOpsTools());
