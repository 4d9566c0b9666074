import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** Written by the web build (apps/web/build/route-chunks.ts) beside Vite's manifest. */
export const ROUTE_CHUNKS_FILE = '.vite/route-chunks.json';

const BUILT_FILE = /^assets\/[\w.-]{1,200}\.(?:js|css)$/;

const ZRouteChunks = z
  .array(
    z.object({
      path: z.string().min(1).max(200),
      requiresAuth: z.boolean(),
      modules: z.array(z.string().regex(BUILT_FILE)).max(200),
      styles: z.array(z.string().regex(BUILT_FILE)).max(50),
    }),
  )
  .max(500);
type RouteChunks = z.infer<typeof ZRouteChunks>[number];

const PARAM = /^:[\w-]+$/;

/**
 * React Router's rank of a path pattern (its `computeScore`): static segments 10, parameters 3, an empty
 * segment 1, one per segment, and a splat costs 2. The best-ranked match is the screen the app renders.
 */
export function patternScore(pattern: string): number {
  // The router joins each path to its (path-less) parent's with a slash: `*` is ranked as `/*`.
  const segments = (pattern.startsWith('/') ? pattern : `/${pattern}`).split('/');
  const splat = segments.includes('*') ? -2 : 0;
  return segments
    .filter((segment) => segment !== '*')
    .reduce(
      (score, segment) => score + (PARAM.test(segment) ? 3 : segment === '' ? 1 : 10),
      segments.length + splat,
    );
}

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** Whether a path matches a pattern as the app's router does: case-insensitive, `:param` non-empty, `*` the rest. */
export function patternMatches(pattern: string, urlPath: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = urlPath.split('/').filter(Boolean).map(decode);
  for (const [i, segment] of want.entries()) {
    if (segment === '*') return true;
    const part = have[i];
    if (part === undefined) return false;
    if (!PARAM.test(segment) && segment.toLowerCase() !== part.toLowerCase()) return false;
  }
  return have.length === want.length;
}

/**
 * The link tags for one page: its screen's chunks as module preloads (for the head), and its stylesheets
 * (for the end of the body, after the app's own: the screen's rules come last, as when Vite's preload helper
 * adds them, which it then does not). A stylesheet in the body holds back only what follows it, and the
 * app's scripts, which need it before the screen renders anyway; added by the preload helper it was parsed
 * inside the router's first task (about 40 ms of a phone's at 4× CPU) and waited for before the screen's
 * module was imported.
 */
const linksOf = (route: RouteChunks): ScreenLinks => ({
  modules: route.modules
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`)
    .join('\n    '),
  styles: route.styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}" />`).join('\n    '),
});

/** A page's links for its screen: module preloads for the head, stylesheets for the end of the body. */
export interface ScreenLinks {
  modules: string;
  styles: string;
}

export type ScreenPreloads = (urlPath: string, signedIn: boolean) => ScreenLinks;

const NO_LINKS: ScreenLinks = { modules: '', styles: '' };

/**
 * What a page should start downloading before the app's scripts run: the chunks of the screen the path
 * shows (the router table's best match), so a phone fetches them beside the entry instead of after
 * evaluating it, and Vite's preload helper finds them already in the page. A screen that needs a sign-in
 * gets none for a visitor (the app sends them to the login page). Without a built map: none.
 */
export function loadScreenPreloads(webDist: string): ScreenPreloads {
  const file = path.join(webDist, ROUTE_CHUNKS_FILE);
  const parsed = fs.existsSync(file)
    ? ZRouteChunks.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')))
    : null;
  if (!parsed?.success) return () => NO_LINKS;
  const ranked = parsed.data
    .map((route, index) => ({ route, index, score: patternScore(route.path), links: linksOf(route) }))
    .sort((a, b) => b.score - a.score || a.index - b.index);
  return (urlPath, signedIn) => {
    const match = ranked.find(({ route }) => patternMatches(route.path, urlPath));
    return match && (signedIn || !match.route.requiresAuth) ? match.links : NO_LINKS;
  };
}
