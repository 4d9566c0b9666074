import OfflinePage from './components/offline-page';

/** Screens, loaded lazily by the router table (each stays its own chunk). */
export const errorPages = {
  notFound: () => import('./components/not-found-page'),
  /** In the shell chunk, not lazy: with the network gone a lazy chunk could not load. */
  offline: () => Promise.resolve({ default: OfflinePage }),
};
