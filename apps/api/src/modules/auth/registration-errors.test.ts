import { REGISTRATION_FAILED_MESSAGE, REGISTRATION_MESSAGES, ZRegisterBody } from '@fairway/contracts';
import { describe, expect, it } from 'vitest';
import { UNKNOWN_CLUB_MESSAGE } from './messages';
import { registrationFieldErrors } from './registration-errors';

const issuesOf = (body: unknown) =>
  (ZRegisterBody.safeParse(body).error?.issues ?? []).map((i) => ({
    instancePath: `/${i.path.join('/')}`,
    keyword: i.code,
    message: i.message,
  }));

describe('registrationFieldErrors', () => {
  it('gives missing fields their catalogue text', () => {
    expect(registrationFieldErrors(issuesOf({}))).toEqual({
      clubId: UNKNOWN_CLUB_MESSAGE,
      firstName: REGISTRATION_MESSAGES.firstName,
      surname: REGISTRATION_MESSAGES.surname,
      phone: REGISTRATION_MESSAGES.phone,
      email: REGISTRATION_MESSAGES.email,
      password: REGISTRATION_MESSAGES.password,
      confirmPassword: REGISTRATION_MESSAGES.passwordMismatch,
    });
  });

  it('keeps the schema message of a rule that failed', () => {
    const fields = registrationFieldErrors(
      issuesOf({ clubId: 1, firstName: 'A', surname: 'B', phone: '0123', email: 'a@b.co', password: 'x' }),
    );
    expect(fields.phone).toBe(REGISTRATION_MESSAGES.phone);
    expect(fields.password).toBe('Minimum of 8 characters required');
  });

  it('reports a body that is not an object under "_"', () => {
    expect(registrationFieldErrors(issuesOf(null))).toEqual({ _: REGISTRATION_FAILED_MESSAGE });
  });
});
