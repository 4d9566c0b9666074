import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { primeSession, sessionQueryKey } from '../features/auth';
import { overrideFromAddress, primeClubDocument } from '../features/clubs';
import { setUnauthorizedHandler } from '../lib/api-client';
import { env } from '../lib/env';
import { homeClubStore } from '../lib/home-club';
import { appPaths } from '../lib/paths';
import { createQueryClient } from '../lib/query-client';
import { ClubThemeProvider } from './club-theme-provider';
import { prefetchFirstScreen } from './prefetch';
import { createAppRouter, currentPathname } from './router';

/**
 * The query cache and the router. main.tsx makes them before the language catalogue has loaded: the
 * router starts loading the screen's chunk at once, alongside the catalogue rather than after it.
 */
export function createAppState() {
  const queryClient = createQueryClient();
  primeClubDocument(queryClient);
  primeSession(queryClient);
  overrideFromAddress();
  // The router first: it starts loading the screen's chunk, the longest wait. The first screen's data is
  // asked for in a task of its own right after, so the page's first task (evaluating the app) stays short.
  const router = createAppRouter();
  const pathname = currentPathname();
  const search = env.hashRouter ? '' : (globalThis.location?.search ?? '');
  setTimeout(() => prefetchFirstScreen(queryClient, pathname, search));
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
  return { queryClient, router };
}

export type AppState = ReturnType<typeof createAppState>;

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
