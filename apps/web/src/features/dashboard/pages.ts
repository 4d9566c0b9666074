/** Screens, loaded lazily by the router table (each stays its own chunk). */
export const dashboardPages = {
  dashboard: () => import('./components/dashboard-page'),
};
