/** Screens, loaded lazily by the router table (each stays its own chunk). */
export const buddiesPages = {
  buddies: () => import('./components/buddies-page'),
};
