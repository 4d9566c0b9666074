/** Screens, loaded lazily by the router table (each stays its own chunk). */
export const ballotsPages = {
  audit: () => import('./components/ballot-audit-page'),
};
