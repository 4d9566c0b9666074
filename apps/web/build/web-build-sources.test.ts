import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { WEB_BUILD_SOURCES } from '../../../scripts/web-build.mjs';

const root = path.resolve(import.meta.dirname, '../../..');
const web = path.join(root, 'apps/web');

/** Whether a change to `file` makes the build stale: it is one of the sources or inside one. */
const watched = (file: string) =>
  WEB_BUILD_SOURCES.some((source) => {
    const inside = path.relative(path.join(root, source), file);
    return inside === '' || (!inside.startsWith('..') && !path.isAbsolute(inside));
  });

/** The local files a module imports (`from './…'` or `'../…'`), resolved from its folder. */
const localImports = (file: string) =>
  [...fs.readFileSync(file, 'utf8').matchAll(/from '(\.{1,2}\/[^']+)'/g)].map((m) =>
    path.resolve(path.dirname(file), m[1] as string),
  );

describe("the web build's sources (scripts/web-build.mjs: npm start, the browser tests and the benches rebuild on them)", () => {
  it('hold every file the build configuration imports and every script its command runs', () => {
    const config = path.join(web, 'vite.config.ts');
    const command = (
      JSON.parse(fs.readFileSync(path.join(web, 'package.json'), 'utf8')) as { scripts: { build: string } }
    ).scripts.build;
    const scripts = [...command.matchAll(/node (\S+\.mjs)/g)].map((m) => path.resolve(web, m[1] as string));
    const read = [config, ...localImports(config), ...scripts, ...scripts.flatMap(localImports)];
    expect(localImports(config).length).toBeGreaterThan(3);
    expect(scripts.length).toBeGreaterThan(1);
    for (const file of [...read, path.join(web, 'index.html'), path.join(web, 'postcss.config.cjs')]) {
      expect(watched(file), path.relative(root, file)).toBe(true);
    }
  });

  it('are each there', () => {
    for (const source of WEB_BUILD_SOURCES) expect(fs.existsSync(path.join(root, source)), source).toBe(true);
  });
});
