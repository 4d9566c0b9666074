import { z } from 'zod';
import { ZBallotWindows } from './ballots';
import { clubPageFields } from './club-pages';
import { ZHoldMinutes } from './party-holds';
import { idParam, intQuery, isStorableText } from './primitives';
import { ZReleaseEntries } from './release-lines';
import { ZWaitlistContent } from './waitlist';

export const ZFacilityType = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
export type FacilityTypeValue = z.infer<typeof ZFacilityType>;

export const ZCourse = z.object({ Id: z.number().int(), Name: z.string(), FacilityType: ZFacilityType });
export type Course = z.infer<typeof ZCourse>;

/** Home club details, member-area §3. */
export const ZClubDetails = z.object({
  ClubId: z.number().int(),
  ClubName: z.string(),
  Courses: z.array(ZCourse),
  CustomerServiceEmail: z.string(),
  TimeZone: z.string(),
  /** Members may book from today (club-local) up to today + BookingWindowDays. */
  BookingWindowDays: z.number().int().min(0),
  /** Members cannot cancel online within this many hours of the start. */
  CancellationCutoffHours: z.number().int().min(0),
});
export type ClubDetails = z.infer<typeof ZClubDetails>;

/**
 * The network in figures, for public pages' copy: `Clubs` is how many clubs are open to visitors, the
 * same count as explore's `totalClubs` for a visitor. Club texts say `{{networkClubs}}` where it goes.
 */
export const ZNetworkSummary = z.object({ Clubs: z.number().int().min(0) });
export type NetworkSummary = z.infer<typeof ZNetworkSummary>;

export const ZClubMessage = z.object({ title: z.string(), message: z.string() });
export type ClubMessage = z.infer<typeof ZClubMessage>;

export const HOME_WIDGET_TYPES = [
  'Golf',
  'Spa',
  'Restaurant',
  'Hotel',
  'Personal Training & Guest Passes',
  'BookingHistory',
  'Topup',
  'Buddies',
] as const;

/**
 * A bounded string PostgreSQL can store as sent (`isStorableText`): everything in a club document is shown on
 * screens or written into HTML, and the document is kept as jsonb.
 */
const text = (max: number) =>
  z.string().max(max).refine(isStorableText, 'Must not contain NUL characters or unpaired surrogates.');

export const ZHexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'validation.hexColour');

/**
 * A link or asset address: a site-relative path or an https URL. No quotes, spaces, angle brackets,
 * parentheses or backslashes, so it can go into an HTML attribute or a CSS url() as it is.
 */
