import type { Plugin } from 'vite';

/** A stylesheet module (a CSS module or a plain .css import), by its id. */
const STYLE = /\.css(\?|$)/;

/**
 * Style modules that more than one chunk lists. Vite emits a style module's CSS with only one of the
 * chunks that list it, so the screens loading another of them would render without those styles. Chunks
 * copied into their readers (`experimentalInlineCommonChunks` in vite.config.ts) list their modules in
 * every reader: a chunk holding a stylesheet must stay a file of its own.
 */
export function stylesListedTwice(chunks: { fileName: string; moduleIds: readonly string[] }[]): string[] {
  const listedBy = new Map<string, string[]>();
  for (const chunk of chunks) {
    for (const id of chunk.moduleIds) {
      if (!STYLE.test(id)) continue;
      listedBy.set(id, [...(listedBy.get(id) ?? []), chunk.fileName]);
    }
  }
  return [...listedBy]
    .filter(([, files]) => files.length > 1)
    .map(([id, files]) => `${id} (in ${files.join(', ')})`);
}

/** Fails the build when a style module is in more than one chunk (stylesListedTwice). */
export function stylesInOneChunkPlugin(): Plugin {
  return {
    name: 'fairway:styles-in-one-chunk',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []));
      const twice = stylesListedTwice(chunks);
      if (twice.length) {
        this.error(
          `Style modules in more than one chunk, each rendered unstyled somewhere: ${twice.join('; ')}`,
        );
      }
    },
  };
}
