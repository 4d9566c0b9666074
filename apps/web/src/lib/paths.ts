/** Every URL the app builds, in one table: API calls under `api`, screens under `app`. */
const enc = encodeURIComponent;

export const apiPaths = {
  session: () => '/api/account/session',
  login: () => '/api/account/login',
  register: () => '/api/account/register',
  logout: () => '/api/account/logout',
  stopImpersonating: () => '/api/account/stop-impersonating',
  memberSummary: () => '/api/member/summary',
  points: (refresh: boolean) => `/api/member/points?refresh=${refresh}`,
  clubContent: (clubId: number) => `/api/clubs/${clubId}/content`,
  clubMessage: (clubId: number, channel = 1) => `/api/clubs/${clubId}/message?channel=${channel}`,
  clubDetails: (clubId: number) => `/api/clubs/${clubId}/details`,
} as const;

export type DashboardView = 'Bookings' | 'Renew' | 'Topup';
export const DASHBOARD_VIEWS: readonly DashboardView[] = ['Bookings', 'Renew', 'Topup'];

export const appPaths = {
  home: () => '/',
  dashboardView: (view: DashboardView) => `/${view}`,
  renew: () => '/Renew',
  login: () => '/login',
  clubLogin: (clubName: string, clubId: number, returnUrl?: string) =>
    `/login/${enc(clubName)}/${clubId}${returnUrl ? `?returnUrl=${enc(returnUrl)}` : ''}`,
  register: (clubId: number) => `/register/${clubId}`,
  checkout: () => '/Checkout',
  exploreClubs: () => '/explore/clubs',
  booking: () => '/booking',
  teeTimes: (clubId: number, courseId: number) => `/booking/clubs/${clubId}/${courseId}`,
  bookingClub: (clubId: number) => `/booking/clubs/${clubId}`,
  spa: (clubId: number, courseId: number) => `/spa/${clubId}/${courseId}`,
  dining: (clubId: number, courseId: number) => `/dining/${clubId}/${courseId}`,
  bookAdditional: () => '/book/additional',
  buddies: (plural: 'Buddies' | 'Friends' | 'Colleagues') => `/${plural}`,
  account: () => '/account',
  help: () => '/Help',
  contact: () => '/Contact',
  packages: (clubName: string, clubId: number) => `/packages/${enc(clubName)}/${clubId}`,
} as const;

/** A returnUrl is followed only when it is a path on this site (never `//host` or `/\host`). */
export function safeReturnUrl(value: string | null | undefined): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  return value;
}
