/**
 * URLs of the booking screens and calls (issue 3), kept beside `paths.ts` so both tables stay small.
 * Every booking URL is built here and nowhere else.
 */
const enc = encodeURIComponent;

export const bookingApiPaths = {
  bookableClubs: () => '/api/clubs',
  teeTimes: (q: { clubId: number; courseId: number; date: string; players: number; juniors: number }) =>
    `/api/teetimes?clubId=${q.clubId}&courseId=${q.courseId}&date=${q.date}&players=${q.players}&juniors=${q.juniors}`,
  createBooking: () => '/api/bookings',
  upcoming: () => '/api/bookings/upcoming',
  previous: (page: number) => `/api/bookings/previous?page=${page}`,
  cancel: (id: number) => `/api/bookings/${id}/cancel`,
  calendar: (id: number) => `/api/bookings/${id}/calendar.ics`,
  ecommerceCategories: (clubId: number, categoryId: number) =>
    `/api/ecommerce/categories?clubId=${clubId}&categoryId=${categoryId}`,
} as const;

export interface TeeTimeSearch {
  date: string;
  players: number;
  juniors: number;
  bookAgain?: boolean;
}

function searchQuery(s: TeeTimeSearch): string {
  const q = `Date=${s.date}&Players=${s.players}&Juniors=${s.juniors}`;
  return s.bookAgain ? `${q}&BookAgain=true` : q;
}

export interface ExtrasSearch {
  type: string;
  clubId: number;
  courseId: number;
  title: string;
  description: string;
}

export const bookingAppPaths = {
  booking: () => '/booking',
  clubs: () => '/booking/clubs',
  clubHouse: (clubId: number) => `/booking/clubs/${clubId}`,
  teeTimes: (clubId: number, courseId: number, search?: TeeTimeSearch) =>
    `/booking/clubs/${clubId}/${courseId}${search ? `?${searchQuery(search)}` : ''}`,
  spa: (clubId: number, courseId: number) => `/spa/${clubId}/${courseId}`,
  dining: (clubId: number, courseId: number) => `/dining/${clubId}/${courseId}`,
  book: () => '/book',
  bookDining: () => '/book/dining',
  /** The named route ecomSearchAdditional. */
  ecomSearchAdditional: (s?: ExtrasSearch) =>
    s
      ? `/book/additional?type=${enc(s.type)}&clubId=${s.clubId}&courseId=${s.courseId}&title=${enc(s.title)}&description=${enc(s.description)}`
      : '/book/additional',
  account: () => '/account',
  accountProfile: () => '/account/profile',
  bookingHistory: () => '/account/profile/BookingHistory',
  topup: () => '/Topup',
} as const;
