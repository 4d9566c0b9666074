/**
 * The words of a booking's calendar file (.ics), by the web app's languages: the file is read in the
 * member's calendar, so it speaks the language the screens do (`?lang=` on the calendar link). French is
 * the catalogue's placeholder set, like the web's fr catalogue.
 */
export const CALENDAR_LANGUAGES = ['en', 'en-US', 'fr'] as const;
export type CalendarLanguage = (typeof CALENDAR_LANGUAGES)[number];

export type CalendarWords = {
  calendarName: string;
  /** `{{title}}` at `{{club}}`. */
  summary: string;
  bookingRef: string;
  treatment: string;
  minutes: string;
  nights: string;
  players: string;
  guests: string;
  covers: string;
  guestPasses: string;
  people: string;
  juniors: string;
  notes: string;
  /** What the facility is, for an event's category and first line. */
  teeTime: string;
  spaTreatment: string;
  tableBooking: string;
  stay: string;
  booking: string;
};

const en: CalendarWords = {
  calendarName: 'Fairway bookings',
  summary: '{{title}} at {{club}}',
  bookingRef: 'Booking ref',
  treatment: 'Treatment',
  minutes: 'min',
  nights: 'Nights',
  players: 'Players',
  guests: 'Guests',
  covers: 'Covers',
  guestPasses: 'Guest passes',
  people: 'People',
  juniors: 'juniors',
  notes: 'Notes',
  teeTime: 'Tee time',
  spaTreatment: 'Spa treatment',
  tableBooking: 'Table booking',
  stay: 'Stay',
  booking: 'Booking',
};

const placeholder = (words: CalendarWords): CalendarWords =>
  Object.fromEntries(
    Object.entries(words).map(([key, text]) => [key, key === 'minutes' ? text : `${text} fr`]),
  ) as CalendarWords;

export const CALENDAR_WORDS: Record<CalendarLanguage, CalendarWords> = {
  en,
  'en-US': en,
  fr: placeholder(en),
};
