import fs from 'node:fs';
import path from 'node:path';
import { createServer, type Plugin } from 'vite';

/** Where the build leaves the map, beside Vite's manifest (read by the API when it serves a page). */
export const ROUTE_CHUNKS_FILE = '.vite/route-chunks.json';

/** One screen of the router table: its path pattern and the built files its first render needs. */
export interface RouteChunks {
  path: string;
  requiresAuth: boolean;
  /** The screen's chunk and every chunk it imports statically, minus those the page's entry loads. */
  modules: string[];
  /** Stylesheets of those chunks. */
  styles: string[];
}

interface TableRoute {
  path: string;
  meta: { requiresAuth: boolean };
  load?: () => unknown;
  redirectTo?: string;
  /** Feature catalogues the screen loads with its chunk (src/i18n/texts.ts). */
  texts?: readonly string[];
}

/**
 * The module a lazy screen's loader imports. Vite's SSR transform writes the import with the resolved
 * module id (`__vite_ssr_dynamic_import__("/src/features/…/x-page.tsx")`), the key of the built manifest.
 */
export function screenModuleOf(load: () => unknown): string | null {
  const match = /__vite_ssr_dynamic_import__\(\s*["']\/([^"']+)["']/.exec(load.toString());
  return match?.[1] ?? null;
}

/** One built JavaScript file: what it imports statically, its stylesheets, the modules it holds. */
export interface BuiltChunk {
  file: string;
  isEntry: boolean;
  imports: string[];
  css: string[];
  /** Root-relative ids of the source modules in it (`src/features/…/x-page.tsx`). */
  modules: string[];
}

/** Every file a chunk needs, itself first, following static imports only. */
function closure(chunks: Map<string, BuiltChunk>, file: string, seen = new Set<string>()): BuiltChunk[] {
  const chunk = chunks.get(file);
  if (seen.has(file) || !chunk) return [];
  seen.add(file);
  return [chunk, ...chunk.imports.flatMap((child) => closure(chunks, child, seen))];
}

/**
 * Joins the router table with the built chunks: what each screen's first render loads, its `en` texts
 * (`textFiles`: each part's module, src/i18n/text-parts.ts) after its own chunks.
 */
export function routeChunks(
  table: TableRoute[],
  built: BuiltChunk[],
  textFiles: Record<string, string> = {},
): RouteChunks[] {
  const chunks = new Map(built.map((chunk) => [chunk.file, chunk]));
  const entry = built.find((chunk) => chunk.isEntry);
  const shell = entry ? closure(chunks, entry.file) : [];
  const shellFiles = new Set(shell.map((chunk) => chunk.file));
  const shellStyles = new Set(shell.flatMap((chunk) => chunk.css));
  // A route that forwards to another screen's path (/explore → /explore/clubs) starts that screen's chunks.
  const targetOf = (route: TableRoute) =>
    route.load ? route : table.find((target) => target.path === route.redirectTo && target.load);
  const homeOf = (module: string | undefined) =>
    module ? built.find((chunk) => chunk.modules.includes(module)) : undefined;
  return table.flatMap((route) => {
    const target = targetOf(route);
    const home = homeOf((target?.load && screenModuleOf(target.load)) || undefined);
    if (!home) return [];
    const seen = new Set<string>();
    const texts = (target?.texts ?? []).map((part) => {
      const file = textFiles[part];
      const chunk = homeOf(file);
      if (!chunk) throw new Error(`No built chunk for the ${part} texts (${file ?? 'no module'})`);
      return chunk;
    });
    const needed = [home, ...texts]
      .flatMap((chunk) => closure(chunks, chunk.file, seen))
      .filter((chunk) => !shellFiles.has(chunk.file));
    const styles = [...new Set(needed.flatMap((chunk) => chunk.css))].filter(
      (file) => !shellStyles.has(file),
    );
    return [
      {
        path: route.path,
        requiresAuth: route.meta.requiresAuth,
        modules: needed.map((chunk) => chunk.file),
        styles,
      },
    ];
  });
}

/**
 * Writes `dist/.vite/route-chunks.json` after a browser-history build: the router table (loaded through
 * Vite's SSR loader, so the table stays the one source of truth) joined with the built chunks. The API puts
 * the requested screen's chunks in the page as `modulepreload` links, so a phone downloads them beside
 * the entry instead of after evaluating it, and the preload helper finds them already there.
 */
export function routeChunksPlugin(): Plugin {
  let root = '';
  let outDir = '';
  let built: BuiltChunk[] = [];
  return {
    name: 'fairway:route-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      built = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [
              {
                file: output.fileName,
                isEntry: output.isEntry,
                imports: output.imports,
                css: [...(output.viteMetadata?.importedCss ?? [])],
                modules: output.moduleIds.map((id) => path.relative(root, id).split(path.sep).join('/')),
              },
            ]
          : [],
      );
    },
    async closeBundle() {
      if (built.length === 0) return;
      const server = await createServer({
        root,
        configFile: false,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const { routes } = (await server.ssrLoadModule('/src/app/routes.tsx')) as { routes: TableRoute[] };
        const { TEXT_FILES } = (await server.ssrLoadModule('/src/i18n/text-parts.ts')) as {
          TEXT_FILES: Record<string, string>;
        };
        const chunks = routeChunks(routes, built, TEXT_FILES);
        const missing = routes.filter((r) => r.load && !chunks.some((c) => c.path === r.path));
        // A screen loaded some other way (the offline page ships in the shell) has no chunk to preload.
        if (missing.some((r) => r.load && screenModuleOf(r.load) !== null)) {
          throw new Error(`No built chunk for ${missing.map((r) => r.path).join(', ')}`);
        }
        fs.writeFileSync(path.join(outDir, ROUTE_CHUNKS_FILE), JSON.stringify(chunks));
      } finally {
        await server.close();
      }
    },
  };
}
