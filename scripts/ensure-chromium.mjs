// Finds Debian's Chromium for the browser tests, installing the `chromium` and `chromium-headless-shell`
// packages when running as root with apt available. Never downloads a browser build of its own.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
/**
 * Debian's `chromium-headless-shell`: the same Chromium build without the desktop browser around it, the
 * binary Playwright itself runs headless tests in. A page load costs it about 40% less CPU than the full
 * browser in headless mode (0.72 s against 1.22 s a load on this machine), the suite's largest cost.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (fs.existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, but no file is there.`);
  }
  return CANDIDATES.find((p) => fs.existsSync(p)) ?? null;
}

/** The headless shell, when installed (CHROMIUM_HEADLESS_SHELL names another); null otherwise. */
export function findHeadlessShell() {
  const fromEnv = process.env.CHROMIUM_HEADLESS_SHELL;
  if (fromEnv) {
    if (fs.existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROMIUM_HEADLESS_SHELL is set to ${fromEnv}, but no file is there.`);
  }
  return fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : null;
}

function canInstall() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  return isRoot && hasApt;
}

function aptInstall(packages) {
  console.log(`Installing Debian's ${packages.join(' and ')} for the browser tests…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env });
}

/**
 * The browsers the tests use: `chromium` (the full browser: WebGL maps, Lighthouse, profiles) and
 * `headlessShell` (every other browser test; the full browser where the shell cannot be installed).
 */
export function ensureChromium() {
  let chromium = findChromium();
  let headlessShell = findHeadlessShell();
  if (chromium && headlessShell) return { chromium, headlessShell };
  if (!canInstall()) {
    if (chromium) return { chromium, headlessShell: chromium };
    throw new Error(
      'No Chromium found for the browser tests. Install Debian\'s "chromium" package (apt-get install chromium ' +
        'chromium-headless-shell) or set CHROMIUM_PATH to a Chromium/Chrome executable.',
    );
  }
  const missing = [!chromium && 'chromium', !headlessShell && 'chromium-headless-shell'].filter(Boolean);
  try {
    aptInstall(missing);
  } catch (error) {
    // A distribution without the headless shell: the full browser runs every test.
    if (missing.includes('chromium')) aptInstall(['chromium']);
    else console.log(`(${error.message}: the browser tests run in the full browser.)`);
  }
  chromium = findChromium();
  headlessShell = findHeadlessShell();
  if (!chromium)
    throw new Error('apt-get installed chromium, but no executable was found at /usr/bin/chromium.');
  return { chromium, headlessShell: headlessShell ?? chromium };
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureChromium());
