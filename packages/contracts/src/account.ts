import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';
import type { FieldCode } from './error-messages';
import { ZMemberSummary } from './member';
import { boundedInt, boundedString, hasNoNul } from './primitives';

/**
 * Field refusals of the account forms, as catalogue codes (FIELD_MESSAGES holds their English, from
 * club-discovery §5): the server sends the code, every client shows its own catalogue's wording.
 */
export const REGISTRATION_FIELD_CODES = {
  email: 'validation.email',
  emailExists: 'validation.emailExists',
  firstName: 'validation.firstName',
  surname: 'validation.surname',
  phone: 'validation.phone',
  password: 'validation.password',
  passwordMismatch: 'validation.passwordMismatch',
  passwordMin: 'validation.passwordMin',
  passwordMax: 'validation.passwordMax',
  passwordBlank: 'validation.passwordBlank',
  passwordCommon: 'validation.passwordCommon',
  unknownClub: 'validation.unknownClub',
} as const satisfies Record<string, FieldCode>;
const M = REGISTRATION_FIELD_CODES;

/** The longest address SMTP can carry (RFC 5321 path limit). */
const EMAIL_MAX_LENGTH = 254;

const email = boundedString(EMAIL_MAX_LENGTH)
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: M.email }));

export const ZLoginBody = z.object({
  email: boundedString(EMAIL_MAX_LENGTH).trim().toLowerCase().min(1, M.email),
  password: boundedString(PASSWORD_MAX_LENGTH).min(1, M.password),
});
export type LoginBody = z.infer<typeof ZLoginBody>;

const codePoints = (value: string) => [...value].length;

/**
 * A password being set (NIST SP 800-63B): any characters, spaces and emoji included, at least
 * PASSWORD_MIN_LENGTH of them counted as Unicode code points, and not only whitespace. The maximum only
 * bounds the work of hashing (UTF-16 units, as the login body counts them). Whether it is a commonly
 * used or guessable password is the server's check (`validation.passwordCommon`): its list stays there.
 */
export const ZNewPassword = z.string().superRefine((value, ctx) => {
  const length = codePoints(value);
  if (length === 0 || !hasNoNul(value)) {
    ctx.addIssue({ code: 'custom', message: M.password });
  } else if (value.length > PASSWORD_MAX_LENGTH) {
    ctx.addIssue({
      code: 'too_big',
      origin: 'string',
      maximum: PASSWORD_MAX_LENGTH,
      inclusive: true,
      input: value,
      message: M.passwordMax,
    });
  } else if (value.trim() === '') {
    ctx.addIssue({ code: 'custom', message: M.passwordBlank });
  } else if (length < PASSWORD_MIN_LENGTH) {
    ctx.addIssue({
      code: 'too_small',
      origin: 'string',
      minimum: PASSWORD_MIN_LENGTH,
      inclusive: true,
      input: value,
      message: M.passwordMin,
    });
  }
});

/** A phone number: digits with optional +, spaces, dashes, dots and brackets; 7 to 15 digits. */
const PHONE_PATTERN = /^\+?[0-9 ()./-]{7,20}$/;

export const ZRegisterBody = z
  .object({
    clubId: boundedInt(0),
    firstName: boundedString(100).trim().min(1, M.firstName),
    surname: boundedString(100).trim().min(1, M.surname),
    phone: boundedString(40)
      .trim()
      .regex(PHONE_PATTERN, M.phone)
      .refine((v) => {
        const digits = v.replace(/\D/g, '').length;
        return digits >= 7 && digits <= 15;
      }, M.phone),
    email,
    password: ZNewPassword,
    // Only compared with the password, which reports its own length; bounded, but not refused twice.
    confirmPassword: boundedString(PASSWORD_MAX_LENGTH * 4),
    referralEmail: boundedString(EMAIL_MAX_LENGTH)
      .trim()
      .toLowerCase()
      .optional()
      .refine((v) => !v || z.email().safeParse(v).success, M.email),
  })
  .refine((b) => b.password === b.confirmPassword, {
    message: M.passwordMismatch,
    path: ['confirmPassword'],
  });
export type RegisterBody = z.infer<typeof ZRegisterBody>;

export const ZSession = z.object({
  isAuthenticated: z.boolean(),
  isImpersonating: z.boolean(),
  /**
   * With `include=member`: the signed-in member's summary (as `GET /api/member/summary`), so the app starts
   * in one round trip. Without it the answer is the session check alone.
   */
  member: ZMemberSummary.optional(),
});

export const ZSessionQuery = z.object({ include: z.enum(['member']).optional() });
export type Session = z.infer<typeof ZSession>;

export const ZOk = z.object({ ok: z.literal(true) });
export type Ok = z.infer<typeof ZOk>;

/** Reply of stop-impersonating: where the staff member goes next (their dashboard page of the member). */
export const ZStopImpersonating = z.object({ ok: z.literal(true), redirectUrl: z.string() });
export type StopImpersonating = z.infer<typeof ZStopImpersonating>;
