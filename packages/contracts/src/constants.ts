import { EXPLORE, EXPLORE_SORT } from './explore-constants';

/**
 * Business constants and enums named by the spec (member-area §9, club-discovery §9). No zod here: the
 * web app imports these from `@fairway/contracts/constants` on screens that must not load the schemas.
 */
export const DEFAULT_CLUB_ID = 0;
export const LOW_POINTS_THRESHOLD = 20;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PREVIOUS_BOOKINGS_PAGE_SIZE = 5;
export const NOTIFICATIONS_PAGE_SIZE = 15;
export const TRANSACTIONS_PAGE_SIZE = 20;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const MOBILE_BREAKPOINT_PX = 924;
/**
 * The system font stack a club's theme falls back to (the platform layer's, and the demo clubs' content):
 * the device's own interface font (`system-ui`) first, which a phone finds at once; each family named before
 * it that a device lacks is a lookup in the first layout (`node scripts/font-ab.mjs`: on Linux at 4× CPU,
 * layout 136 → 125 ms on the dashboard, 122 → 100 ms on tee times). The named ones follow for older browsers.
 */
export const SYSTEM_FONT_STACK =
  "system-ui, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
export const ADDITIONAL_BOOKERS_CATEGORY_ID = 661;
export const OPEN_PLAY_LOT_VALIDITY_MONTHS = 12;
/** Where a club content text says the network's club count (public pages fill it in from GET /api/network). */
export const NETWORK_CLUBS_TOKEN = '{{networkClubs}}';
/** A membership package lasts 12 months; a renewal adds them to the current renewal date. */
export const MEMBERSHIP_MONTHS = 12;
export const MAX_GUESTS = 3;
export const MIN_PLAYERS = 1;
export const MAX_PLAYERS = 4;
/** A member's weight in a ballot's draw is 1 + their consecutive lost ballots at the club, at most this. */
export const BALLOT_MAX_WEIGHT = 4;
/** How many preferred times a ballot entry may list, in order. */
export const BALLOT_MAX_PREFERENCES = 5;
/** Dining books tables beyond four: covers up to this many (each restaurant lists its table sizes). */
export const MAX_COVERS = 12;
/** How long freed places are held for the party offered them, when the club's content says nothing. */
export const WAITLIST_OFFER_MINUTES_DEFAULT = 15;
/** How long a party hold waits for buddies' consent, when the club's content says nothing. */
export const BOOKING_HOLD_MINUTES_DEFAULT = 10;
/** Request header of a booking that makes retrying it safe. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** Course facility types, club-discovery §3. */
export const FacilityType = { Golf: 0, Spa: 1, Gym: 2, Misc: 3, Restaurant: 4 } as const;
/** BookingType, member-area §3: 0 golf, 1 spa, 2 other (extras), 4 dining. */
export const BookingType = { Golf: 0, Spa: 1, Extra: 2, Dining: 4 } as const;

// Kept here, beside no zod schema, so that screens importing them do not pull zod into their chunk.

/** PackageType: 0 a 12-month membership, 1 a Home points top-up, 2 an Open Play points top-up. */
export const PACKAGE_TYPES = { membership: 0, homeTopUp: 1, openPlayTopUp: 2 } as const;
export type PackageTypeValue = (typeof PACKAGE_TYPES)[keyof typeof PACKAGE_TYPES];

/** Why a payment did not go through: the error codes whose catalogue texts the checkout shows. */
export const PAYMENT_FAILURE_CODES = [
  'CARD_DECLINED',
  'INSUFFICIENT_FUNDS',
  'CARD_INVALID',
  'PAYMENT_CANCELED',
] as const;
export type PaymentFailureCode = (typeof PAYMENT_FAILURE_CODES)[number];

/**
 * Notification types (member-area §3): 0 booking, 1 trophy, 2 buddy request, 3 account/user, 4 ticket,
 * 5 payment, above 5 generic info.
 */
