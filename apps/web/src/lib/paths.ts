import type { DashboardView } from '@fairway/contracts/constants';

/** Every URL the app builds, in one table: API calls under `api`, screens under `app`. */
const enc = encodeURIComponent;

export const apiPaths = {
  session: () => '/api/account/session',
  sessionWithMember: () => '/api/account/session?include=member',
  login: () => '/api/account/login',
  register: () => '/api/account/register',
  logout: () => '/api/account/logout',
  stopImpersonating: () => '/api/account/stop-impersonating',
  profile: () => '/api/account/profile',
  changePassword: () => '/api/account/change-password',
  magicLink: () => '/api/account/magic-link',
  magicLinkVerify: () => '/api/account/magic-link/verify',
  tfaVerify: () => '/api/account/2fa/verify',
  tfaFallback: () => '/api/account/2fa/fallback',
  tfaSetup: () => '/api/account/2fa/setup',
  tfaEnable: () => '/api/account/2fa/enable',
  tfaDisable: () => '/api/account/2fa/disable',
  calendarFeed: () => '/api/account/calendar',
  calendarFeedReset: () => '/api/account/calendar/reset',
  accountExport: () => '/api/account/export',
  accountDelete: () => '/api/account/delete',
  openPlayLots: () => '/api/member/points/lots',
  bugReport: () => '/api/support/bug-report',
  transactions: (page: number) => `/api/member/transactions?page=${page}`,
  memberSummary: () => '/api/member/summary',
  points: (refresh: boolean) => `/api/member/points?refresh=${refresh}`,
  clubContent: (clubId: number) => `/api/clubs/${clubId}/content`,
  clubMessage: (clubId: number, channel = 1) => `/api/clubs/${clubId}/message?channel=${channel}`,
  clubDetails: (clubId: number) => `/api/clubs/${clubId}/details`,
  bookableClubs: () => '/api/clubs',
  teeTimes: (q: {
    clubId: number;
    courseId: number;
    date: string;
    players: number;
    juniors: number;
    treatment?: string;
    nights?: number;
  }) =>
    `/api/teetimes?clubId=${q.clubId}&courseId=${q.courseId}&date=${q.date}&players=${q.players}&juniors=${q.juniors}${
      q.treatment ? `&treatment=${enc(q.treatment)}` : ''
    }${q.nights ? `&nights=${q.nights}` : ''}`,
  ballots: (q: { clubId: number; courseId: number; date: string }) =>
    `/api/ballots?clubId=${q.clubId}&courseId=${q.courseId}&date=${q.date}`,
  ballot: (id: number) => `/api/ballots/${id}`,
  ballotEntries: (id: number) => `/api/ballots/${id}/entries`,
  myBallotEntry: (id: number) => `/api/ballots/${id}/entries/mine`,
  answerBallotEntry: (id: number, answer: 'accept' | 'decline') =>
    `/api/ballots/${id}/entries/mine/${answer}`,
  ballotAudit: (id: number) => `/api/ballots/${id}/audit`,
  releaseLines: (q: { clubId: number; courseId: number; date: string }) =>
    `/api/release-lines?clubId=${q.clubId}&courseId=${q.courseId}&date=${q.date}`,
  releaseLine: (id: number) => `/api/release-lines/${id}`,
  releaseLineTickets: (id: number) => `/api/release-lines/${id}/tickets`,
  releaseLineAudit: (id: number) => `/api/release-lines/${id}/audit`,
  accountPreferences: () => '/api/account/preferences',
  partyHolds: () => '/api/bookings/holds',
  partyHold: (id: number) => `/api/bookings/holds/${id}`,
  partyHoldAnswer: (id: number, answer: 'accept' | 'decline') => `/api/bookings/holds/${id}/${answer}`,
  waitlist: () => '/api/waitlist',
  waitlistEntry: (id: number) => `/api/waitlist/${id}`,
  waitlistOffer: (id: number, answer: 'accept' | 'decline') => `/api/waitlist/offers/${id}/${answer}`,
  createBooking: () => '/api/bookings',
  upcoming: () => '/api/bookings/upcoming',
  previous: (page: number) => `/api/bookings/previous?page=${page}`,
  cancel: (id: number) => `/api/bookings/${id}/cancel`,
  cancellationRequest: (id: number) => `/api/bookings/${id}/cancellation-request`,
  staffQueue: () => '/api/staff/queue',
  staffAudit: () => '/api/staff/audit',
  staffExport: (clubId: number, what: 'bookings' | 'members') => `/api/staff/clubs/${clubId}/${what}.csv`,
  staffClubMessage: (clubId: number) => `/api/staff/clubs/${clubId}/message`,
  staffPoints: (guid: string) => `/api/staff/members/${encodeURIComponent(guid)}/points`,
  staffMembers: (q: string) => `/api/staff/members?${new URLSearchParams({ q })}`,
  staffMember: (guid: string) => `/api/staff/members/${encodeURIComponent(guid)}`,
  staffImpersonate: (guid: string) => `/api/staff/members/${encodeURIComponent(guid)}/impersonate`,
  staffConfirm: (id: number) => `/api/staff/bookings/${id}/confirm`,
  staffFulfil: (id: number) => `/api/staff/bookings/${id}/fulfil`,
  staffNoShow: (id: number) => `/api/staff/bookings/${id}/no-show`,
  staffDecide: (id: number, approve: boolean) =>
    `/api/staff/cancellation-requests/${id}/${approve ? 'approve' : 'decline'}`,
  staffClubs: () => '/api/staff/clubs',
  staffClubContent: (clubId: number) => `/api/staff/clubs/${clubId}/content`,
  staffClubBallots: (clubId: number) => `/api/staff/clubs/${clubId}/ballots`,
  staffBallot: (id: number) => `/api/staff/ballots/${id}`,
  staffBallotDraw: (id: number) => `/api/staff/ballots/${id}/draw`,
  staffClubWaitlist: (clubId: number, date: string | null) =>
    `/api/staff/clubs/${clubId}/waitlist${date ? `?date=${enc(date)}` : ''}`,
  staffTokens: (clubId: number) => `/api/staff/clubs/${clubId}/tokens`,
  staffToken: (clubId: number, tokenId: number) => `/api/staff/clubs/${clubId}/tokens/${tokenId}`,
  staffWebhooks: (clubId: number) => `/api/staff/clubs/${clubId}/webhooks`,
  staffWebhook: (clubId: number, webhookId: number) => `/api/staff/clubs/${clubId}/webhooks/${webhookId}`,
  staffWebhookDeliveries: (clubId: number, webhookId: number) =>
    `/api/staff/clubs/${clubId}/webhooks/${webhookId}/deliveries`,
  staffWebhookTest: (clubId: number, webhookId: number) =>
    `/api/staff/clubs/${clubId}/webhooks/${webhookId}/test`,
  /** The OpenAPI reference (the /api/v1 part is what API tokens read). */
  apiDocs: () => '/api/docs',
  /** The booking's .ics file, in the screens' language (en, en-US or fr). */
  calendar: (id: number, lang = 'en') => `/api/bookings/${id}/calendar.ics?lang=${enc(lang)}`,
  checkoutPackages: (clubId?: number, promoCode?: string) => {
    const q = [
      clubId === undefined ? '' : `clubId=${clubId}`,
      promoCode ? `promocode=${enc(promoCode)}` : '',
    ].filter(Boolean);
    return `/api/checkout/packages${q.length ? `?${q.join('&')}` : ''}`;
  },
  basket: () => '/api/checkout/basket',
  pay: () => '/api/checkout/pay',
  checkoutGateway: () => '/api/checkout/gateway',
  confirmPayment: (paymentId: string) => `/api/checkout/payments/${enc(paymentId)}/confirm`,
  coolingOff: () => '/api/payment/payments/cooling-off',
  refundPayment: (paymentId: string) => `/api/payment/payments/${enc(paymentId)}/refund`,
  subscription: () => '/api/payment/subscription',
  payArrears: () => '/api/payment/arrears',
  network: () => '/api/network',
  paymentStatus: (paymentId: string) => `/api/checkout/payments/${enc(paymentId)}`,
  shareToken: () => '/api/buddies/share-token',
  findBuddy: () => '/api/buddies/find',
  buddies: () => '/api/buddies',
  incomingBuddyRequests: () => '/api/buddies/requests/incoming',
  pendingBuddyRequests: () => '/api/buddies/requests/pending',
  buddyRequestCount: () => '/api/buddies/requests/count',
  trophies: () => '/api/trophies',
  buddyRequests: () => '/api/buddies/requests',
  acceptBuddyRequest: (target: string) => `/api/buddies/requests/${enc(target)}/accept`,
  declineBuddyRequest: (target: string) => `/api/buddies/requests/${enc(target)}/decline`,
  buddyRequest: (target: string) => `/api/buddies/requests/${enc(target)}`,
  buddy: (target: string) => `/api/buddies/${enc(target)}`,
  partyCheck: () => '/api/buddies/party-check',
  exploreClubs: (query: URLSearchParams) => `/api/explore/clubs?${query}`,
  favouriteClub: (clubId: number) => `/api/explore/favourites/${clubId}`,
  geoSearch: (q: string) => `/api/geo/search?q=${enc(q)}`,
  teeTimeSearch: (query: URLSearchParams) => `/api/teetimes/search?${query}`,
  teeTimeAlerts: () => '/api/teetimes/alerts',
  teeTimeAlert: (id: number) => `/api/teetimes/alerts/${id}`,
  geoReverse: (lat: number, lng: number) => `/api/geo/reverse?lat=${lat}&lng=${lng}`,
  notifications: (pageIndex: number) => `/api/notifications?pageIndex=${pageIndex}`,
  notificationsUnreadCount: () => '/api/notifications/unread-count',
  notificationsMarkAllRead: () => '/api/notifications/mark-all-read',
  clubMatrix: (clubId: number) => `/api/clubs/${clubId}/matrix`,
  clubContact: (clubId: number) => `/api/clubs/${clubId}/contact`,
  ecommerceCategories: (clubId: number, categoryId: number) =>
    `/api/ecommerce/categories?clubId=${clubId}&categoryId=${categoryId}`,
} as const;

