/** The buddies feature's public surface: other features and the app shell import only from here. */
export {
  buddiesKey,
  buddyListQueryOptions,
  buddyRequestCountQueryOptions,
  useBuddyList,
} from './api/buddy-queries';
export {
  type AnswerRequest,
  default as AnswerRequestDialog,
} from './components/answer-request-dialog';
export { BuddyPicker } from './components/buddy-picker';
export { BuddyRequestBadge } from './components/buddy-request-badge';
export { PartyPayers } from './components/party-payers';
export { type BuddyWords, useBuddyWords } from './lib/theme-words';
