import { clubPages } from '../features/club-pages';
import type { AppRoute } from './route-meta';

const open = (name: string, title: string) => ({ name, requiresAuth: false, title });

/** Public club pages, help and contact (club-discovery §2; no login): spread into ./routes. */
export const clubPageRoutes: AppRoute[] = [
  { path: '/Club', meta: open('club', 'title.club'), load: clubPages.landing },
  { path: '/Club/:clubName/:id', meta: open('clubLanding', 'title.club'), load: clubPages.landing },
  { path: '/landing', meta: open('landing', 'title.club'), load: clubPages.landing },
  { path: '/stoke-park', meta: open('stokePark', 'title.club'), load: clubPages.landing },
  {
    path: '/PointsMatrix/:clubName/:clubId',
    meta: open('pointsMatrix', 'title.pointsMatrix'),
    load: clubPages.matrix,
  },
  {
    path: '/RoundsMatrix/:clubName/:clubId',
    meta: open('roundsMatrix', 'title.roundsMatrix'),
    load: clubPages.matrix,
  },
  { path: '/T&Cs/:clubName/:clubId', meta: open('terms', 'title.terms'), load: clubPages.terms },
  { path: '/Help', meta: open('help', 'title.help'), load: clubPages.help },
  { path: '/Help/:clubName/:clubId', meta: open('clubHelp', 'title.help'), load: clubPages.help },
  { path: '/Contact', meta: open('contact', 'title.contact'), load: clubPages.contact },
];
