export { type LivePush, type NewNotification, notifyMember } from './notification-service';
