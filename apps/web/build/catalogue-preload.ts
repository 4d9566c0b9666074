import type { Plugin } from 'vite';

/** The catalogue every reader loads: a language's own and, as every language's fallback, `en`. */
const FALLBACK_CATALOGUE = /[\\/]src[\\/]i18n[\\/]locales[\\/]en\.ts$/;

interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
}

/** The catalogue's chunk and the chunks it imports statically (the API's error texts), in order. */
export function cataloguePreloads(chunks: BuiltChunk[]): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const catalogue = chunks.find(
    (chunk) => chunk.facadeModuleId && FALLBACK_CATALOGUE.test(chunk.facadeModuleId),
  );
  const files: string[] = [];
  const visit = (file: string) => {
    const chunk = byFile.get(file);
    if (!chunk || files.includes(file)) return;
    files.push(file);
    for (const child of chunk.imports) visit(child);
  };
  if (catalogue) visit(catalogue.fileName);
  return files;
}

/**
 * Lists the `en` catalogue's chunk as a `modulepreload` in the built page. The app renders only once its
 * catalogue has loaded (src/i18n), and `en` is loaded whatever the language (it is every language's
 * fallback, and holds the US wording too): without the link a phone asks for it only after the entry has
 * downloaded and run, one more round trip before the first screen.
 */
export function cataloguePreloadPlugin(): Plugin {
  let base = '/';
  return {
    name: 'fairway:catalogue-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) => {
        const chunks = Object.values(ctx.bundle ?? {}).filter(
          (output): output is typeof output & BuiltChunk => output.type === 'chunk',
        );
        // Not those the entry already lists (the catalogue imports a few of the entry's own chunks).
        const listed = (file: string) => html.includes(`"${base}${file}"`);
        return cataloguePreloads(chunks)
          .filter((file) => !listed(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}
