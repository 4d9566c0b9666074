import { z } from 'zod';
import { boundedInt, boundedString } from './primitives';

/**
 * Public club pages (club-discovery §2 Public club pages, Help and contact; §3 Club profile and
 * content): the parts of a club document the landing, terms, help and contact pages show, and the
 * contact form. Every field is optional in a stored document; the API fills what a club leaves out
 * from the network's default document (club 0).
 */

const text = (max: number) => boundedString(max);

/** A site-relative path or an https URL, safe in an HTML attribute (the same rule as theme assets). */
const link = text(500)
  .regex(/^[^\s"'<>()\\`]+$/, 'No spaces, quotes, brackets or backslashes.')
  .regex(
    /^(\/(?!\/)|https:\/\/[A-Za-z0-9.-]+(:\d{1,5})?(\/|$|\?|#)|mailto:[^/]+$)/,
    'A relative path (/…), an https URL or a mailto: address.',
  );

export const ZClubQuote = z.object({ text: text(600).min(1), name: text(80).min(1), title: text(120) });
export type ClubQuote = z.infer<typeof ZClubQuote>;

/** An image with a heading and a line of text: the landing's "how it works" panels. */
export const ZExplainerImage = z.object({ link, title: text(120).min(1), desc: text(400) });
export type ExplainerImage = z.infer<typeof ZExplainerImage>;

/** An image shown beside the help page's questions (club 563 uses its own). */
export const ZHelpImage = z.object({ src: link, alt: text(200) });
export type HelpImage = z.infer<typeof ZHelpImage>;

/** One point of the club's terms and conditions, with an optional link to the full text. */
export const ZClubTerm = z.object({ text: text(1000).min(1), link: link.optional() });
export type ClubTerm = z.infer<typeof ZClubTerm>;

/** A question of the club's help page, with its answer (staff write them in the content editor). */
export const ZClubFaq = z.object({ question: text(300).min(1), answer: text(4000).min(1) });
export type ClubFaq = z.infer<typeof ZClubFaq>;

/** Facts of one golf course shown on the landing page. */
export const ZCourseFacts = z.object({
  name: text(120).min(1),
  holes: boundedInt(1, 72),
  par: boundedInt(27, 300),
  lengthYards: boundedInt(500, 12_000),
});
export type CourseFacts = z.infer<typeof ZCourseFacts>;

/** The club-page fields of a club document (merged into ZClubContent). */
export const clubPageFields = {
  /** Where the contact form and customer-service questions go; the club's e-mail when absent. */
  customerServiceEmail: z.email().max(254).optional(),
  /** A wide picture or illustration for the landing page's header. */
  bannerUrl: link.optional(),
  quotes: z.array(ZClubQuote).max(12).optional(),
  explainerImages: z.array(ZExplainerImage).max(12).optional(),
  /** Null or absent: the help page shows its questions without pictures. */
  helpImages: z.array(ZHelpImage).max(9).optional(),
  /** The help page's questions and answers; absent: the network's standard questions, in the club's words. */
  faqs: z.array(ZClubFaq).max(30).optional(),
  termsAndConditions: z.array(ZClubTerm).max(40).optional(),
  courseFacts: z.array(ZCourseFacts).max(10).optional(),
};

/** The contact form (POST /api/clubs/{clubId}/contact). */
export const ZContactBody = z.object({
  name: text(120).trim().min(1, 'validation.required'),
  email: text(254)
    .trim()
    .toLowerCase()
    .pipe(z.email({ message: 'validation.email' })),
  telephone: text(40)
    .trim()
    .regex(/^[0-9 +()-]*$/, 'validation.phone')
    .optional(),
  subject: text(160).trim().min(1, 'validation.required'),
  message: text(4000).trim().min(10),
});
export type ContactBody = z.infer<typeof ZContactBody>;

export const ZContactReceipt = z.object({ Sent: z.literal(true), Reference: z.string() });
export type ContactReceipt = z.infer<typeof ZContactReceipt>;

/** One time band of a course's matrix: from `From` (HH:mm, club time) until the next band. */
export const ZMatrixBand = z.object({ From: z.string(), Adult: z.number().int(), Junior: z.number().int() });
export const ZMatrixDay = z.object({
  DayOfWeek: z.number().int().min(0).max(6),
  Bands: z.array(ZMatrixBand),
});
export const ZMatrixSeason = z.object({ Season: z.enum(['summer', 'winter']), Days: z.array(ZMatrixDay) });
export const ZMatrixCourse = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Seasons: z.array(ZMatrixSeason),
});

/** A club's points (or rounds) matrix: every golf course by season, day of week and time band. */
export const ZClubMatrix = z.object({
  ClubId: z.number().int(),
  ClubName: z.string(),
  /** True when the club shows rounds instead of points (disablePoints). */
  Rounds: z.boolean(),
  Courses: z.array(ZMatrixCourse),
});
export type ClubMatrix = z.infer<typeof ZClubMatrix>;
