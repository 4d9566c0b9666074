#!/usr/bin/env node
// `npm run mutation`: StrykerJS (Vitest runner) on the money and places rules — see stryker.config.mjs for
// what is mutated — then one table: module → mutation score and mutant counts. Incremental (the config):
// only the mutants of code and tests changed since reports/stryker-incremental.json are run again, the
// others keep their recorded result; `--force` re-tests every mutant. Reports (HTML and JSON) go to
// reports/mutation/. `--report-only` reprints the table of the last run without mutating again. Exits 1
// when the total score is under 80 % (Stryker's `thresholds.break`), after printing the table.
// StrykerJS is installed into tools/mutation on first use (scripts/bench-tools.mjs).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureMutationTools, strykerBin } from './bench-tools.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reportFile = path.join(root, 'reports/mutation/mutation.json');
const TARGET = 80;

let strykerStatus = 0;
if (!process.argv.includes('--report-only')) {
  ensureMutationTools();
  const began = Date.now();
  const args = ['run', 'stryker.config.mjs', ...(process.argv.includes('--force') ? ['--force'] : [])];
  const run = spawnSync(strykerBin(), args, { cwd: root, stdio: 'inherit' });
  strykerStatus = run.status ?? 1;
  // Under the break Stryker exits 1 after writing its report: print the table all the same. Without a
  // report of this run (it could not run), stop here.
  const fresh = fs.existsSync(reportFile) && fs.statSync(reportFile).mtimeMs >= began;
  if (!fresh) process.exit(strykerStatus || 1);
}

/** Which area of the rules a mutated file belongs to (lot spending is where points are spent). */
const AREAS = [
  [/booking-rules\/payment\.ts$|bookings\/party\.ts$|points\//, 'points'],
  [/booking-rules\/|bookings\//, 'booking'],
  [/ballots\/|fair-draw\.ts$|release-lines\//, 'places'],
  [/teetimes\//, 'booking'],
  [/checkout\/|payments\/|subscription\//, 'money'],
  [/auth\/|lib\/password\.ts$|limits\/rate-limit\.ts$/, 'auth'],
  [/./, 'shared'],
];

const report = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
const empty = () => ({ killed: 0, timeout: 0, survived: 0, noCoverage: 0, errors: 0 });
const rows = Object.entries(report.files)
  .map(([file, { mutants }]) => {
    const c = empty();
    for (const m of mutants) {
      if (m.status === 'Killed') c.killed++;
      else if (m.status === 'Timeout') c.timeout++;
      else if (m.status === 'Survived') c.survived++;
      else if (m.status === 'NoCoverage') c.noCoverage++;
      else c.errors++; // CompileError, RuntimeError: not counted in the score, as Stryker does
    }
    const rel = path.relative(root, path.resolve(root, file)).replaceAll('\\', '/');
    const area = AREAS.find(([re]) => re.test(rel))[1];
    const name = rel.replace(/^apps\/api\/src\/(modules\/)?/, '').replace(/\.ts$/, '');
    return { area, name, ...c };
  })
  .sort((a, b) => a.area.localeCompare(b.area) || a.name.localeCompare(b.name));

const sum = (list) =>
  list.reduce((s, r) => {
    for (const k of Object.keys(s)) s[k] += r[k];
    return s;
  }, empty());
const score = (c) => {
  const valid = c.killed + c.timeout + c.survived + c.noCoverage;
  return valid ? (100 * (c.killed + c.timeout)) / valid : 100;
};

const header = ['area', 'module', 'score', 'killed', 'timeout', 'survived', 'no cov', 'errors'];
const line = (area, name, c) => [
  area,
  name,
  `${score(c).toFixed(1)} %`,
  ...[c.killed, c.timeout, c.survived, c.noCoverage, c.errors].map(String),
];
const table = rows.map((r) => line(r.area, r.name, r));
const areas = [...new Set(rows.map((r) => r.area))];
const subtotals = areas.map((a) => line(a, '(all)', sum(rows.filter((r) => r.area === a))));
const total = sum(rows);
const widths = header.map((h, i) =>
  Math.max(h.length, ...[...table, ...subtotals].map((r) => r[i].length), 5),
);
const print = (cells) =>
  console.log(cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  '));
const rule = () => console.log(widths.map((w) => '─'.repeat(w)).join('  '));

console.log('\nMutation score per module (score = killed + timeout over all but errors)\n');
print(header);
rule();
for (const r of table) print(r);
rule();
for (const r of subtotals) print(r);
rule();
print(line('total', '', total));
console.log(`\nHTML report: ${path.relative(root, path.join(path.dirname(reportFile), 'index.html'))}`);

const counted = total.killed + total.timeout + total.survived + total.noCoverage;
console.log(`Mutation score: ${score(total).toFixed(1)} % of ${counted} mutants (break at ${TARGET} %).`);
if (score(total) < TARGET) {
  console.log(`Total mutation score ${score(total).toFixed(1)} % is under the ${TARGET} % target.`);
  process.exit(1);
}
process.exit(strykerStatus);