export const NOTIFICATION_TYPES = {
  booking: 0,
  trophy: 1,
  buddyRequest: 2,
  account: 3,
  ticket: 4,
  payment: 5,
  info: 6,
  /** Places freed on a start the member waits for are held for them: the action names the offer. */
  waitlistOffer: 7,
  /** A buddy booked the member into a party and waits for their answer: the action names the hold. */
  partyHoldInvitation: 8,
  /** A start matching one of the member's alerts opened: the action names it (`teeTimeAlertAction`). */
  teeTimeAlert: 9,
  /**
   * The member's turn in a release line has come: the action (`release-line:{LineId}:{AdmittedUntil}`)
   * names the line and when the turn ends.
   */
  lineTurn: 10,
} as const;
export const NOTIFICATION_TYPE_MAX = 99;
/** Notification page size (member-area §9). */
export const NOTIFICATION_PAGE_SIZE = 15;
export const NOTIFICATION_TITLE_MAX = 200;
export const NOTIFICATION_DESCRIPTION_MAX = 1000;
export const NOTIFICATION_ACTION_MAX = 200;

/** Live tee sheets: a member watching a course-day joins its room on the notification hub. */
export const TEE_SHEET_JOIN = 'teeSheet:join';
/** Sent to a course-day's room after a booking or cancellation on it commits. */
export const TEE_SHEET_CHANGED = 'teeSheet:changed';
/**
 * Sent to every socket of a member once they answer one of their waitlist offers (accept or decline), with
 * `{ offerId }`: each of their tabs and devices closes that offer's toast.
 */
export const WAITLIST_OFFER_SETTLED = 'waitlist:offerSettled';
export * from './explore-constants';

/**
 * Ids of the JSON script elements in which the API's page shell hands data to the web app before its
 * first render: the shown club's document, the session check's answer, and the answers of the first
 * screen's calls (below).
 */
export const SHELL_BOOTSTRAP_IDS = {
  club: 'fairway-club',
  session: 'fairway-session',
  answers: 'fairway-answers',
} as const;

/**
 * The selector the club's theme variables are written under, by the API's page shell and the web app's
 * Mantine provider alike: `html:root` outranks the `:root` defaults of Mantine's stylesheet wherever that
 * sits (the built page lists it after #root, so the shell's top bar paints before it has loaded).
 */
export const THEME_VARIABLES_SELECTOR = 'html:root';

/** The dashboard's tabs, each its own address (`/Bookings` …); `/` is the dashboard itself. */
export type DashboardView = 'Bookings' | 'Renew' | 'Topup';
export const DASHBOARD_VIEWS: readonly DashboardView[] = ['Bookings', 'Renew', 'Topup'];

/** Whether a path is the dashboard (`/` or one of its tabs), as the router matches it (any case). */
export function isDashboardPath(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/(?<=.)\/$/, '');
  return path === '/' || DASHBOARD_VIEWS.some((view) => `/${view}`.toLowerCase() === path);
}

/** How long after it was written a page's answers may stand in for the calls (then the app asks). */
export const SHELL_ANSWERS_MAX_AGE_MS = 15_000;

/**
 * The GET calls a signed-in member's first screen makes before it can render (the web app's
 * `src/app/prefetch.ts`; a web test holds the two to the same list): every page's layout (the home club's
 * details and extras, the top bar's points, basket, buddy requests and bell), and on the dashboard its
 * club message and bookings. The page a browser navigates to carries their answers, so the first screen
 * needs no round trip for them.
 */
