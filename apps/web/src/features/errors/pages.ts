/** Screens, loaded lazily by the router table (each stays its own chunk). */
export const errorPages = {
  notFound: () => import('./components/not-found-page'),
};
