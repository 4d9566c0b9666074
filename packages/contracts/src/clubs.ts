import { z } from 'zod';

/** Course facility types, club-discovery §3. */
export const FacilityType = { Golf: 0, Spa: 1, Gym: 2, Misc: 3, Restaurant: 4 } as const;
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
export const ZHomeWidget = z.object({ title: z.string(), type: z.enum(HOME_WIDGET_TYPES) });

const ZFacilityBlurb = z.object({ title: z.string(), description: z.string() });

export const ZClubTheme = z.object({
  /** Brand colour; the web app expands it into a contrast-checked palette. */
  primaryColor: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  accentColor: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  buddiesText: z.string(),
  buddiesTextPlural: z.string(),
  fonts: z.array(z.object({ family: z.string(), src: z.string(), format: z.string() })),
  headingFont: z.string().optional(),
  logoUrl: z.string().nullable(),
});
export type ClubTheme = z.infer<typeof ZClubTheme>;

/** Club content and switches (spec: club content/theme). Club differences are this data, never code. */
export const ZClubContent = z.object({
  clubId: z.number().int(),
  clubName: z.string(),
  clubNameShort: z.string(),
  telephone: z.string(),
  email: z.string(),
  website: z.string(),
  mapsLink: z.string(),
  address: z.array(z.string()),
  introduction: z.string(),
  joinerFee: z.number().nullable(),
  disableCheckout: z.boolean(),
  disablePoints: z.boolean(),
  disableLanding: z.boolean(),
  showContactInsteadOfHelp: z.boolean(),
  /** False for clubs whose members never get the low-points "speak to the team" notice (club 523). */
  lowPointsNoticeEligible: z.boolean(),
  spa: ZFacilityBlurb.nullable(),
  restaurant: ZFacilityBlurb.nullable(),
  homeWidgets: z.array(ZHomeWidget).max(4),
  loginText: z.string(),
  registerText: z.string(),
  notesTitle: z.string(),
  notesRequired: z.boolean(),
  dashboard: z.object({
    message: z.string().optional(),
    teeTimesMessage: z.string().optional(),
    spaMessage: z.string().optional(),
    dashboardMessage: z.string().optional(),
  }),
  renew: z.object({ title: z.string(), body: z.string() }),
  topup: z.object({ title: z.string() }),
  theme: ZClubTheme,
});
export type ClubContent = z.infer<typeof ZClubContent>;

export const ZClubIdParams = z.object({ clubId: z.coerce.number().int().min(0).max(2_147_483_647) });
export const ZClubMessageQuery = z.object({ channel: z.coerce.number().int().min(0).max(10).default(1) });

/** A club the caller can book: the home club, and Open Play clubs of the network. */
export const ZBookableClub = z.object({
  ClubId: z.number().int(),
  ClubName: z.string(),
  Address: z.string(),
  MyHomeClub: z.boolean(),
});
export type BookableClub = z.infer<typeof ZBookableClub>;
export const ZBookableClubs = z.object({ Clubs: z.array(ZBookableClub) });
