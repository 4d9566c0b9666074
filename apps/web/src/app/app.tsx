import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { sessionQueryKey } from '../features/auth';
import { overrideFromAddress, primeClubDocument } from '../features/clubs';
import { setUnauthorizedHandler } from '../lib/api-client';
import { homeClubStore } from '../lib/home-club';
import { appPaths } from '../lib/paths';
import { createQueryClient } from '../lib/query-client';
import { ClubThemeProvider } from './club-theme-provider';
import { createAppRouter } from './router';

function setup() {
  const queryClient = createQueryClient();
  primeClubDocument(queryClient);
  overrideFromAddress();
  const router = createAppRouter();
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

export function App() {
  const [{ queryClient, router }] = useState(setup);
  return (
    <QueryClientProvider client={queryClient}>
      <ClubThemeProvider>
        <RouterProvider router={router} />
      </ClubThemeProvider>
    </QueryClientProvider>
  );
}
