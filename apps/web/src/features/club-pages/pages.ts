/** Screens, loaded lazily by the router table (each stays its own chunk). */
export const clubPages = {
  landing: () => import('./components/club-landing-page'),
  matrix: () => import('./components/matrix-page'),
  terms: () => import('./components/terms-page'),
  help: () => import('./components/help-page'),
  contact: () => import('./components/contact-page'),
};
