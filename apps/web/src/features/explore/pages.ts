/** Screens, loaded lazily by the router table (each stays its own chunk). */
export const explorePages = {
  exploreClubs: () => import('./components/explore-page'),
};
