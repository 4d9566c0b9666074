/** Screens, loaded lazily by the router table (each stays its own chunk). */
export const releaseLinesPages = {
  line: () => import('./components/release-line-page'),
  audit: () => import('./components/line-audit-page'),
};
