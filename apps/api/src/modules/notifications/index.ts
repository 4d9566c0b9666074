export { eraseNotificationsOf, findNotificationsForExport } from './member-data-repository';
export {
  type LivePush,
  type NewNotification,
  notificationValues,
  notifyMember,
  writeNotification,
  writtenNotification,
} from './notification-service';
export { createNotifier, type Notifier, type Notify, type Written } from './notifier';
export { notificationsRoutes } from './routes';
export { notificationTexts } from './texts';
