import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chromium 136 on): a script that opens with this comment has every function
 * compiled while it downloads, off the main thread, instead of each one on the main thread the first time
 * it is called. A phone's load called about 2,000 functions of ours and our libraries' for the first
 * time, each compiled in the middle of a task (docs/performance.md).
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Chunks left lazy: MapLibre's (a megabyte, most of it never called before the map is moved about). Every
 * other chunk is either part of a first screen or a screen's own code, most of it run when it loads.
 */
const LAZY_MODULES = /[\\/]node_modules[\\/]maplibre-gl[\\/]/;

interface Chunk {
  type: 'chunk';
  fileName: string;
  code: string;
  moduleIds: string[];
  map?: { mappings: string } | null;
}
interface Asset {
  type: 'asset';
  fileName: string;
  source: string | Uint8Array;
}

/** Whether a chunk opens with the hint: every chunk but those holding a module left lazy. */
export function wantsCompileHint(chunk: Pick<Chunk, 'moduleIds'>): boolean {
  return !chunk.moduleIds.some((id) => LAZY_MODULES.test(id));
}

/**
 * A source map's mappings one line down (an empty first line). A map that maps nothing (a chunk of JSON
 * texts has no sources) stays empty: readers such as Lighthouse's take a non-empty one to name a source.
 */
const shifted = (mappings: string) => (mappings === '' ? '' : `;${mappings}`);

/**
 * Opens each chunk that `wantsCompileHint` with the hint, on a line of its own, and moves its source map
 * one line down with it, so stack traces still point at the source.
 */
export function addCompileHints(bundle: Record<string, Chunk | Asset>): void {
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk' || !wantsCompileHint(output) || output.code.startsWith(COMPILE_HINT))
      continue;
    output.code = `${COMPILE_HINT}\n${output.code}`;
    if (output.map) output.map.mappings = shifted(output.map.mappings);
    const mapAsset = bundle[`${output.fileName}.map`];
    if (mapAsset?.type === 'asset') {
      const text =
        typeof mapAsset.source === 'string' ? mapAsset.source : new TextDecoder().decode(mapAsset.source);
      const map = JSON.parse(text) as { mappings: string };
      map.mappings = shifted(map.mappings);
      mapAsset.source = JSON.stringify(map);
    }
  }
}

/** The build's step: `addCompileHints` on the finished bundle, after every other plugin has written it. */
export function compileHintsPlugin(): Plugin {
  return {
    name: 'fairway:compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        addCompileHints(bundle as unknown as Record<string, Chunk | Asset>);
      },
    },
  };
}
