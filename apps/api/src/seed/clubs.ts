import { type ClubContent, SYSTEM_FONT_STACK } from '@fairway/contracts';
import { clubArtOf, demoClubPages } from './club-pages';

/** Booking rules and switches per demo club; names are fictional. Club differences live here, as data. */
export type SeedClub = {
  id: number;
  name: string;
  timeZone: string;
  bookingWindowDays: number;
  cancellationCutoffHours: number;
  manualConfirmation: boolean;
  /** False for the network's own brand (club 0): it themes the portal but is not a venue to visit. */
  acceptsOpenPlay?: boolean;
  content: ClubContent;
};

const SERIF_FONTS = "Georgia, Cambria, 'Times New Roman', Times, serif";

const FOXHILL_TERMS = { bookingWindowDays: 30, cancellationCutoffHours: 14 * 24 };
const GROVE_TERMS = { bookingWindowDays: 60, cancellationCutoffHours: 48 };

export type ClubInput = Pick<ClubContent, 'clubId' | 'clubName' | 'clubNameShort'> &
  Partial<Omit<ClubContent, 'theme'>> & {
    theme: Pick<ClubContent['theme'], 'primaryColor' | 'accentColor'> & Partial<ClubContent['theme']>;
  };

/** A club document with the network's defaults, for the themed clubs and the generated network. */
export function content(input: ClubInput): ClubContent {
  const slug = input.clubNameShort.toLowerCase().replace(/[^a-z0-9]+/g, '');
  const { theme, ...rest } = input;
  const { logo, ...pages } = demoClubPages[input.clubId] ?? {};
  const art = logo ? clubArtOf(input.clubId) : null;
  return {
    telephone: '01234 567890',
    email: `members@${slug}.example`,
    website: `https://${slug}.example`,
    mapsLink: `https://maps.example/?q=${encodeURIComponent(input.clubName)}`,
    address: [input.clubName, 'Clubhouse Lane', 'England'],
    introduction: `Welcome to ${input.clubName}, part of the Fairway network of golf clubs.`,
    joinerFee: null,
    disableCheckout: false,
    disablePoints: false,
    disableLanding: false,
    showContactInsteadOfHelp: false,
    lowPointsNoticeEligible: true,
    spa: null,
    restaurant: null,
    homeWidgets: [
      { title: 'Golf', type: 'Golf' },
      { title: 'Booking History', type: 'BookingHistory' },
    ],
    loginText: `Log in to book tee times at ${input.clubName} and across the network.`,
    registerText: `Join ${input.clubName} and start booking today.`,
    notesTitle: 'Player Names and Handicaps',
    notesRequired: false,
    dashboard: {
      message: `Course conditions are good and greens are running fast. Enjoy your round at ${input.clubNameShort}.`,
      teeTimesMessage: 'Please arrive on the tee at least 10 minutes before your tee time.',
    },
    renew: { title: 'Renew your membership', body: 'Renewing adds 12 months to your current renewal date.' },
    topup: { title: 'Top up your points' },
    ...(art ? { bannerUrl: art.bannerUrl } : {}),
    ...pages,
    ...rest,
    theme: {
      fontFamily: SYSTEM_FONT_STACK,
      fonts: [],
      radius: 'md',
      logoUrl: art?.logoUrl ?? null,
      faviconUrl: null,
      buddiesText: 'Buddy',
      buddiesTextPlural: 'Buddies',
      ...theme,
    },
  };
}

