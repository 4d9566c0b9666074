import type { ChangePasswordBody, Profile, ProfileUpdate } from '@fairway/contracts';
import type { DbOrTx } from '../../db/client';
import { AppError, fieldError, notFound } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import { deleteOtherSessionsOfMember } from '../../plugins/session-repository';
import { passwordRefusal } from '../auth';
import { findAccountDetails, findPasswordOwner, setPasswordHash, updateContactDetails } from '../members';

/** The member's account details (club-discovery §3), empty strings for fields never given. */
export async function getProfile(db: DbOrTx, memberId: string): Promise<Profile> {
  const row = await findAccountDetails(db, memberId);
  if (!row) throw notFound('MEMBER_NOT_FOUND');
  const { totpSecret, ...rest } = row;
  return {
    ...rest,
    address1: rest.address1 ?? '',
    address2: rest.address2 ?? '',
    town: rest.town ?? '',
    postcode: rest.postcode ?? '',
    dateOfBirth: rest.dateOfBirth ?? '',
    gender: rest.gender === 'male' || rest.gender === 'female' ? rest.gender : '',
    handicap: rest.handicap === null ? null : Number(rest.handicap),
    membershipExpires: rest.membershipExpires?.toISOString() ?? null,
    otherPhone: rest.otherPhone ?? '',
    twoFactorEnabled: totpSecret !== null,
  };
}

const orNull = (value: string) => (value === '' ? null : value);

/** Saves the editable details; the body is already validated by the contract schema. */
export async function updateProfile(db: DbOrTx, memberId: string, body: ProfileUpdate): Promise<Profile> {
  await updateContactDetails(db, memberId, {
    ...(body.firstName !== undefined && { forename: body.firstName }),
    ...(body.surname !== undefined && { surname: body.surname }),
    address1: orNull(body.address1),
    address2: orNull(body.address2),
    town: orNull(body.town),
    postcode: orNull(body.postcode),
    dateOfBirth: orNull(body.dateOfBirth),
    gender: orNull(body.gender),
    handicap: body.handicap,
    phone: body.mobile,
    otherPhone: orNull(body.otherPhone),
  });
  return getProfile(db, memberId);
}

/**
 * Changes the password after checking the current one, with the registration password policy; every
 * other session of the member ends (the one making the change stays signed in). Any refusal is the §8
 * text with the field at fault.
 */
export async function changePassword(
  db: DbOrTx,
  input: { memberId: string; sessionId: string; body: ChangePasswordBody },
): Promise<{ endedSessionIds: string[] }> {
  const { body } = input;
  const member = await findPasswordOwner(db, input.memberId);
  if (!member) throw notFound('MEMBER_NOT_FOUND');
  const refuse = (field: string, error: ReturnType<typeof fieldError>) =>
    new AppError('CHANGE_PASSWORD_FAILED', { fields: { [field]: error } });
  // The cheap checks first: a malformed change never costs a password hash (nor offers one to time).
  const weak = passwordRefusal(body.newPassword, member);
  if (weak) throw refuse('newPassword', weak);
  if (body.newPassword !== body.confirmPassword) {
    throw refuse('confirmPassword', fieldError('validation.passwordMismatch'));
  }
  if (!(await verifyPassword(member.passwordHash, body.currentPassword))) {
    throw refuse('currentPassword', fieldError('validation.currentPassword'));
  }
  const passwordHash = await hashPassword(body.newPassword);
  return db.transaction(async (tx) => {
    await setPasswordHash(tx, input.memberId, passwordHash);
    const endedSessionIds = await deleteOtherSessionsOfMember(tx, input.memberId, input.sessionId);
    return { endedSessionIds };
  });
}
