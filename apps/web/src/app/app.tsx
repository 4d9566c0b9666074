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
import { appStartingAddress, createAppRouter, currentPathname } from './router';

/**
 * The app's state, made in steps: the query cache with the club's document and the session primed; the
 * first screen's routes, its chunk and texts asked for (the longest wait); the router; then the first
 * screen's data, each request run by `schedule`. Together the steps were one of a phone's longest tasks
 * before the first render: main.tsx runs each in a task of its own (`makeAppState`), before the language
 * catalogue has loaded; tests, and the App given no state, make them at once (`createAppState`).
 */
function* appStateSteps(schedule: (job: () => void) => void) {
  const queryClient = createQueryClient();
  primeClubDocument(queryClient);
  primeSession(queryClient);
  yield;
  overrideFromAddress();
  const { pathname, routes } = appStartingAddress(currentPathname());
  yield;
  const router = createAppRouter(pathname, routes);
  yield;
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

/** The app's state, `pause` awaited between its steps (main.tsx: the next task). */
export async function makeAppState(pause: () => Promise<void>, schedule: (job: () => void) => void) {
  const steps = appStateSteps(schedule);
  for (let step = steps.next(); ; step = steps.next()) {
    if (step.done) return step.value;
    await pause();
  }
}

/** The query cache and the router, made at once (tests; the app's first render when main.tsx gave none). */
export function createAppState() {
  const steps = appStateSteps(atOnce);
  for (let step = steps.next(); ; step = steps.next()) {
    if (step.done) return step.value;
  }
}

export type AppState = Pick<ReturnType<typeof createAppState>, 'queryClient' | 'router'>;

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
