#!/usr/bin/env node
// `node scripts/schema-imports.mjs [file …]`: rewrites `import { … } from '<…>/db/schema'` (the index,
// drizzle's) into imports from the schema file that declares each name, so the dependency rules see which
// tables a file reads (rule api-schema-by-file, docs/architecture.md#who-owns-each-table). Without
// arguments it rewrites every file of apps/api/src outside db/. Run Biome on the result (import order).
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const schemaDir = path.join(root, 'apps/api/src/db/schema');
const fileOf = new Map();
for (const f of fs.readdirSync(schemaDir)) {
  if (!f.endsWith('.ts') || f.endsWith('.test.ts') || f === 'index.ts') continue;
  const text = fs.readFileSync(path.join(schemaDir, f), 'utf8');
  const base = f.slice(0, -'.ts'.length);
  for (const m of text.matchAll(/^export (?:const|type|interface|function|enum) ([A-Za-z_]\w*)/gm))
    fileOf.set(m[1], base);
  for (const m of text.matchAll(/^export \{([^}]*)\} from/gm))
    for (const n of m[1].split(',')) fileOf.set(n.trim().replace(/^type\s+/, ''), base);
}

function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return p === path.join(root, 'apps/api/src/db') ? [] : walk(p);
    return e.name.endsWith('.ts') ? [p] : [];
  });
}

const files = process.argv.length > 2 ? process.argv.slice(2) : walk(path.join(root, 'apps/api/src'));
let changed = 0;
for (const file of files) {
  const abs = path.resolve(file);
  const text = fs.readFileSync(abs, 'utf8');
  const out = text.replace(
    /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'([^']+)';/g,
    (whole, typeKw, names, spec) => {
      if (!spec.startsWith('.') || path.resolve(path.dirname(abs), spec) !== schemaDir) return whole;
      const groups = new Map();
      for (const raw of names
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)) {
        const name = raw.replace(/^type\s+/, '').split(/\s+as\s+/)[0];
        const base = fileOf.get(name);
        if (!base) throw new Error(`${file}: no schema file declares ${name}`);
        groups.set(base, [...(groups.get(base) ?? []), raw]);
      }
      return [...groups]
        .map(([base, list]) => `import ${typeKw ?? ''}{ ${list.join(', ')} } from '${spec}/${base}';`)
        .join('\n');
    },
  );
  if (out !== text) {
    fs.writeFileSync(abs, out);
    changed++;
  }
}
console.log(`${changed} file(s) rewritten`);
