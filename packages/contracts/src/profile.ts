import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './constants';
import { boundedString, isoDate } from './primitives';

/** The address of a member, as the account's Details view shows and edits it (club-discovery §3). */
export const GENDERS = ['male', 'female'] as const;

/** A phone number: digits with optional +, spaces, dashes, dots and brackets; 7 to 15 digits. */
const PHONE_PATTERN = /^\+?[0-9 ()./-]{7,20}$/;
const phone = boundedString(40)
  .trim()
  .regex(PHONE_PATTERN, 'validation.phone')
  .refine((v) => {
    const digits = v.replace(/\D/g, '').length;
    return digits >= 7 && digits <= 15;
  }, 'validation.phone');
/** An optional text field: empty means "not given" and is stored as null. */
const optionalText = (max: number) => boundedString(max).trim();

/**
 * What the member may change on /account/profile/details. Empty optional fields clear the value. The name
 * (First Name, and Surname — Last Name in the US) follows the registration rules; left out, it is kept.
 */
export const ZProfileUpdate = z.object({
  firstName: boundedString(100).trim().min(1, 'validation.firstName').optional(),
  surname: boundedString(100).trim().min(1, 'validation.surname').optional(),
  address1: optionalText(100),
  address2: optionalText(100),
  town: optionalText(60),
  postcode: optionalText(12)
    .regex(/^[A-Za-z0-9 -]*$/, 'validation.postcode')
    .transform((v) => v.toUpperCase()),
  dateOfBirth: z.union([z.literal(''), isoDate()]),
  gender: z.union([z.literal(''), z.enum(GENDERS)]),
  /** A WHS handicap index: plus handicaps down to +10 (-10 here) up to 54, one decimal place. */
  handicap: z
    .number()
    .min(-10, 'validation.handicap')
    .max(54, 'validation.handicap')
    .refine((v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-9, 'validation.handicap')
    .nullable(),
  mobile: phone,
  otherPhone: z.union([z.literal(''), phone]),
});
export type ProfileUpdate = z.infer<typeof ZProfileUpdate>;

export const ZProfile = z.object({
  email: z.string(),
  firstName: z.string(),
  surname: z.string(),
  address1: z.string(),
  address2: z.string(),
  town: z.string(),
  postcode: z.string(),
  dateOfBirth: z.string(),
  gender: z.union([z.literal(''), z.enum(GENDERS)]),
  handicap: z.number().nullable(),
  homeClubId: z.number().int(),
  homeClubName: z.string(),
  membershipExpires: z.string().nullable(),
  mobile: z.string(),
  otherPhone: z.string(),
  twoFactorEnabled: z.boolean(),
});
export type Profile = z.infer<typeof ZProfile>;

export const ZChangePasswordBody = z.object({
  currentPassword: boundedString(PASSWORD_MAX_LENGTH),
  // The new password's rules are the server's password policy (shape, then common/guessable).
  newPassword: boundedString(PASSWORD_MAX_LENGTH * 4),
  confirmPassword: boundedString(PASSWORD_MAX_LENGTH * 4),
});
export type ChangePasswordBody = z.infer<typeof ZChangePasswordBody>;

export const ZMagicLinkRequest = z.object({
  email: boundedString(254).trim().toLowerCase().min(1, 'validation.email'),
});
export type MagicLinkRequest = z.infer<typeof ZMagicLinkRequest>;

/** A token as it travels in a link or a path: base64url, 43 characters for 256 bits. */
export const ZSignInToken = z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, 'validation.invalid');

export const ZMagicLinkVerify = z.object({ token: ZSignInToken });
export type MagicLinkVerify = z.infer<typeof ZMagicLinkVerify>;

/** Login's answer: a session cookie was set, or a second factor is needed first. */
export const ZLoginResult = z.union([
  z.object({ ok: z.literal(true) }),
  z.object({
    ok: z.literal(false),
    tfaToken: ZSignInToken,
    /** After a magic link: the member's home club, whose branding the 2FA page wears. */
    clubId: z.number().int().nonnegative().optional(),
  }),
]);
export type LoginResult = z.infer<typeof ZLoginResult>;

export const ZTwoFactorVerify = z.object({
  tfaToken: ZSignInToken,
  /** A 6-digit TOTP or e-mailed code, or a recovery code (xxxxx-xxxxx). */
  code: z
    .string()
    .trim()
    .regex(/^([0-9]{6}|[a-z0-9]{5}-[a-z0-9]{5})$/, 'validation.tfaCode'),
});
export type TwoFactorVerify = z.infer<typeof ZTwoFactorVerify>;

export const ZTwoFactorFallback = z.object({ tfaToken: ZSignInToken });

export const ZTwoFactorSetup = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as a PNG data URL, for the authenticator app's camera. */
  qrCode: z.string(),
});
export type TwoFactorSetup = z.infer<typeof ZTwoFactorSetup>;

const ZTotpCode = z
  .string()
  .trim()
  .regex(/^[0-9]{6}$/, 'validation.tfaCode');

/** Starting (or replacing) two-factor sign-in: the account's password first. */
export const ZTwoFactorSetupBody = z.object({ password: boundedString(PASSWORD_MAX_LENGTH).min(1) });
export type TwoFactorSetupBody = z.infer<typeof ZTwoFactorSetupBody>;

/** Confirms the secret the server issued at setup (kept by the server): only the code it shows. */
export const ZTwoFactorEnable = z.object({ code: ZTotpCode });
export type TwoFactorEnable = z.infer<typeof ZTwoFactorEnable>;

/** Turning two-factor sign-in off: the password, or a current code (authenticator or recovery code). */
export const ZTwoFactorDisable = z
  .object({
    password: boundedString(PASSWORD_MAX_LENGTH).min(1).optional(),
    code: z
      .string()
      .trim()
      .regex(/^([0-9]{6}|[a-z0-9]{5}-[a-z0-9]{5})$/, 'validation.tfaCode')
      .optional(),
  })
  .refine((body) => body.password !== undefined || body.code !== undefined, {
    message: 'validation.required',
    path: ['password'],
  });
export type TwoFactorDisable = z.infer<typeof ZTwoFactorDisable>;

export const ZRecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof ZRecoveryCodes>;

/** The 404 page's "Submit a bug report" form: what went wrong, on which page, and how to reply. */
export const ZBugReport = z.object({
  message: boundedString(2000).trim().min(1, 'validation.required'),
  page: boundedString(500).trim(),
  email: z.union([
    z.literal(''),
    boundedString(254)
      .trim()
      .toLowerCase()
      .pipe(z.email({ message: 'validation.email' })),
  ]),
});
export type BugReport = z.infer<typeof ZBugReport>;
