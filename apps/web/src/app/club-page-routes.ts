import { clubPages } from '../features/club-pages';
import type { TextPart } from '../i18n/texts';
import type { AppRoute } from './route-meta';

const open = (name: string, title: string) => ({ name, requiresAuth: false, title });
/** Their texts (src/i18n/texts.ts). */
const texts: readonly TextPart[] = ['clubPages'];

/** Public club pages, help and contact (club-discovery §2; no login): spread into ./routes. */
export const clubPageRoutes: AppRoute[] = [
  { path: '/Club', meta: open('club', 'title.club'), load: clubPages.landing, texts },
  { path: '/Club/:clubName/:id', meta: open('clubLanding', 'title.club'), load: clubPages.landing, texts },
  { path: '/landing', meta: open('landing', 'title.club'), load: clubPages.landing, texts },
  { path: '/stoke-park', meta: open('stokePark', 'title.club'), load: clubPages.landing, texts },
  {
    path: '/PointsMatrix/:clubName/:clubId',
    meta: open('pointsMatrix', 'title.pointsMatrix'),
    load: clubPages.matrix,
    texts,
  },
  {
    path: '/RoundsMatrix/:clubName/:clubId',
    meta: open('roundsMatrix', 'title.roundsMatrix'),
    load: clubPages.matrix,
    texts,
  },
  { path: '/T&Cs/:clubName/:clubId', meta: open('terms', 'title.terms'), load: clubPages.terms, texts },
  { path: '/Help', meta: open('help', 'title.help'), load: clubPages.help, texts },
  { path: '/Help/:clubName/:clubId', meta: open('clubHelp', 'title.help'), load: clubPages.help, texts },
  { path: '/Contact', meta: open('contact', 'title.contact'), load: clubPages.contact, texts },
];
