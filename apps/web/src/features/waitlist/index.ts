/** The waitlist feature's public surface: other features import only from here. */
export { myWaitlistQueryOptions, waitlistQueryKey } from './api/waitlist-queries';
export { JoinWaitlistPanel } from './components/join-waitlist-panel';
export { MyWaitlist } from './components/my-waitlist';
export { OfferAnswer } from './components/offer-answer';
export { offerFromAction } from './lib/offer';
