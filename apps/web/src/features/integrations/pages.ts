/** Screens, loaded lazily by the router table (each stays its own chunk). */
export const integrationsPages = {
  integrations: () => import('./components/integrations-page'),
};
