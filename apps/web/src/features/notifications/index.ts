/** The notifications feature's public surface: the top bar's bell and the live toasts (a lazy chunk). */
export { notificationsKey, unreadCountQueryOptions } from './api/notification-queries';
export { LiveNotifications } from './components/live-notifications-when-idle';
export { NotificationBell } from './components/notification-bell';
