import { DASHBOARD_VIEWS } from '../lib/paths';
import { bookingRoutes } from './booking-routes';
import type { AppRoute } from './route-meta';

const dashboard = () => import('../features/dashboard/components/dashboard-page');

/**
 * Every route of the app, with its meta. Adding a screen is one entry here; screens are lazy chunks.
 * Titles are i18n keys.
 */
export const routes: AppRoute[] = [
  { path: '/', meta: { name: 'dashboard', requiresAuth: true, title: 'title.dashboard' }, load: dashboard },
  ...DASHBOARD_VIEWS.map(
    (view): AppRoute => ({
      path: `/${view}`,
      meta: { name: view.toLowerCase(), requiresAuth: true, title: `title.${view.toLowerCase()}` },
      load: dashboard,
    }),
  ),
  {
    path: '/login',
    meta: { name: 'login', requiresAuth: false, title: 'title.login', hideLayout: true },
    load: () => import('../features/auth/components/login-page'),
  },
  {
    path: '/login/:clubName/:clubId',
    meta: {
      name: 'clubLogin',
      requiresAuth: false,
      title: 'title.login',
      hideLayout: true,
      overrideStyle: true,
    },
    load: () => import('../features/auth/components/login-page'),
  },
  {
    path: '/login/*',
    meta: { name: 'loginOther', requiresAuth: false, title: 'title.login' },
    redirectTo: '/login',
  },
  {
    path: '/register/:id',
    meta: {
      name: 'register',
      requiresAuth: false,
      title: 'title.register',
      hideLayout: true,
      overrideStyle: true,
    },
    load: () => import('../features/auth/components/register-page'),
  },
  ...bookingRoutes,
  {
    path: '*',
    meta: { name: 'notFound', requiresAuth: false, title: 'title.notFound' },
    load: () => import('../features/errors/components/not-found-page'),
  },
];
