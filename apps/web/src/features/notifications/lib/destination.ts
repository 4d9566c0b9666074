import { NOTIFICATION_TYPES } from '@fairway/contracts/constants';
import { appPaths } from '../../../lib/paths';

type BuddiesPlural = Parameters<typeof appPaths.buddies>[0];

/**
 * Where a notification leads (member-area §3): 0 booking → /, 1 trophy → /Trophies, 2 buddy request →
 * the buddies screen, 3 account and 4 ticket → the account; 5 payment and generic info (above 5) nowhere.
 */
export function notificationDestination(type: number, buddiesPlural: BuddiesPlural): string | null {
  switch (type) {
    case NOTIFICATION_TYPES.booking:
      return appPaths.home();
    case NOTIFICATION_TYPES.trophy:
      return appPaths.trophies();
    case NOTIFICATION_TYPES.buddyRequest:
      return appPaths.buddies(buddiesPlural);
    case NOTIFICATION_TYPES.account:
    case NOTIFICATION_TYPES.ticket:
      return appPaths.account();
    default:
      return null;
  }
}

/** Trophies are never listed nor popped up (member-area §3). */
export const isShown = (type: number) => type !== NOTIFICATION_TYPES.trophy;

/** The buddy's name on a buddy-request notification: the first two words of its description (§4). */
export const buddyNameOf = (description: string) => description.trim().split(/\s+/).slice(0, 2).join(' ');