export const ZAssetUrl = text(500)
  .regex(/^[^\s"'<>()\\`]+$/, 'No spaces, quotes, brackets or backslashes.')
  .regex(/^(\/(?!\/)|https:\/\/[A-Za-z0-9.-]+(:\d{1,5})?(\/|$|\?|#))/, 'validation.assetUrl');

/** A CSS font stack: family names, quotes and commas only, so it is safe inside a style sheet. */
export const ZFontStack = text(300).regex(/^[A-Za-z0-9 ,'-]+$/, 'Font names, quotes and commas only.');

export const ZHomeWidget = z.object({ title: text(80), type: z.enum(HOME_WIDGET_TYPES) });

const ZFacilityBlurb = z.object({ title: text(120), description: text(1000) });

export const ZClubFont = z.object({
  family: text(60).regex(/^[A-Za-z0-9 -]+$/, 'Letters, digits, spaces and hyphens only.'),
  src: ZAssetUrl,
  format: z.enum(['woff2', 'woff', 'truetype', 'opentype']),
});

export const CLUB_RADII = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

/** Everything the web app needs to theme a club; a brand colour is expanded into a Mantine palette. */
export const ZClubTheme = z.object({
  /** Brand colour; expanded into a ten-shade palette whose button and card text pass WCAG AA. */
  primaryColor: ZHexColor,
  accentColor: ZHexColor,
  /** Body font stack, and the headings' when they differ. */
  fontFamily: ZFontStack,
  headingFontFamily: ZFontStack.optional(),
  /** Web fonts, loaded once per family. */
  fonts: z.array(ZClubFont).max(6),
  radius: z.enum(CLUB_RADII),
  logoUrl: ZAssetUrl.nullable(),
  /** Null: the server draws /img/icons/{clubId}.ico from the brand colour. */
  faviconUrl: ZAssetUrl.nullable(),
  buddiesText: z.enum(['Buddy', 'Friend', 'Colleague']),
  /** Also the path of the buddy screen (/Buddies, /Friends, /Colleagues). */
  buddiesTextPlural: z.enum(['Buddies', 'Friends', 'Colleagues']),
});
export type ClubTheme = z.infer<typeof ZClubTheme>;

/**
 * The packages page's words for one group of packages, standard or corporate (club-discovery §2): a
 * strapline, a title and introduction paragraphs.
 */
export const ZPackageGroupContent = z.object({
  titleStrapline: text(160),
  title: text(160),
  introduction: z.array(text(2000)).max(8),
});
export type PackageGroupContent = z.infer<typeof ZPackageGroupContent>;

/** A treatment the club's spa offers (issue 11 §1): what the member picks before a time. */
export const ZSpaTreatment = z.object({
  /** Stable within the club: what a booking request names. */
  id: z.string().regex(/^[a-z0-9-]{1,40}$/, 'Lower-case letters, digits and dashes.'),
  name: text(80).min(1),
  description: text(240).optional(),
  minutes: z.number().int().min(10).max(240),
  /** Price per guest, in points. */
  points: z.number().int().min(1).max(1000),
  /** Guests must be at least this old (0 or absent: no limit). */
  minimumAge: z.number().int().min(0).max(99).optional(),
});
export type SpaTreatment = z.infer<typeof ZSpaTreatment>;

/**
 * What an extra (a miscellaneous course) really books (issue 11 §1): a hotel `stay` (check-in date and
 * nights, the night's price each night), a one-person `session` (personal training), or a `quantity`
 * (guest passes: the day's single start, so many of them).
 */
export const ZExtraForm = z.object({
  courseId: z.number().int().min(1).max(2_147_483_647),
  form: z.enum(['stay', 'session', 'quantity']),
  /** Stays: the longest stay, in nights. Quantity: the most at once. */
  max: z.number().int().min(1).max(28),
});
export type ExtraForm = z.infer<typeof ZExtraForm>;

/** How the club's spa and restaurant book (kept apart from golf wording): issue 11 §1. */
export const ZBookingContent = z.object({
  /**
   * Minutes a party's places are held while buddies who asked to be asked answer (default
   * BOOKING_HOLD_MINUTES_DEFAULT in constants).
   */
  holdMinutes: ZHoldMinutes.optional(),
  /** The spa's treatments: when listed, a spa booking names one and is priced by it. */
  spaTreatments: z
    .array(ZSpaTreatment)
    .min(1)
    .max(40)
    .refine((list) => new Set(list.map((t) => t.id)).size === list.length, 'Treatment ids must be unique.')
    .optional(),
  /** The club's extras and the form each books with; an extra not listed books as a plain slot. */
  extraForms: z
    .array(ZExtraForm)
    .max(20)
    .refine((list) => new Set(list.map((f) => f.courseId)).size === list.length, 'One form per extra.')
    .optional(),
  /** The dining form's notes title (e.g. "Dietary requirements"); golf's `notesTitle` is never used there. */
  diningNotesTitle: text(120).optional(),
  /** The spa form's notes title. */
  spaNotesTitle: text(120).optional(),
  /** Table sizes the restaurant offers (covers), ascending. */
  diningTableSizes: z.array(z.number().int().min(1).max(12)).min(1).max(12).optional(),
  /** The spa takes adults only: no juniors on its form. */
  spaAdultsOnly: z.boolean().optional(),
  /**
   * Booking online pauses for a member with `limit` no-shows or late cancellations (approved requests) at
   * this club within the last `days` days.
   */
  restriction: z
    .object({ limit: z.number().int().min(1).max(50), days: z.number().int().min(1).max(365) })
    .optional(),
});
export type BookingContent = z.infer<typeof ZBookingContent>;

/** Club content, switches and theme (spec: club content/theme): one document per club, never code. */
export const ZClubContent = z.object({
  clubId: z.number().int().min(0).max(2_147_483_647),
  clubName: text(120).min(1),
  clubNameShort: text(60).min(1),
  telephone: text(40),
  email: text(254),
  website: ZAssetUrl,
  mapsLink: ZAssetUrl,
  address: z.array(text(120)).max(8),
  introduction: text(4000),
  joinerFee: z.number().min(0).max(1_000_000).nullable(),
  disableCheckout: z.boolean(),
  disablePoints: z.boolean(),
  disableLanding: z.boolean(),
  showContactInsteadOfHelp: z.boolean(),
  /** False for clubs whose members never get the low-points "speak to the team" notice (club 523). */
  lowPointsNoticeEligible: z.boolean(),
  spa: ZFacilityBlurb.nullable(),
  restaurant: ZFacilityBlurb.nullable(),
  homeWidgets: z.array(ZHomeWidget).max(4),
  loginText: text(2000),
  registerText: text(2000),
  notesTitle: text(120),
  notesRequired: z.boolean(),
  dashboard: z.object({
    /** The dashboard message's title (staff set it); the club's name when absent. */
    title: text(120).optional(),
    message: text(2000).optional(),
    teeTimesMessage: text(2000).optional(),
    spaMessage: text(2000).optional(),
    dashboardMessage: text(2000).optional(),
  }),
  renew: z.object({ title: text(120), body: text(2000) }),
  topup: z.object({ title: text(120) }),
  /** The packages page's standard and corporate group texts; without them the page uses plain headings. */
  standardPackage: ZPackageGroupContent.optional(),
  corporatePackage: ZPackageGroupContent.optional(),
  /** Landing, terms, help and contact pages (club-discovery §3 Club profile and content). */
  ...clubPageFields,
  theme: ZClubTheme,
  booking: ZBookingContent.optional(),
  /** Ballot windows: the starts released by a fair draw instead of first come, first served. */
  ballots: ZBallotWindows.optional(),
  /**
   * Releases: per course, the time of day the last day of the booking window opens (instead of midnight),
   * through a fair line (ARCHITECTURE "The release line").
   */
  release: ZReleaseEntries.optional(),
  /** The waitlist's offers: how many minutes freed places are held for the party offered them. */
  waitlist: ZWaitlistContent.optional(),
});
export type ClubContent = z.infer<typeof ZClubContent>;

export const ZClubIdParams = z.object({ clubId: idParam(0) });
export const ZClubMessageQuery = z.object({ channel: intQuery(0, 10).default(1) });

/** A club the caller can book: the home club, and Open Play clubs of the network. */
export const ZBookableClub = z.object({
  ClubId: z.number().int(),
  ClubName: z.string(),
  Address: z.string(),
  MyHomeClub: z.boolean(),
});
export type BookableClub = z.infer<typeof ZBookableClub>;
export const ZBookableClubs = z.object({ Clubs: z.array(ZBookableClub) });
export type BookableClubs = z.infer<typeof ZBookableClubs>;
