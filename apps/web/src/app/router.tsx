import {
  createBrowserRouter,
  createHashRouter,
  matchPath,
  matchRoutes,
  Navigate,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { FullPageLoader } from '../components/full-page-loader';
import { loadTexts } from '../i18n/texts';
import { env } from '../lib/env';
import { isChunkLoadError, loadChunk } from './chunk-load';
import { RootRoute } from './root-route';
import { ChunkLoadPrompt, RouteError } from './route-error';
import type { AppRoute } from './route-meta';
import { routes } from './routes';

function toRouteObject(route: AppRoute): RouteObject {
  const base = { path: route.path, handle: { meta: route.meta }, ErrorBoundary: RouteError };
  if (route.redirectTo) {
    const handle = { meta: route.meta, redirectTo: route.redirectTo };
    return { ...base, handle, element: <Navigate to={route.redirectTo} replace /> };
  }
  const load = route.load;
  if (!load) throw new Error(`Route ${route.path} has neither a screen nor a redirect`);
  const screen = async () => {
    try {
      // The screen's texts with its chunk: it renders once both are in.
      const [screen] = await Promise.all([loadChunk(load), loadChunk(() => loadTexts(route.texts))]);
      return { Component: screen.default };
    } catch (error) {
      // Rendered as the screen itself, so the prompt shows wherever the router puts a failed lazy route.
      if (isChunkLoadError(error)) return { Component: ChunkLoadPrompt };
      throw error;
    }
  };
  // Asked for once: the first screen's is asked for before the router exists (`loadStartingScreen`), and
  // the router then takes the same answer. The router itself asks each route once.
  let loading: ReturnType<typeof screen> | undefined;
  return { ...base, lazy: () => (loading ??= screen()) };
}

export function buildRouteObjects(table: AppRoute[] = routes): RouteObject[] {
  return [
    {
      Component: RootRoute,
      ErrorBoundary: RouteError,
      HydrateFallback: FullPageLoader,
      children: table.map(toRouteObject),
    },
  ];
}

/** The app's path: after the # in the mobile app's hash URLs, else the address's. */
export function currentPathname(): string {
  const location = globalThis.location;
  if (!location) return '/';
  return env.hashRouter ? location.hash.slice(1).split('?')[0] || '/' : location.pathname;
}

/** The root route's id, named so that the routes left out at first can be added under it. */
const ROOT_ID = 'root';

/**
 * The router starts with only the routes the first screen's path matches (issue 24 §5): ranking all sixty
 * and matching the path against them was most of a phone's longest task before the first render (about
 * 270 ms at 4× CPU). Every route that matches the path is among them, so the router picks the screen it
 * would pick from the whole table. The others are added under the root by the first navigation to a path
 * none of the first matches, or that a route with parameters matches (a more specific one may be missing).
 */
export function startingRoutes(
  all: RouteObject[],
  pathname: string,
): { first: RouteObject[]; addRest: (add: (routeId: string, children: RouteObject[]) => void) => void } {
  const [root, ...others] = all;
  if (!root || root.index || others.length > 0) throw new Error('The route table has one root route');
  const children = root.children ?? [];
  // Matched as the router matches: each segment decoded (an encoded slash stays encoded).
  const path = pathname
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replace(/\//g, '%2F');
      } catch {
        return segment;
      }
    })
    .join('/');
  // A route whose first segment is a word other than the path's cannot match it: only the rest are matched
  // (compiling each route's pattern was most of the choice's time).
  const firstSegment = (of: string) => of.replace(/^\//, '').split('/')[0]?.toLowerCase() ?? '';
  const head = firstSegment(path);
  const matches = (route: RouteObject) => {
    if (route.path === undefined) return false;
    const segment = firstSegment(route.path);
    if (segment !== head && !/[:*?]/.test(segment)) return false;
    return matchPath({ path: route.path, end: true }, path) !== null;
  };
  const shown: RouteObject[] = [];
  const rest: RouteObject[] = [];
  for (const route of children) (matches(route) ? shown : rest).push(route);
  let added = false;
  return {
    first: [{ ...root, id: ROOT_ID, children: shown }],
    addRest: (add) => {
      if (added) return;
      added = true;
      add(ROOT_ID, rest);
    },
  };
}

/**
 * Starts loading the screen the router will show at `pathname` (its chunk and texts), so that the router,
 * made in a later task, finds it under way: each is a phone's task of its own instead of one long one.
 */
export function loadStartingScreen(first: RouteObject[], pathname: string): void {
  for (const { route } of matchRoutes(first, pathname) ?? []) {
    if (typeof route.lazy === 'function') route.lazy().catch(() => undefined);
  }
}

type CreateRouter = (
  routes: RouteObject[],
  options: { patchRoutesOnNavigation: PatchRoutesOnNavigationFunction },
) => ReturnType<typeof createBrowserRouter>;

/**
 * A router that starts with the routes `pathname` matches (`startingRoutes`) and adds the rest at the first
 * navigation that needs them. Never sooner: adding routes (`patchRoutes`) sets the router's state, and
 * React renders every screen and the layout again (about 500 components on the dashboard, a phone's
 * longest task after the first paint), where a navigation renders them anyway.
 */
export function routerStartingAt(create: CreateRouter, { first, addRest }: StartingRoutes, pathname: string) {
  // Asked when a path matches nothing yet, or a route with parameters (a more specific one may be missing).
  // The first screen's own path already has every route that matches it.
  const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = ({ path, patch }) => {
    if (path.split('?')[0] !== pathname) addRest(patch);
  };
  return create(first, { patchRoutesOnNavigation });
}

export type StartingRoutes = ReturnType<typeof startingRoutes>;

/** The app's routes for the first screen at `pathname`, its screen already loading (`loadStartingScreen`). */
export function appStartingRoutes(pathname: string): StartingRoutes {
  const starting = startingRoutes(buildRouteObjects(), pathname);
  loadStartingScreen(starting.first, pathname);
  return starting;
}

/** The target of the redirect route the router would pick for `pathname` among `starting`'s, else null. */
export function startingRedirect({ first }: StartingRoutes, pathname: string): string | null {
  const handle = matchRoutes(first, pathname)?.at(-1)?.route.handle as { redirectTo?: string } | undefined;
  return handle?.redirectTo ?? null;
}

/**
 * The first screen's path and routes, a redirect route at the address followed at once: its target replaces
 * the address in history (as the redirect's navigation would) and the app starts there, instead of
 * rendering the layout with the redirect, navigating, and rendering the screen alone after it (/explore:
 * its list in one task of 800 ms at 4× CPU, npm run profile:web).
 */
export function appStartingAddress(pathname: string): { pathname: string; routes: StartingRoutes } {
  const routes = appStartingRoutes(pathname);
  const target = startingRedirect(routes, pathname);
  if (target === null) return { pathname, routes };
  const history = globalThis.history;
  history?.replaceState(history.state, '', env.hashRouter ? `#${target}` : target);
  return { pathname: target, routes: appStartingRoutes(target) };
}

/** History URLs, or hash URLs for the mobile app build (VITE_HASH_ROUTER=true). */
export function createAppRouter(pathname: string, starting: StartingRoutes) {
  return routerStartingAt(env.hashRouter ? createHashRouter : createBrowserRouter, starting, pathname);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
