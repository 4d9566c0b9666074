import type { MemberSummary } from '@fairway/contracts';
import type { HomeClub } from '../lib/home-club';
import { appPaths } from '../lib/paths';
import type { RouteMeta } from './route-meta';

export type GuardMember = Pick<
  MemberSummary,
  'IsAdmin' | 'StaffClubId' | 'CompletedFirstPayment' | 'IsExpired' | 'IsInArrears'
>;

export interface GuardInput {
  route: Pick<RouteMeta, 'name' | 'requiresAuth'>;
  /** Path plus query of the requested location, e.g. `/Renew?x=1`. */
  fullPath: string;
  /** Session state: undefined while the session check is running. */
  isAuthenticated: boolean | undefined;
  /** The member summary: undefined until it has loaded. */
  member: GuardMember | undefined;
  homeClub: HomeClub;
  staffDashboardUrl: string;
}

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'wait' }
  | { kind: 'redirect'; to: string }
  | { kind: 'external'; url: string };

/**
 * The member's own account (sign out, export, delete, change password): reachable before the first payment
 * and whatever the membership's state, so nobody is held at checkout with no way to leave or to erase
 * themselves. Help and contact are public routes and need no entry here.
 */
export const ACCOUNT_ROUTES: readonly string[] = ['account', 'accountProfile', 'accountView'];

/**
 * Route names that stay reachable before the first payment is complete: summary and packages (whose two
 * paths, with and without the club's name, are two routes of the table), and the member's account.
 */
export const FIRST_PAYMENT_ROUTES: readonly string[] = [
  'summary',
  'packages',
  'packagesById',
  ...ACCOUNT_ROUTES,
];

/** The route (Account Locked) a member in arrears is held on. */
export const ARREARS_ROUTE = 'arrears';

/** The staff console's routes: staff only; members are sent to their dashboard. */
export const STAFF_ROUTES: readonly string[] = [
  'staff',
  'staffMember',
  'staffContent',
  'staffBallots',
  'staffBallot',
  'staffWaitlist',
  'staffIntegrations',
];

/** Every rule of member-area §2 "Navigation behaviour", in one pure function. */
export function guard(input: GuardInput): GuardDecision {
  const { route, member } = input;
  if (!route.requiresAuth) return { kind: 'allow' };
  if (input.isAuthenticated === undefined) return { kind: 'wait' };
  if (!input.isAuthenticated) {
    const { homeClubName, homeClubId } = input.homeClub;
    return { kind: 'redirect', to: appPaths.clubLogin(homeClubName, homeClubId, input.fullPath) };
  }
  if (!member) return { kind: 'wait' };
  // Network staff (IsAdmin) and club staff work in the console; members are sent from it to their dashboard.
  const isStaff = member.IsAdmin || member.StaffClubId !== null;
  if (STAFF_ROUTES.includes(route.name)) return isStaff ? { kind: 'allow' } : { kind: 'redirect', to: '/' };
  if (isStaff) return { kind: 'external', url: input.staffDashboardUrl };
  // A renewal that could not be charged locks the account: every login-required route leads to /Arrears.
  if (member.IsInArrears && route.name !== ARREARS_ROUTE) return { kind: 'redirect', to: appPaths.arrears() };
  const onCheckout = route.name === 'summary';
  const onAccount = ACCOUNT_ROUTES.includes(route.name);
  if (!member.CompletedFirstPayment && !FIRST_PAYMENT_ROUTES.includes(route.name)) {
    return { kind: 'redirect', to: appPaths.checkout() };
  }
  if (member.IsExpired && !member.CompletedFirstPayment && !onCheckout && !onAccount) {
    return { kind: 'redirect', to: appPaths.checkout() };
  }
  return { kind: 'allow' };
}
