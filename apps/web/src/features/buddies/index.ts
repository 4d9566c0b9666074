/** The buddies feature's public surface: other features and the app shell import only from here. */
export { buddiesKey, useBuddyList } from './api/buddy-queries';
export { BuddyRequestBadge } from './components/buddy-request-badge';
export { type BuddyWords, useBuddyWords } from './lib/theme-words';
