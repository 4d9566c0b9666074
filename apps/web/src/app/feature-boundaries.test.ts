import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { cruise, type IConfiguration } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const WEB_SRC = path.join(import.meta.dirname, '..');
const repoRoot = path.resolve(WEB_SRC, '../../..');
const config = createRequire(import.meta.url)(
  path.join(repoRoot, '.dependency-cruiser.cjs'),
) as IConfiguration;

/**
 * A web tree with two features no list names (`alpha`, `beta`): one import of each kind the rules allow
 * or refuse. The rules name no feature, so a feature made tomorrow is closed the same way.
 */
const FILES: Record<string, string> = {
  'apps/web/src/features/alpha/components/page.tsx': [
    "import { door } from '../../beta';", // another feature's front door: allowed
    "import { betaPages } from '../../beta/pages';", // its router table: allowed
    "import { inside } from '../../beta/api/inside';", // into another feature's room: refused
    "import { own } from '../lib/own';", // its own feature: allowed
    "import { shared } from '../../../lib/shared';", // lib below: allowed
    "import { routes } from '../../../app/routes';", // the app shell above: refused
    'export const page = [door, betaPages, inside, own, shared, routes];',
  ].join('\n'),
  'apps/web/src/features/alpha/lib/own.ts': 'export const own = 1;',
  'apps/web/src/features/beta/index.ts': "export { inside as door } from './api/inside';",
  'apps/web/src/features/beta/pages.ts': 'export const betaPages = {};',
  'apps/web/src/features/beta/api/inside.ts': 'export const inside = 2;',
  'apps/web/src/lib/shared.ts': 'export const shared = 3;',
  'apps/web/src/components/card.tsx': [
    "import { door } from '../features/beta';", // a shared component through the front door: allowed
    "import { inside } from '../features/beta/api/inside';", // into a feature from below it: refused
    'export const card = door + inside;',
  ].join('\n'),
  'apps/web/src/app/routes.ts': [
    "import { betaPages } from '../features/beta/pages';", // the router table: allowed
    "import { own } from '../features/alpha/lib/own';", // into a feature from the app shell: refused
    'export const routes = [betaPages, own];',
  ].join('\n'),
};

describe('feature boundaries (.dependency-cruiser.cjs, run in the lint step)', () => {
  let dir = '';
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-web-deps-'));
    for (const [file, text] of Object.entries(FILES)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), `${text}\n`);
    }
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('has a public surface (index.ts or pages.ts) for every feature of this tree', () => {
    const features = fs
      .readdirSync(path.join(WEB_SRC, 'features'), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    expect(features.length).toBeGreaterThan(5);
    for (const feature of features) {
      const files = fs.readdirSync(path.join(WEB_SRC, 'features', feature));
      expect(files.includes('index.ts') || files.includes('pages.ts'), feature).toBe(true);
    }
  });

  it('refuse an import into a feature’s room from another feature, from components/ or from the app shell, and app/ imported from below; allow front doors, router tables and a feature’s own files', async () => {
    const { output } = await cruise(['apps'], {
      ruleSet: { forbidden: config.forbidden },
      baseDir: dir,
      parser: 'swc',
      tsPreCompilationDeps: true,
      validate: true,
    });
    if (typeof output === 'string') throw new Error('expected a cruise result');
    const found = output.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();
    expect(found).toEqual([
      'web-app-on-top: apps/web/src/features/alpha/components/page.tsx → apps/web/src/app/routes.ts',
      'web-feature-front-door: apps/web/src/features/alpha/components/page.tsx → apps/web/src/features/beta/api/inside.ts',
      'web-front-door-from-outside: apps/web/src/app/routes.ts → apps/web/src/features/alpha/lib/own.ts',
      'web-front-door-from-outside: apps/web/src/components/card.tsx → apps/web/src/features/beta/api/inside.ts',
    ]);
  });
});
