import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const WEB_SRC = join(import.meta.dirname, '..');
const features = readdirSync(join(WEB_SRC, 'features'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

type Override = {
  includes: string[];
  linter?: { rules?: { style?: { noRestrictedImports?: { options: { patterns: { group: string[] }[] } } } } };
};
const biome = JSON.parse(readFileSync(join(WEB_SRC, '../../../biome.json'), 'utf8')) as {
  overrides: Override[];
};
const restrictedGroups = (includes: string) =>
  biome.overrides
    .filter((o) => o.includes.includes(includes))
    .flatMap((o) => o.linter?.rules?.style?.noRestrictedImports?.options.patterns ?? [])
    .flatMap((p) => p.group);

/**
 * Biome's noRestrictedImports keeps features apart, but its patterns name each feature folder: a new
 * feature must be added there, or its internals would be open to every other feature.
 */
describe('feature boundaries (biome.json)', () => {
  it('has a public surface (index.ts) for every feature other code imports', () => {
    for (const feature of features) {
      const files = readdirSync(join(WEB_SRC, 'features', feature));
      expect(files.includes('index.ts') || files.includes('pages.ts'), feature).toBe(true);
    }
  });

  it.each(['apps/web/src/**', 'apps/web/src/features/**'])(
    'closes every feature’s internals to %s',
    (scope) => {
      const groups = restrictedGroups(scope);
      expect(features.length).toBeGreaterThan(5);
      for (const feature of features) expect(groups, feature).toContain(`**/${feature}/*/**`);
    },
  );
});
