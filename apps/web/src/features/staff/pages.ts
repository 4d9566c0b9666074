/** Screens, loaded lazily by the router table (each stays its own chunk). */
export const staffPages = {
  queue: () => import('./components/staff-queue-page'),
  member: () => import('./components/staff-member-page'),
};
