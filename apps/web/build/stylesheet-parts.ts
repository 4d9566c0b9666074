import postcss, { type AtRule } from 'postcss';
import type { Plugin } from 'vite';

/**
 * Mantine's components name their classes with literal `m_<8 hex>` strings in their JavaScript; the
 * bundler keeps the modules of the components the app imports, so a class absent from every built chunk
 * belongs to a component the app never renders.
 */
const MANTINE_CLASS = /\.(m_[0-9a-f]{8})\b/g;

/**
 * The stylesheet without the rules whose selectors need a Mantine class no chunk names (`used`).
 * Everything else (the baseline, CSS variables, the app's own styles) stays; at-rules left empty go too.
 */
export function pruneMantineCss(css: string, used: ReadonlySet<string>): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as AtRule).name)) return;
    const kept = rule.selectors.filter((s) => [...s.matchAll(MANTINE_CLASS)].every((m) => used.has(m[1] as string)));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  root.walkAtRules((at) => {
    if (at.nodes && at.nodes.length === 0) at.remove();
  });
  return root.toString();
}

/**
 * The most CSS one of the page's stylesheet files holds. Chromium parses a stylesheet in one task when it
 * has arrived: the app's 188 kB were one task of 250–320 ms in Lighthouse's 4× slowdown, most of it
 * counted as blocking time; in parts of this size each is a task under its 50 ms (docs/performance.md).
 */
export const PART_BYTES = 32 * 1024;

/**
 * The stylesheet cut between its top-level rules into parts of at most `maxBytes` (a rule larger than
 * that is a part of its own). Linked one after the other, in order, they cascade as the whole did. A
 * stylesheet with `@import` or `@charset` (which must open it) stays whole.
 */
export function stylesheetParts(css: string, maxBytes = PART_BYTES): string[] {
  const root = postcss.parse(css);
  if (root.nodes.some((node) => node.type === 'atrule' && /^(import|charset)$/i.test(node.name)))
    return [css];
  const parts: string[] = [];
  let part = '';
  for (const node of root.nodes) {
    const text = node.toString();
    if (part && part.length + text.length > maxBytes) {
      parts.push(part);
      part = '';
    }
    part += text;
  }
  if (part || parts.length === 0) parts.push(part);
  return parts;
}

/** A part's file beside the stylesheet's own: `assets/web-abc.css` → `assets/web-abc-2.css`. */
export const partFile = (file: string, index: number) =>
  index === 0 ? file : file.replace(/\.css$/, `-${index}.css`);

const LINK = /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g;

/** The page with each of `parts`' stylesheets linked after the first, one a line, as the first is. */
export function linkParts(html: string, parts: ReadonlyMap<string, number>): string {
  return html.replace(LINK, (link, file: string) => {
    const count = parts.get(file) ?? 1;
    const indent = /([ \t]*)$/.exec(html.slice(0, html.indexOf(link)))?.[1] ?? '';
    const more = Array.from({ length: count - 1 }, (_, i) =>
      link.replace(`/${file}"`, `/${partFile(file, i + 1)}"`),
    );
    return [link, ...more].join(`\n${indent}`);
  });
}

interface Chunk {
  type: 'chunk';
  code: string;
}
interface Asset {
  type: 'asset';
  fileName: string;
  source: string | Uint8Array;
}
const text = (asset: Asset) =>
  typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);

/**
 * The build's stylesheets: Mantine's rules for components the app never renders pruned from each
 * (`pruneMantineCss`), then each stylesheet the page links (the entry's, Mantine's with the app's own)
 * cut into parts (`stylesheetParts`) linked in its place. The first part keeps the file's name, so the
 * preload helper, which loads a lazy screen's stylesheets by name, finds it already linked. Done on the
 * finished bundle, before the service worker's precache list is made from the files written.
 */
export function stylesheetPartsPlugin(): Plugin {
  return {
    name: 'fairway:stylesheet-parts',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const files = Object.values(bundle as unknown as Record<string, Chunk | Asset>);
        const used = new Set<string>();
        for (const file of files) {
          if (file.type === 'chunk') for (const m of file.code.matchAll(/m_[0-9a-f]{8}/g)) used.add(m[0]);
        }
        const sheets = files.filter((f): f is Asset => f.type === 'asset' && f.fileName.endsWith('.css'));
        for (const sheet of sheets) sheet.source = pruneMantineCss(text(sheet), used);
        const page = files.find((f): f is Asset => f.type === 'asset' && f.fileName === 'index.html');
        if (!page) return;
        const counts = new Map<string, number>();
        for (const [, file] of text(page).matchAll(LINK)) {
          const sheet = sheets.find((s) => s.fileName === file);
          if (!file || !sheet) continue;
          const parts = stylesheetParts(text(sheet));
          sheet.source = parts[0] ?? '';
          parts.slice(1).forEach((source, i) => {
            this.emitFile({ type: 'asset', fileName: partFile(file, i + 1), source });
          });
          counts.set(file, parts.length);
        }
        page.source = linkParts(text(page), counts);
      },
    },
  };
}
