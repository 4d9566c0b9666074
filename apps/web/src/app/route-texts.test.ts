import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEXT_FILES, type TextPart } from '../i18n/texts';
import type { AppRoute } from './route-meta';
import { routes } from './routes';

/**
 * Every screen renders only once the feature catalogues its route names (`texts`) are in (src/i18n/texts.ts):
 * each must name every part whose keys its modules read, the overlays it loads later included, and the shell
 * (everything the entry reaches short of the screens) must read none of them.
 */
const SRC = join(import.meta.dirname, '..');
const STATIC = /\b(import|export)\s+(type\s+)?([\w\s{},*$]*?)\s*from\s*['"](\.{1,2}\/[^'"]+)['"]/g;
const BARE = /\bimport\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

function resolveImport(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  for (const file of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (/\.tsx?$/.test(file) && existsSync(file)) return file;
  }
  return null;
}

/** `{ a, b as c, type T }` → the names as the imported module exports them (a, b); null for all of them. */
function namesOf(clause: string): string[] | null {
  const braces = /\{([^}]*)\}/.exec(clause);
  if (!braces || /^\s*\w+\s*,|\*/.test(clause)) return null;
  return (braces[1] as string)
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name && !name.startsWith('type '))
    .map((name) => name.split(/\s+as\s+/)[0] as string);
}

/** Lazy chunks loaded with texts of their own, and those texts: met by reach(). */
const lazyWithTexts = new Map<string, TextPart[]>();

const isBarrel = (file: string) => /[\\/]index\.tsx?$/.test(file);

/**
 * Our modules a module reaches, by static or dynamic import, short of the router table's screens (the
 * dynamic imports of a feature's pages.ts). Through a feature's index.ts, only the modules of the names
 * imported, as the bundler keeps them: a barrel re-exports the whole feature.
 */
