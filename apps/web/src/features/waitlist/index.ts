/** The waitlist feature's public surface: other features import only from here. */
export { myWaitlistQueryOptions, waitlistQueryKey } from './api/waitlist-queries';
export { MyWaitlist } from './components/my-waitlist';
export { OfferAnswer } from './components/offer-answer';
export { useWaitlistShown, WaitlistExplain, WaitlistSlot } from './components/waitlist-slot';
export { offerFromAction } from './lib/offer';