export interface TeeTimeSearch {
  date: string;
  players: number;
  juniors: number;
  bookAgain?: boolean;
}

/** A link to a booking screen: the search, and what the network search's time chips add. */
export interface TeeTimeLink extends TeeTimeSearch {
  /** A start to choose at once (ISO UTC): the network search's time chips open the screen on it. */
  time?: string;
  /** Buddies' targets to book with (the network search's party). */
  buddies?: readonly string[];
}

function searchQuery(s: TeeTimeLink): string {
  let q = `Date=${s.date}&Players=${s.players}&Juniors=${s.juniors}`;
  if (s.bookAgain) q += '&BookAgain=true';
  if (s.time) q += `&Time=${enc(s.time)}`;
  if (s.buddies?.length) q += `&Buddies=${enc(s.buddies.join(','))}`;
  return q;
}

export interface ExtrasSearch {
  type: string;
  clubId: number;
  courseId: number;
  title: string;
  description: string;
}

export { DASHBOARD_VIEWS, type DashboardView } from '@fairway/contracts/constants';

export const appPaths = {
  home: () => '/',
  staffMember: (guid: string) => `/staff/members/${encodeURIComponent(guid)}`,
  staffQueue: () => '/staff',
  staffContent: () => '/staff/content',
  staffBallots: () => '/staff/ballots',
  staffBallot: (id: number) => `/staff/ballots/${id}`,
  staffWaitlist: () => '/staff/waitlist',
  staffIntegrations: () => '/staff/integrations',
  dashboardView: (view: DashboardView) => `/${view}`,
  renew: () => '/Renew',
  login: () => '/login',
  /** Where a deleted account lands: the login page, saying that it is done. */
  loginAfterDeletion: () => '/login?accountDeleted=1',
  clubLogin: (clubName: string, clubId: number, returnUrl?: string) =>
    `/login/${enc(clubName)}/${clubId}${returnUrl ? `?returnUrl=${enc(returnUrl)}` : ''}`,
  register: (clubId: number, returnUrl?: string) =>
    `/register/${clubId}${returnUrl ? `?returnUrl=${enc(returnUrl)}` : ''}`,
  checkout: () => '/Checkout',
  paymentProcessing: (paymentId?: string) =>
    `/PaymentProcessing${paymentId ? `?payment=${enc(paymentId)}` : ''}`,
  welcome: () => '/Welcome',
  topupComplete: () => '/TopupComplete',
  renewalComplete: () => '/RenewalComplete',
  arrears: () => '/Arrears',
  exploreClubs: () => '/explore/clubs',
  /** A club's public landing page (club-discovery §2). */
  booking: () => '/booking',
  clubs: () => '/booking/clubs',
  clubHouse: (clubId: number) => `/booking/clubs/${clubId}`,
  /** Find a tee time: one search across the network's clubs (its query is the search, shareable). */
  findTeeTime: (query?: URLSearchParams) => `/booking/find${query?.size ? `?${query}` : ''}`,
  teeTimes: (clubId: number, courseId: number, search?: TeeTimeLink) =>
    `/booking/clubs/${clubId}/${courseId}${search ? `?${searchQuery(search)}` : ''}`,
  /** Held bookings: invitations from buddies waiting for my answer, and my own holds. */
  invitations: () => '/booking/invitations',
  spa: (clubId: number, courseId: number) => `/spa/${clubId}/${courseId}`,
  dining: (clubId: number, courseId: number) => `/dining/${clubId}/${courseId}`,
  book: () => '/book',
  bookDining: () => '/book/dining',
  /** The named route ecomSearchAdditional. */
  ecomSearchAdditional: (s?: ExtrasSearch) =>
    s
      ? `/book/additional?type=${enc(s.type)}&clubId=${s.clubId}&courseId=${s.courseId}&title=${enc(s.title)}&description=${enc(s.description)}`
      : '/book/additional',
  /** An extra by its club and course only: the extras screen names it from the club's additional bookers. */
  extraCourse: (clubId: number, courseId: number) => `/book/additional?clubId=${clubId}&courseId=${courseId}`,
  buddies: (plural: 'Buddies' | 'Friends' | 'Colleagues') => `/${plural}`,
  account: () => '/account',
  accountView: (view: string) => `/account/profile/${view}`,
  /** The sign-in pages keep the club whose login led there (`clubId`), so they wear its branding. */
  magicLink: (clubId?: number) => `/magiclink${clubId === undefined ? '' : `?clubId=${clubId}`}`,
  twoFactor: (tfaToken: string, useFallbackUI: boolean, clubId?: number) =>
    `/2FA/${encodeURIComponent(tfaToken)}/${useFallbackUI}${clubId === undefined ? '' : `?clubId=${clubId}`}`,
  trophies: () => '/Trophies',
  /** How a ballot was drawn, in plain words (ballot-result notifications lead here). */
  ballotAudit: (id: number) => `/ballots/${id}/audit`,
  /** A release line's waiting room (a type-10 "your turn" notification leads here). */
  releaseLine: (id: number) => `/release-lines/${id}`,
  /** How a release line is ordered, in plain words, with everything needed to check it. */
  releaseLineAudit: (id: number) => `/release-lines/${id}/audit`,
  accountProfile: () => '/account/profile',
  bookingHistory: () => '/account/profile/BookingHistory',
  topup: () => '/Topup',
  help: () => '/Help',
  /** Contact Us; a visitor coming from a club's page names the club. */
  contact: (clubId?: number) => (clubId === undefined ? '/Contact' : `/Contact?clubId=${clubId}`),
  packages: (clubName: string, clubId: number) => `/packages/${enc(clubName)}/${clubId}`,
  /** The public packages page: no login needed. */
  publicPackages: (clubId: number) => `/packages/${clubId}`,
  /** Public club pages (club-discovery §2): landing, matrices, terms and the club's help. */
  clubLanding: (clubName: string, clubId: number) => `/Club/${enc(clubName)}/${clubId}`,
  pointsMatrix: (clubName: string, clubId: number) => `/PointsMatrix/${enc(clubName)}/${clubId}`,
  roundsMatrix: (clubName: string, clubId: number) => `/RoundsMatrix/${enc(clubName)}/${clubId}`,
  terms: (clubName: string, clubId: number) => `/T&Cs/${enc(clubName)}/${clubId}`,
  clubHelp: (clubName: string, clubId: number) => `/Help/${enc(clubName)}/${clubId}`,
} as const;

/** A returnUrl is followed only when it is a path on this site (never `//host` or `/\host`). */
export function safeReturnUrl(value: string | null | undefined): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  return value;
}