export function firstScreenCalls(pathname: string, search: string, homeClubId: number): string[] {
  const layout = [
    `/api/clubs/${homeClubId}/details`,
    `/api/ecommerce/categories?clubId=${homeClubId}&categoryId=661`,
    '/api/member/points?refresh=false',
    '/api/checkout/basket',
    '/api/buddies/requests/count',
    '/api/notifications/unread-count',
  ];
  if (isDashboardPath(pathname)) {
    return [
      ...layout,
      `/api/clubs/${homeClubId}/message?channel=1`,
      '/api/bookings/upcoming',
      '/api/bookings/previous?page=1',
      // My waitlist places, under the bookings (without it the dashboard asked after its first render).
      '/api/waitlist',
    ];
  }
  // The plain explore list (an address with a search in it is read by the screen, and asked for there).
  if (/^\/explore(?:\/clubs)?\/?$/i.test(pathname) && search.replace(/^\?/, '') === '') {
    return [
      ...layout,
      `/api/explore/clubs?sortBy=${EXPLORE_SORT.bestMatch}&numClubsToReturn=${EXPLORE.pageSize}`,
    ];
  }
  // A line's waiting room: the line (its club's details and document follow its answer, in the app).
  const lineId = releaseLineOfAddress(pathname);
  if (lineId !== null) return [...layout, `/api/release-lines/${lineId}`];
  const clubId = bookingClubOfAddress(pathname);
  const club = clubId !== null && clubId !== homeClubId ? [`/api/clubs/${clubId}/details`] : [];
  const day = courseDayOfAddress(pathname, search);
  const courseDay = day
    ? [
        `/api/teetimes?clubId=${day.clubId}&courseId=${day.courseId}&date=${day.date}&players=${day.players}&juniors=${day.juniors}`,
        '/api/buddies',
        // My waitlist places: the sheet shows them beside its full times.
        '/api/waitlist',
        // The day's release line, if it has one: the waiting room shows first on the day about to open.
        `/api/release-lines?clubId=${day.clubId}&courseId=${day.courseId}&date=${day.date}`,
      ]
    : [];
  return [...layout, ...club, ...courseDay];
}

/** The line of a release line's waiting room address (/release-lines/{id}), else null. */
export function releaseLineOfAddress(pathname: string): number | null {
  const id = /^\/release-lines\/([1-9]\d{0,9})\/?$/i.exec(pathname)?.[1];
  return id === undefined ? null : Number(id);
}

/** The club of a booking screen's address (club house, tee times, spa, dining), else null. */
export function bookingClubOfAddress(pathname: string): number | null {
  const id = /^\/(?:booking\/clubs|spa|dining)\/(\d{1,10})(?:\/|$)/i.exec(pathname)?.[1];
  return id === undefined ? null : Number(id);
}

/**
 * An address's query as URLSearchParams reads it (the first value of each name, `+` as a space), without
 * needing the DOM's or Node's types in this package.
 */
function queryParams(search: string): Map<string, string> {
  const decode = (text: string) => {
    try {
      return decodeURIComponent(text.replace(/\+/g, ' '));
    } catch {
      return text;
    }
  };
  const params = new Map<string, string>();
  for (const pair of search.replace(/^\?/, '').split('&')) {
    if (!pair) continue;
    const at = pair.indexOf('=');
    const name = decode(at < 0 ? pair : pair.slice(0, at));
    if (!params.has(name)) params.set(name, decode(at < 0 ? '' : pair.slice(at + 1)));
  }
  return params;
}

/** A golf course-day as a tee-times address names it in full. */
export interface CourseDayAddress {
  clubId: number;
  courseId: number;
  date: string;
  players: number;
  juniors: number;
  bookAgain: boolean;
}

/**
 * The golf course-day a tee-times address names in full (`/booking/clubs/{club}/{course}?Date=…&Players=…`),
 * else null: no date, a party out of range, or a spa treatment or stay, which the screen reads otherwise.
 */
export function courseDayOfAddress(pathname: string, search: string): CourseDayAddress | null {
  const match = /^\/booking\/clubs\/(\d{1,10})\/(\d{1,10})\/?$/.exec(pathname);
  if (!match) return null;
  const params = queryParams(search);
  const date = params.get('Date') ?? '';
  const players = Number(params.get('Players') ?? Number.NaN);
  const juniors = Number(params.get('Juniors') ?? 0);
  // The shape only (no date library here, nor in the web app's entry chunk).
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !Number.isInteger(players) || !Number.isInteger(juniors))
    return null;
  if (players < 1 || juniors < 0 || juniors > players || params.has('Treatment') || params.has('Nights'))
    return null;
  return {
    clubId: Number(match[1]),
    courseId: Number(match[2]),
    date,
    players,
    juniors,
    bookAgain: params.get('BookAgain') === 'true',
  };
}