function reach(start: string, seen = new Set<string>(), names: string[] | null = null): Set<string> {
  const barrel = isBarrel(start) && names !== null;
  const wanted = barrel ? (names as string[]).filter((name) => !seen.has(`${start}#${name}`)) : [];
  if (barrel ? wanted.length === 0 : seen.has(start)) return seen;
  if (barrel) for (const name of wanted) seen.add(`${start}#${name}`);
  seen.add(start);
  const code = readFileSync(start, 'utf8');
  for (const m of code.matchAll(STATIC)) {
    const [, kind, typeOnly, clause = '', spec = ''] = m;
    if (typeOnly) continue;
    const file = resolveImport(start, spec);
    if (!file) continue;
    if (barrel) {
      // Follow a re-export only for the names asked of this barrel.
      if (kind !== 'export') continue;
      const pairs = (/\{([^}]*)\}/.exec(clause)?.[1] ?? '')
        .split(',')
        .map((n) => n.trim())
        .filter((n) => n && !n.startsWith('type '))
        .map((n) => n.split(/\s+as\s+/) as [string, string?]);
      const follow = pairs.filter(([from, to]) => wanted.includes(to ?? from)).map(([from]) => from);
      if (/\*/.test(clause) || follow.length) reach(file, seen, /\*/.test(clause) ? wanted : follow);
      continue;
    }
    reach(file, seen, namesOf(clause));
  }
  // A module that loads its own texts with its lazy chunks (`loadTexts(['bookings'])`): checked apart.
  const ownTexts = /\bloadTexts\(\s*\[([^\]]*)\]/.exec(code)?.[1];
  for (const m of code.matchAll(BARE)) {
    const dynamic = code.slice(Math.max(0, (m.index ?? 0) - 1), (m.index ?? 0) + 8).includes('import(');
    if (barrel || (dynamic && start.endsWith('pages.ts'))) continue;
    const file = resolveImport(start, m[1] as string);
    if (!file) continue;
    if (dynamic && ownTexts !== undefined) {
      const parts = [...ownTexts.matchAll(/['"](\w+)['"]/g)].map((part) => part[1] as TextPart);
      lazyWithTexts.set(file, parts);
    } else reach(file, seen);
  }
  return seen;
}

const parts = Object.entries(TEXT_FILES).map(([part, file]) => {
  const keys = Object.keys(JSON.parse(readFileSync(join(SRC, '..', file), 'utf8')) as object);
  const prefixes = [...new Set(keys.map((key) => key.slice(0, key.lastIndexOf('.'))))].filter(Boolean);
  return { part: part as TextPart, keys, prefixes };
});

/** The parts whose keys these modules name, whole (`'explore.sort.name'`) or by prefix (`` `explore.sort.${x}` ``). */
function partsRead(modules: Iterable<string>): Set<TextPart> {
  const read = new Set<TextPart>();
  for (const module of modules) {
    if (module.includes('#')) continue;
    const code = readFileSync(module, 'utf8');
    for (const { part, keys, prefixes } of parts) {
      const named = keys.some(
        (key) => code.includes(`'${key}'`) || code.includes(`"${key}"`) || code.includes(`\`${key}`),
      );
      if (named || prefixes.some((prefix) => code.includes(`\`${prefix}.`))) read.add(part);
    }
  }
  return read;
}

/** The screen module of each page loader, read from the features' pages.ts (`name: () => import('./x')`). */
function screenModules(): Map<string, string> {
  const screens = new Map<string, string>();
  const features = join(SRC, 'features');
  for (const feature of readdirSync(features)) {
    const pages = join(features, feature, 'pages.ts');
    if (!existsSync(pages)) continue;
    for (const m of readFileSync(pages, 'utf8').matchAll(
      /(\w+):\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/g,
    )) {
      const file = resolveImport(pages, m[2] as string);
      if (file) screens.set(`${feature}:${m[1]}`, file);
    }
  }
  return screens;
}

/** The screen a route's loader imports: its source names it (`import("/src/features/…/x-page.tsx")`). */
function screenOf(route: AppRoute, screens: Map<string, string>): string {
  const spec = /['"]([^'"]+)['"]/.exec(route.load?.toString() ?? '')?.[1] ?? '';
  const name = spec
    .split('/')
    .pop()
    ?.replace(/\.tsx?$/, '');
  const found = [...screens.values()].find(
    (file) => name && file.replace(/\.tsx?$/, '').endsWith(`/${name}`),
  );
  if (!found) throw new Error(`No screen module found for ${route.path}`);
  return found;
}

describe('route texts', () => {
  it('names, for every screen, the feature catalogues its modules read', () => {
    const screens = screenModules();
    const missing: string[] = [];
    // The offline screen ships in the shell (its loader imports nothing): the second test covers it.
    for (const route of routes.filter((r) => r.load && /import\(|dynamic_import/.test(r.load.toString()))) {
      const screen = screenOf(route, screens);
      const declared = new Set(route.texts ?? []);
      for (const part of partsRead(reach(screen))) {
        if (!declared.has(part)) missing.push(`${route.path} (${relative(SRC, screen)}): ${part}`);
      }
    }
    expect(screens.size).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });

  it('names, for every lazy chunk loaded with its own texts, those its modules read', () => {
    reach(join(SRC, 'main.tsx'));
    const missing: string[] = [];
    for (const [chunk, declared] of lazyWithTexts) {
      for (const part of partsRead(reach(chunk))) {
        if (!declared.includes(part)) missing.push(`${relative(SRC, chunk)}: ${part}`);
      }
    }
    expect(lazyWithTexts.size).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });

  it('keeps the shell free of them: it renders before any screen chunk', () => {
    const read = [...reach(join(SRC, 'main.tsx'))]
      .filter((module) => !module.includes('#'))
      .flatMap((module) => [...partsRead([module])].map((part) => `${relative(SRC, module)}: ${part}`));
    expect(read).toEqual([]);
  });
});
