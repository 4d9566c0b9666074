// When a build output is missing or older than the newest file of its sources.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

/** 'missing', 'changed' (or FORCE_BUILD=true), or false when `output` is newer than every source. */
export function buildIsStale(output, sources) {
  if (!fs.existsSync(output)) return 'missing';
  if (process.env.FORCE_BUILD === 'true') return 'changed';
  const builtAt = fs.statSync(output).mtimeMs;
  const changedAt = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
  return builtAt < changedAt ? 'changed' : false;
}
