#!/usr/bin/env node
// `npm run mutation`: StrykerJS (Vitest runner) on the booking, points and auth rules — see
// stryker.config.mjs for what is mutated — then one table: module → mutation score and mutant counts.
// Reports (HTML and JSON) go to reports/mutation/. `npm run mutation -- --report-only` reprints the table
// of the last run without mutating again. Exits 1 when the total score is under 80 %.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchToolBin, ensureBenchTools } from './bench-tools.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reportFile = path.join(root, 'reports/mutation/mutation.json');
const TARGET = 80;

if (!process.argv.includes('--report-only')) {
  ensureBenchTools();
  const stryker = benchToolBin('stryker');
  const run = spawnSync(stryker, ['run', 'stryker.config.mjs'], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}

/** Which area of the rules a mutated file belongs to (lot spending is where points are spent). */
const AREAS = [
  [/booking-rules\/payment\.ts$/, 'points'],
  [/booking-rules\//, 'booking'],
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

if (score(total) < TARGET) {
  console.log(`Total mutation score ${score(total).toFixed(1)} % is under the ${TARGET} % target.`);
  process.exit(1);
}
