export { type LivePush, type NewNotification, notifyMember } from './notification-service';
export { createNotifier, type Notifier, type Notify, type Written } from './notifier';
