import { describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT, wantsCompileHint } from './compile-hints';

const chunk = (fileName: string, moduleIds: string[], mappings = 'AAAA;AACA') => ({
  type: 'chunk' as const,
  fileName,
  code: 'export const a = () => 1;\nexport const b = () => 2;',
  moduleIds,
  map: { mappings },
});
const mapAsset = (fileName: string, mappings: string) => ({
  type: 'asset' as const,
  fileName,
  source: JSON.stringify({ version: 3, mappings, sources: ['x.ts'] }),
});

describe('compile hints', () => {
  it('opens a chunk with the hint on a line of its own, its code after it unchanged', () => {
    const web = chunk('assets/web.js', ['/app/apps/web/src/main.tsx']);
    const bundle = { 'assets/web.js': web };
    addCompileHints(bundle);
    expect(web.code).toBe(`${COMPILE_HINT}\nexport const a = () => 1;\nexport const b = () => 2;`);
    expect(web.code.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
  });

  it('moves the chunk’s source map one line down, in the chunk and in its emitted .map file', () => {
    const web = chunk('assets/web.js', ['/app/src/main.tsx'], 'AAAA;AACA');
    const bundle = { 'assets/web.js': web, 'assets/web.js.map': mapAsset('assets/web.js.map', 'AAAA;AACA') };
    addCompileHints(bundle);
    expect(web.map.mappings).toBe(';AAAA;AACA');
    expect(JSON.parse(bundle['assets/web.js.map'].source as string).mappings).toBe(';AAAA;AACA');
  });

  it('leaves a map that maps nothing empty', () => {
    const texts = chunk('assets/bookings.en.js', ['/app/src/i18n/bookings.en.json'], '');
    const bundle = { 'assets/bookings.en.js': texts, 'assets/bookings.en.js.map': mapAsset('x.map', '') };
    addCompileHints(bundle);
    expect(texts.code.startsWith(COMPILE_HINT)).toBe(true);
    expect(texts.map.mappings).toBe('');
    expect(JSON.parse(bundle['assets/bookings.en.js.map'].source as string).mappings).toBe('');
  });

  it('leaves MapLibre’s chunk lazy, and the assets as they are', () => {
    const map = chunk('assets/club-map.js', ['/app/node_modules/maplibre-gl/dist/maplibre-gl.js']);
    const css = { type: 'asset' as const, fileName: 'assets/index.css', source: 'a{}' };
    addCompileHints({ 'assets/club-map.js': map, 'assets/index.css': css });
    expect(map.code.startsWith(COMPILE_HINT)).toBe(false);
    expect(map.map.mappings).toBe('AAAA;AACA');
    expect(css.source).toBe('a{}');
    expect(wantsCompileHint({ moduleIds: ['C:\\app\\node_modules\\maplibre-gl\\x.js'] })).toBe(false);
    expect(wantsCompileHint({ moduleIds: ['/app/node_modules/react-dom/client.js'] })).toBe(true);
  });

  it('adds the hint once when the bundle is seen twice', () => {
    const web = chunk('assets/web.js', ['/app/src/main.tsx']);
    addCompileHints({ 'assets/web.js': web });
    addCompileHints({ 'assets/web.js': web });
    expect(web.code.split(COMPILE_HINT)).toHaveLength(2);
    expect(web.map.mappings).toBe(';AAAA;AACA');
  });
});
