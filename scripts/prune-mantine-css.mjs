// Keeps only the Mantine CSS the built app can use. Mantine's components name their classes with
// literal `m_<8 hex>` strings in their JavaScript; the bundler keeps the modules of the components the
// app imports, so a class absent from every built chunk belongs to a component the app never renders.
// Rules whose selectors need such a class are dropped from the built stylesheets (everything else —
// the baseline, CSS variables, the app's own styles — stays). Run after `vite build`, before
// compression (apps/web's build script). Prints the bytes saved.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postcss from 'postcss';

const CLASS = /\.(m_[0-9a-f]{8})\b/g;

export function pruneMantineCss(dir) {
  const assets = path.join(dir, 'assets');
  const files = fs.readdirSync(assets);
  const used = new Set();
  for (const f of files.filter((f) => f.endsWith('.js'))) {
    for (const m of fs.readFileSync(path.join(assets, f), 'utf8').matchAll(/m_[0-9a-f]{8}/g)) used.add(m[0]);
  }
  let before = 0;
  let after = 0;
  for (const f of files.filter((f) => f.endsWith('.css'))) {
    const file = path.join(assets, f);
    const css = fs.readFileSync(file, 'utf8');
    const root = postcss.parse(css);
    root.walkRules((rule) => {
      if (rule.parent?.type === 'atrule' && /keyframes$/i.test(rule.parent.name)) return;
      const kept = rule.selectors.filter((s) => [...s.matchAll(CLASS)].every((m) => used.has(m[1])));
      if (kept.length === 0) rule.remove();
      else if (kept.length < rule.selectors.length) rule.selectors = kept;
    });
    // At-rules (media, layer, supports) left empty by the pruning go too.
    root.walkAtRules((at) => {
      if (at.nodes && at.nodes.length === 0) at.remove();
    });
    const out = root.toString();
    before += css.length;
    after += out.length;
    if (out !== css) fs.writeFileSync(file, out);
  }
  return { used: used.size, before, after };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(process.argv[2] ?? 'dist');
  const { used, before, after } = pruneMantineCss(dir);
  const kib = (n) => `${(n / 1024).toFixed(0)} KiB`;
  console.log(`Mantine CSS pruned to the ${used} classes the build uses: ${kib(before)} → ${kib(after)}`);
}
