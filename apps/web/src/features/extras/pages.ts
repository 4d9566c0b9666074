/** Screens, loaded lazily by the router table (each stays its own chunk). */
export const extrasPages = {
  extrasSearch: () => import('./components/extras-search-page'),
  diningSearch: () => import('./components/dining-search-page'),
};
