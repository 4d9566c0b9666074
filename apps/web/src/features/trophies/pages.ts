/** Screens, loaded lazily by the router table (each stays its own chunk). */
export const trophiesPages = {
  trophies: () => import('./components/trophies-page'),
};
