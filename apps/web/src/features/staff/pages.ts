/**
 * Screens, loaded lazily by the router table. The console's screens share one chunk
 * (components/console-screens.tsx); each route takes its screen from it.
 */
export const staffPages = {
  queue: () => import('./components/console-screens').then((m) => ({ default: m.QueuePage })),
  member: () => import('./components/console-screens').then((m) => ({ default: m.MemberPage })),
  content: () => import('./components/console-screens').then((m) => ({ default: m.ContentPage })),
  ballots: () => import('./components/console-screens').then((m) => ({ default: m.BallotsPage })),
  ballot: () => import('./components/console-screens').then((m) => ({ default: m.BallotPage })),
  waitlist: () => import('./components/console-screens').then((m) => ({ default: m.WaitlistPage })),
};
