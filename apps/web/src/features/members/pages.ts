/** Screens of the members feature, loaded lazily by the router table (each stays its own chunk). */
export const memberPages = {
  arrears: () => import('./components/arrears-page'),
};
