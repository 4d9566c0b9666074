// Finds Debian's Chromium for the browser tests, installing the `chromium` package when running as root
// with apt available. Never downloads a browser build of its own.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (fs.existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, but no file is there.`);
  }
  return CANDIDATES.find((p) => fs.existsSync(p)) ?? null;
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    throw new Error(
      'No Chromium found for the browser tests. Install Debian\'s "chromium" package (apt-get install chromium) ' +
        'or set CHROMIUM_PATH to a Chromium/Chrome executable.',
    );
  }
  console.log("Installing Debian's chromium package for the browser tests…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  const installed = findChromium();
  if (!installed)
    throw new Error('apt-get installed chromium, but no executable was found at /usr/bin/chromium.');
  return installed;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureChromium());
