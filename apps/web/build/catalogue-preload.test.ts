import { describe, expect, it } from 'vitest';
import { cataloguePreloads } from './catalogue-preload';

const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = []) => ({
  type: 'chunk' as const,
  fileName,
  facadeModuleId,
  imports,
});

describe('cataloguePreloads', () => {
  it('lists the en catalogue and what it imports, each once', () => {
    const chunks = [
      chunk('assets/index-a.js', '/app/apps/web/index.html', ['assets/vendor-b.js']),
      chunk('assets/vendor-b.js', null),
      chunk('assets/en-c.js', '/app/apps/web/src/i18n/locales/en.ts', [
        'assets/api-errors-d.js',
        'assets/vendor-b.js',
      ]),
      chunk('assets/api-errors-d.js', '/app/apps/web/src/i18n/api-errors.ts', ['assets/vendor-b.js']),
      chunk('assets/fr-e.js', '/app/apps/web/src/i18n/locales/fr.ts', ['assets/api-errors-d.js']),
    ];
    expect(cataloguePreloads(chunks)).toEqual([
      'assets/en-c.js',
      'assets/api-errors-d.js',
      'assets/vendor-b.js',
    ]);
  });

  it('lists nothing when no chunk holds the catalogue', () => {
    expect(cataloguePreloads([chunk('assets/index-a.js', '/app/apps/web/index.html')])).toEqual([]);
  });
});