export const seedClubs: SeedClub[] = [
  {
    id: 0,
    name: 'Fairway Golf Network',
    timeZone: 'Europe/London',
    ...FOXHILL_TERMS,
    manualConfirmation: false,
    acceptsOpenPlay: false,
    content: content({
      clubId: 0,
      clubName: 'Fairway Golf Network',
      clubNameShort: 'Fairway',
      theme: { primaryColor: '#1f6f43', accentColor: '#c9a227' },
    }),
  },
  {
    id: 151,
    name: 'Foxhill Heath Golf Club',
    timeZone: 'Europe/London',
    ...FOXHILL_TERMS,
    manualConfirmation: true,
    content: content({
      booking: {
        diningNotesTitle: 'Dietary requirements',
        diningTableSizes: [1, 2, 3, 4, 5, 6, 8, 10, 12],
        // Three no-shows or late cancellations in 90 days pause booking online.
        restriction: { limit: 3, days: 90 },
        // The extras (courses 15104–15106, see courses.ts): a hotel stay, a training session, guest passes.
        extraForms: [
          { courseId: 15104, form: 'stay', max: 7 },
          { courseId: 15105, form: 'session', max: 1 },
          { courseId: 15106, form: 'quantity', max: 4 },
        ],
      },
      // Saturday's early tee times on the Championship course (15101) go to a fair draw a week ahead.
      ballots: [
        {
          courseId: 15101,
          weekdays: [6],
          from: '07:00',
          to: '09:00',
          opensDaysAhead: 14,
          drawDaysAhead: 7,
          drawAt: '19:00',
        },
      ],
      // The Woodland course's last day of the window opens at 7 p.m. through a fair line (issue 45): the
      // line gathers from 18:45, admits 120 members a minute, each with 3 minutes to book.
      release: [
        { courseId: 15102, at: '19:00', lineOpensMinutesBefore: 15, admitPerMinute: 120, turnMinutes: 3 },
      ],
      clubId: 151,
      clubName: 'Foxhill Heath Golf Club',
      clubNameShort: 'Foxhill Heath',
      joinerFee: 250,
      standardPackage: {
        titleStrapline: 'Membership at Foxhill Heath',
        title: 'Choose the package that fits your golf',
        introduction: [
          'Every package lasts 12 months and is priced per year. Unused Home points carry over when you renew.',
          'Hyde brings up to 8 golfers a day; Villiers up to 12.',
        ],
      },
      corporatePackage: {
        titleStrapline: 'For companies',
        title: 'Corporate membership',
        introduction: [
          "The same packages for your business, transferable between the company's nominated golfers.",
        ],
      },
      restaurant: { title: 'The Heath Grill', description: 'Seasonal plates overlooking the 18th green.' },
      homeWidgets: [
        { title: 'Golf', type: 'Golf' },
        { title: 'Restaurant', type: 'Restaurant' },
        { title: 'Hotel', type: 'Hotel' },
        { title: 'Personal Training & Guest Passes', type: 'Personal Training & Guest Passes' },
      ],
      dashboard: {
        message:
          'The Heath course reopens fully this weekend after winter maintenance. Buggies are available again.',
        teeTimesMessage: 'Please arrive on the tee at least 10 minutes before your tee time.',
      },
      theme: { primaryColor: '#14532d', accentColor: '#b45309', headingFontFamily: SERIF_FONTS },
    }),
  },
  {
    id: 563,
    name: 'Oakmere Park Golf & Spa',
    timeZone: 'Europe/London',
    ...FOXHILL_TERMS,
    manualConfirmation: false,
    content: content({
      clubId: 563,
      clubName: 'Oakmere Park Golf & Spa',
      clubNameShort: 'Oakmere Park',
      spa: { title: 'The Oakmere Spa', description: 'Treatments, pool and thermal suite.' },
      restaurant: { title: 'The Orangery', description: 'All-day dining in the clubhouse.' },
      booking: {
        spaAdultsOnly: true,
        spaTreatments: [
          {
            id: 'swedish-massage',
            name: 'Swedish massage',
            description: 'Full body, light to medium pressure.',
            minutes: 60,
            points: 14,
            minimumAge: 16,
          },
          {
            id: 'deep-tissue',
            name: 'Deep tissue massage',
            description: 'Back, neck and shoulders: for tired golfing muscles.',
            minutes: 45,
            points: 16,
            minimumAge: 18,
          },
          {
            id: 'signature-facial',
            name: 'Signature facial',
            description: 'Cleanse, exfoliate and hydrate.',
            minutes: 50,
            points: 12,
            minimumAge: 16,
          },
          {
            id: 'thermal-suite',
            name: 'Thermal suite',
            description: 'Sauna, steam room and hydrotherapy pool.',
            minutes: 60,
            points: 10,
            minimumAge: 16,
          },
        ],
        spaNotesTitle: 'Treatment requests or health notes',
        diningNotesTitle: 'Dietary requirements',
        diningTableSizes: [2, 4, 6, 8],
      },
      notesRequired: true,
      homeWidgets: [
        { title: 'Golf', type: 'Golf' },
        { title: 'Spa', type: 'Spa' },
        { title: 'Restaurant', type: 'Restaurant' },
        { title: 'Booking History', type: 'BookingHistory' },
      ],
      dashboard: {
        message: 'Spa treatments can now be booked alongside your round.',
        spaMessage: 'Spa bookings are for members aged 16 and over.',
      },
      theme: {
        headingFontFamily: SERIF_FONTS,
        radius: 'sm',
        primaryColor: '#1e3a5f',
        accentColor: '#7c9a3d',
        buddiesText: 'Friend',
        buddiesTextPlural: 'Friends',
      },
    }),
  },
  {
    id: 541,
    name: 'Kingsbrook Golf & Country Club',
    timeZone: 'Europe/London',
    ...FOXHILL_TERMS,
    manualConfirmation: false,
    content: content({
      clubId: 541,
      clubName: 'Kingsbrook Golf & Country Club',
      clubNameShort: 'Kingsbrook',
      disableCheckout: true,
      disablePoints: true,
      theme: {
        radius: 'sm',
        primaryColor: '#7f1d1d',
        accentColor: '#d4a017',
        buddiesText: 'Colleague',
        buddiesTextPlural: 'Colleagues',
      },
    }),
  },
  {
    id: 523,
    name: 'The Grove Hill',
    timeZone: 'Europe/London',
    ...GROVE_TERMS,
    manualConfirmation: false,
    content: content({
      clubId: 523,
      clubName: 'The Grove Hill',
      clubNameShort: 'Grove Hill',
      lowPointsNoticeEligible: false,
      theme: {
        primaryColor: '#3f3f46',
        accentColor: '#a16207',
        headingFontFamily: SERIF_FONTS,
        radius: 'xs',
      },
    }),
  },
  {
    id: 449,
    name: 'The Grove Abbey',
    timeZone: 'Europe/London',
    ...GROVE_TERMS,
    manualConfirmation: false,
    content: content({
      clubId: 449,
      clubName: 'The Grove Abbey',
      clubNameShort: 'Grove Abbey',
      theme: {
        primaryColor: '#4c1d95',
        accentColor: '#ca8a04',
        headingFontFamily: SERIF_FONTS,
        radius: 'sm',
      },
    }),
  },
  {
    id: 537,
    name: 'The Grove Manor',
    timeZone: 'Europe/London',
    ...GROVE_TERMS,
    manualConfirmation: false,
    content: content({
      clubId: 537,
      clubName: 'The Grove Manor',
      clubNameShort: 'Grove Manor',
      disableCheckout: true,
      disablePoints: true,
      showContactInsteadOfHelp: true,
      dashboard: { dashboardMessage: 'Your rounds are ready to book. Contact the team for anything else.' },
      theme: { primaryColor: '#0f4c5c', accentColor: '#e36414' },
    }),
  },
  {
    id: 238,
    name: 'Lindale Park Golf Club',
    timeZone: 'Europe/London',
    ...FOXHILL_TERMS,
    manualConfirmation: false,
    content: content({
      clubId: 238,
      clubName: 'Lindale Park Golf Club',
      clubNameShort: 'Lindale Park',
      notesRequired: true,
      notesTitle: 'Guest Name(s)',
      theme: { primaryColor: '#065f46', accentColor: '#9a3412' },
    }),
  },
  {
    id: 234,
    name: 'Harrow Vale Golf Club',
    timeZone: 'Europe/London',
    ...FOXHILL_TERMS,
    manualConfirmation: false,
    content: content({
      clubId: 234,
      clubName: 'Harrow Vale Golf Club',
      clubNameShort: 'Harrow Vale',
      theme: { primaryColor: '#1d4ed8', accentColor: '#b91c1c', radius: 'sm' },
    }),
  },
  {
    id: 259,
    name: 'Westbury Downs',
    timeZone: 'Europe/London',
    ...FOXHILL_TERMS,
    manualConfirmation: false,
    content: content({
      clubId: 259,
      clubName: 'Westbury Downs',
      clubNameShort: 'Westbury',
      theme: { primaryColor: '#334155', accentColor: '#15803d' },
    }),
  },
  {
    id: 260,
    name: 'Eastcliff Links',
    timeZone: 'Europe/London',
    ...FOXHILL_TERMS,
    manualConfirmation: false,
    content: content({
      clubId: 260,
      clubName: 'Eastcliff Links',
      clubNameShort: 'Eastcliff',
      theme: { primaryColor: '#0e7490', accentColor: '#a21caf', headingFontFamily: SERIF_FONTS },
    }),
  },
];
