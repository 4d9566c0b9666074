/** The members feature's public surface: other features and the app shell import only from here. */
export { memberSummaryQueryKey, useMemberSummary } from './api/get-member-summary';
export { pointsQueryKey, pointsQueryOptions, usePoints } from './api/get-points';
export { subscriptionQueryKey, useSubscription } from './api/get-subscription';
export { AutoRenewCard } from './components/auto-renew-card';
export { MemberCard } from './components/member-card';
export { PointsRemaining } from './components/points-remaining';
