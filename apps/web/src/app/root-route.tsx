import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { FullPageLoader } from '../components/full-page-loader';
import { useClubContent, useShownClubId } from '../features/clubs';
import { useAuthState } from '../features/session';
import { loadConsoleTexts } from '../i18n/texts';
import { env } from '../lib/env';
import { useHomeClub } from '../lib/home-club';
import { guard } from './guard';
import { AppLayout } from './layout/app-layout';
import { OfflineNotice } from './offline-notice';
import { OFFLINE_PATH, useOfflineRedirect } from './offline-redirect';
import { useRouteEffects } from './route-effects';
import type { RouteMeta } from './route-meta';

// The console's shell and texts are their own chunks: members never load them.
const ConsoleLayout = lazy(() =>
  Promise.all([import('./layout/console-layout'), loadConsoleTexts()]).then(([layout]) => layout),
);

function useRouteMeta(): RouteMeta | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as { meta?: RouteMeta } | undefined;
    if (handle?.meta) return handle.meta;
  }
  return undefined;
}

function ExternalRedirect({ url }: { url: string }) {
  useEffect(() => window.location.assign(url), [url]);
  return <FullPageLoader />;
}

/** The root of every screen: applies the guard, the route meta and the layout shell. */
export function RootRoute() {
  const meta = useRouteMeta();
  const location = useLocation();
  const auth = useAuthState();
  const homeClub = useHomeClub();
  const content = useClubContent(useShownClubId());
  useRouteEffects(meta, content.data?.clubName, content.data?.theme?.buddiesTextPlural);
  useOfflineRedirect(env.mobileApp);

  // The offline screen needs no session check: it shows before (and without) any API answer.
  const decision =
    meta && location.pathname !== OFFLINE_PATH
      ? guard({
          route: meta,
          fullPath: `${location.pathname}${location.search}`,
          isAuthenticated: auth.isAuthenticated,
          member: auth.member,
          homeClub,
          staffDashboardUrl: env.staffDashboardUrl,
        })
      : ({ kind: 'allow' } as const);

  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'external') return <ExternalRedirect url={decision.url} />;
  if (decision.kind === 'wait') return <FullPageLoader />;
  const notice = env.mobileApp ? null : <OfflineNotice />;
  if (meta?.hideLayout) {
    return (
      <>
        {notice}
        <Outlet />
      </>
    );
  }
  if (meta?.console) {
    return (
      <>
        {notice}
        <Suspense fallback={<FullPageLoader />}>
          <ConsoleLayout>
            <Outlet />
          </ConsoleLayout>
        </Suspense>
      </>
    );
  }
  return (
    <>
      {notice}
      <AppLayout meta={meta}>
        <Outlet />
      </AppLayout>
    </>
  );
}
