import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';

/**
 * Field messages are i18n keys' English texts from club-discovery §5; the server sends these exact
 * texts so that any client shows the catalogue wording.
 */
export const REGISTRATION_MESSAGES = {
  email: 'Valid e-mail address required',
  emailExists: 'E-mail address already exists. Please use a different one.',
  firstName: 'First name required',
  surname: 'Surname required',
  phone: 'Valid phone number required',
  password: 'Valid password required',
  passwordMismatch: 'Passwords do not match',
  passwordMin: 'Minimum of {0} characters required',
} as const;

export const LOGIN_FAILED_MESSAGE = 'Sorry, your email address or password is incorrect.';
export const REGISTRATION_FAILED_MESSAGE =
  'Sorry, registration failed. Please ensure your details are valid.';

const email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: REGISTRATION_MESSAGES.email }));

export const ZLoginBody = z.object({
  email: z.string().trim().toLowerCase().min(1, REGISTRATION_MESSAGES.email).max(254),
  password: z.string().min(1, REGISTRATION_MESSAGES.password).max(PASSWORD_MAX_LENGTH),
});
export type LoginBody = z.infer<typeof ZLoginBody>;

/** A phone number: digits with optional +, spaces, dashes, dots and brackets; 7 to 15 digits. */
const PHONE_PATTERN = /^\+?[0-9 ()./-]{7,20}$/;

export const ZRegisterBody = z
  .object({
    clubId: z.coerce.number().int().min(0),
    firstName: z.string().trim().min(1, REGISTRATION_MESSAGES.firstName).max(100),
    surname: z.string().trim().min(1, REGISTRATION_MESSAGES.surname).max(100),
    phone: z
      .string()
      .trim()
      .regex(PHONE_PATTERN, REGISTRATION_MESSAGES.phone)
      .refine((v) => {
        const digits = v.replace(/\D/g, '').length;
        return digits >= 7 && digits <= 15;
      }, REGISTRATION_MESSAGES.phone),
    email,
    password: z
      .string()
      .min(1, REGISTRATION_MESSAGES.password)
      .min(PASSWORD_MIN_LENGTH, REGISTRATION_MESSAGES.passwordMin.replace('{0}', String(PASSWORD_MIN_LENGTH)))
      .max(PASSWORD_MAX_LENGTH, REGISTRATION_MESSAGES.password),
    confirmPassword: z.string(),
    referralEmail: z
      .string()
      .trim()
      .toLowerCase()
      .max(254)
      .optional()
      .refine((v) => !v || z.email().safeParse(v).success, REGISTRATION_MESSAGES.email),
  })
  .refine((b) => b.password === b.confirmPassword, {
    message: REGISTRATION_MESSAGES.passwordMismatch,
    path: ['confirmPassword'],
  });
export type RegisterBody = z.infer<typeof ZRegisterBody>;

export const ZSession = z.object({
  isAuthenticated: z.boolean(),
  isImpersonating: z.boolean(),
});
export type Session = z.infer<typeof ZSession>;

export const ZOk = z.object({ ok: z.literal(true) });

/** Reply of stop-impersonating: where the staff member goes next (their dashboard page of the member). */
export const ZStopImpersonating = z.object({ ok: z.literal(true), redirectUrl: z.string() });
export type StopImpersonating = z.infer<typeof ZStopImpersonating>;
