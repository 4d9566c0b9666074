/** The notifications feature's public surface: the top bar's bell and the live toasts (a lazy chunk). */
import { lazy } from 'react';

export { notificationsKey, unreadCountQueryOptions } from './api/notification-queries';
export { NotificationBell } from './components/notification-bell';

/** Socket.IO client, toasts and the answer dialog: loaded after the first render of a signed-in page. */
export const LiveNotifications = lazy(() => import('./components/live-notifications'));
