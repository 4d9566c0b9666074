/** Screens, loaded lazily by the router table (each stays its own chunk). */
export const teeTimeSearchPages = {
  findTeeTime: () => import('./components/find-tee-time-page'),
};
