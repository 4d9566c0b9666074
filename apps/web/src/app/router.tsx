import { createBrowserRouter, createHashRouter, Navigate, type RouteObject } from 'react-router';
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
  if (route.redirectTo) return { ...base, element: <Navigate to={route.redirectTo} replace /> };
  const load = route.load;
  if (!load) throw new Error(`Route ${route.path} has neither a screen nor a redirect`);
  return {
    ...base,
    lazy: async () => {
      try {
        // The screen's texts with its chunk: it renders once both are in.
        const [screen] = await Promise.all([loadChunk(load), loadChunk(() => loadTexts(route.texts))]);
        return { Component: screen.default };
      } catch (error) {
        // Rendered as the screen itself, so the prompt shows wherever the router puts a failed lazy route.
        if (isChunkLoadError(error)) return { Component: ChunkLoadPrompt };
        throw error;
      }
    },
  };
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

/** History URLs, or hash URLs for the mobile app build (VITE_HASH_ROUTER=true). */
export function createAppRouter() {
  const create = env.hashRouter ? createHashRouter : createBrowserRouter;
  return create(buildRouteObjects());
}

export type AppRouter = ReturnType<typeof createAppRouter>;
