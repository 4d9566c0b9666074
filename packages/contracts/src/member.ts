import { z } from 'zod';

/** Member summary, member-area §3: wire names are the contract. */
export const ZMemberSummary = z.object({
  UserGuid: z.string(),
  Username: z.string(),
  Forename: z.string(),
  Surname: z.string(),
  ContactNumber: z.string(),
  HomeClubId: z.number().int(),
  HomeClubName: z.string(),
  HomePoints: z.number(),
  AwayPoints: z.number(),
  MembershipType: z.number().int(),
  CompletedFirstPayment: z.boolean(),
  MembershipExpires: z.string().nullable(),
  IsCorporateMember: z.boolean(),
  CompanyName: z.string().nullable(),
  BannerUrl: z.string().nullable(),
  ThumbUrl: z.string().nullable(),
  AutoRenewOn: z.boolean(),
  IsAdmin: z.boolean(),
  /** Club staff: the club whose console they work in (null for members and network staff). */
  StaffClubId: z.number().int().nullable(),
  IsInArrears: z.boolean(),
  IsExpired: z.boolean(),
  IsImpersonating: z.boolean(),
  /** Name of the staff member impersonating, shown in the banner; null when not impersonating. */
  ImpersonatorName: z.string().nullable(),
  FlexiPointsAllowed: z.boolean(),
  PackageName: z.string().nullable(),
});
export type MemberSummary = z.infer<typeof ZMemberSummary>;

export const ZPoints = z.object({ homePoints: z.number(), flexiPoints: z.number() });
export type Points = z.infer<typeof ZPoints>;

export const ZPointsQuery = z.object({ refresh: z.enum(['true', 'false']).optional() });
