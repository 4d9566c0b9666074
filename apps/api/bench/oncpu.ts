import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeFlow } from './bookings';
import { checkoutFlow } from './checkout';
import { benchDatabase, loginCookie, measure, POSTGRES_URL, printComparison, type Server } from './harness';

/**
 * Where the CPU goes while a route is under load, as the kernel's scheduler saw it (`perf record -e
 * cpu-clock`): only time on a CPU is sampled. V8's own profile (`bench/profile.ts`) samples the thread's
 * wall time instead, so on a busy 2-core machine a syscall that woke PostgreSQL and was preempted shows
 * as the syscall's time (the wide booking's profile gave `writev` 47 % of the API; on a CPU it is under
 * 10 %, and the kernel as a whole 15 %).
 *
 * `npx tsx bench/oncpu.ts writes | checkout | <route>`: one API instance in its own process (bench/serve.ts,
 * a fresh `fairway_perf_*` PostgreSQL database, JIT frames named by `--perf-basic-prof-only-functions`),
 * the bench's load from another; a route is asked signed in as member@example.com. `ONCPU_ALL=1` samples
 * the whole machine (PostgreSQL's backends, the load process) and splits it by command first. Prints the
 * split by command and by binary, the top functions by their own time and the API's functions by their
 * inclusive time, and keeps `perf.data` for `perf report -i`. Needs `perf` (Debian: linux-perf) and the
 * right to sample (root, or kernel.perf_event_paranoid ≤ 1).
 */
const SERVE = fileURLToPath(new URL('./serve.ts', import.meta.url));
const TOP = Number(process.env.ONCPU_TOP ?? 25);

function report(data: string, args: string[]): string[] {
  const text = execFileSync('perf', ['report', '-i', data, '--stdio', '-g', 'none', ...args], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return text.split('\n').filter((l) => l.trim() && !l.startsWith('#'));
}

async function record(pid: number | null, data: string, during: () => Promise<unknown>) {
  const target = pid === null ? ['-a'] : ['-p', String(pid)];
  const perf = spawn('perf', ['record', '-e', 'cpu-clock', '-F', '999', '-g', '-o', data, ...target], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    return await during();
  } finally {
    perf.kill('SIGINT');
    await new Promise((resolve) => perf.once('exit', resolve));
  }
}

async function main(what: string) {
  execFileSync('perf', ['--version'], { stdio: 'ignore' });
  const whole = process.env.ONCPU_ALL === '1';
  const database = await benchDatabase('postgres');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-oncpu-'));
  const data = path.join(dir, 'perf.data');
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${database.name}`;
  let child: ChildProcess | null = null;
  try {
    child = spawn(
      process.execPath,
      ['--perf-basic-prof-only-functions', '--interpreted-frames-native-stack', '--import', 'tsx', SERVE],
      {
        stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
        env: { ...process.env, BENCH_SERVE_DATABASE_URL: url.toString() },
      },
    );
    const port = await new Promise<string>((resolve, reject) => {
      child?.stdout?.setEncoding('utf8').once('data', (line: string) => resolve(line.trim()));
      child?.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    });
    const base = `http://127.0.0.1:${port}`;
    const pid = whole ? null : (child.pid ?? null);
    let result: Awaited<ReturnType<typeof measure>>;
    if (what === 'writes' || what === 'checkout') {
      const { flow } =
        what === 'writes' ? await writeFlow(database.db, 'wide') : await checkoutFlow(database.db);
      result = (await record(pid, data, () =>
        measure(base, { flow }, { serverInProcess: false }),
      )) as typeof result;
    } else {
      const cookie = await loginCookie({ url: base } as Server, 'member@example.com');
      await fetch(`${base}${what}`, { headers: { cookie } });
      result = (await record(pid, data, () =>
        measure(`${base}${what}`, { headers: { cookie } }, { serverInProcess: false }),
      )) as typeof result;
    }
    printComparison('postgres', `${what} (sampled on CPU)`, null, result);
    if (whole) {
      console.log('\nby command (swapper: idle):');
      for (const l of report(data, ['--no-children', '--sort', 'comm']).slice(0, 8)) console.log(l);
    }
    console.log(`\nby binary${whole ? '' : ' (the API process)'}:`);
    for (const l of report(data, ['--no-children', '--sort', 'dso']).slice(0, 6)) console.log(l);
    console.log('\nown time, by function:');
    for (const l of report(data, ['--no-children', '--sort', 'sym']).slice(0, TOP)) console.log(l);
    console.log("\nthe API's JavaScript, inclusive time:");
    const js = report(data, ['--children', '--sort', 'sym']).filter((l) => l.includes('JS:'));
    for (const l of js.slice(0, TOP)) console.log(l);
    console.log(`\n(perf data: ${data}; perf report -i ${data})`);
  } finally {
    if (child && child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child?.once('exit', resolve));
    }
    await database.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main(process.argv[2] ?? 'writes');
