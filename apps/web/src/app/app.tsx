import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { primeSession } from '../features/auth';
import { overrideFromAddress, primeClubDocument } from '../features/clubs';
import { sessionQueryKey } from '../features/session';
import { setUnauthorizedHandler } from '../lib/api-client';
import { env } from '../lib/env';
import { homeClubStore } from '../lib/home-club';
import { appPaths } from '../lib/paths';
import { createQueryClient } from '../lib/query-client';
import { atOnce } from '../lib/tasks';
import { ClubThemeProvider } from './club-theme-provider';
import { prefetchFirstScreen } from './prefetch';
import { appStartingRoutes, createAppRouter, currentPathname } from './router';

/**
 * The first half of the app's state: the query cache, and the first screen's chunk and texts asked for
 * (the longest wait). main.tsx makes it before the language catalogue has loaded, in a task of its own.
 */
export function startAppState() {
  const queryClient = createQueryClient();
  primeClubDocument(queryClient);
  primeSession(queryClient);
  overrideFromAddress();
  const pathname = currentPathname();
  return { queryClient, pathname, routes: appStartingRoutes(pathname) };
}

/**
 * The router, then the first screen's data, each request run by `schedule` (main.tsx gives each a task
 * of its own: `inATask`).
 */
export function finishAppState(
  { queryClient, pathname, routes }: ReturnType<typeof startAppState>,
  schedule: (job: () => void) => void = atOnce,
) {
  const router = createAppRouter(pathname, routes);
  const search = env.hashRouter ? '' : (globalThis.location?.search ?? '');
  const firstScreenData = prefetchFirstScreen(queryClient, pathname, search, schedule);
  // An API call answered 401: the session is gone; go to the home club's login page and come back after.
  setUnauthorizedHandler(() => {
    queryClient.setQueryData(sessionQueryKey, { isAuthenticated: false, isImpersonating: false });
    const { pathname, search } = router.state.location;
    if (pathname.startsWith('/login')) return;
    const { homeClubName, homeClubId } = homeClubStore.get();
    void router.navigate(appPaths.clubLogin(homeClubName, homeClubId, `${pathname}${search}`), {
      replace: true,
    });
  });
  return { queryClient, router, firstScreenData };
}

/** The query cache and the router, made at once (tests; the app's first render when main.tsx gave none). */
export function createAppState() {
  return finishAppState(startAppState());
}

export type AppState = Pick<ReturnType<typeof finishAppState>, 'queryClient' | 'router'>;

export function App({ state }: { state?: AppState }) {
  const [{ queryClient, router }] = useState(() => state ?? createAppState());
  return (
    <QueryClientProvider client={queryClient}>
      <ClubThemeProvider>
        <RouterProvider router={router} />
      </ClubThemeProvider>
    </QueryClientProvider>
  );
}
