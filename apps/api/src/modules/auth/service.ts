import type { RegisterBody } from '@fairway/contracts';
import type { DbOrTx } from '../../db/client';
import { AppError, fieldError, forbidden } from '../../lib/app-error';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/password';
import {
  createSession,
  deleteSessionById,
  deleteSessionByToken,
  type SessionPolicy,
} from '../../plugins/session-repository';
import { clubExists } from '../courses';
import { recordMemberJoined } from '../integrations';
import { findCredentialsByEmail, findNameAndRoleById, insertMember } from '../members';
import { passwordRefusal } from './password-policy';
import { hasTwoFactor, issueTfaToken } from './sign-in-service';

export type NewSession = { token: string; expiresAt: Date };
/** A session, or (two-factor sign-in on) the TFA token the 2FA page completes. */
export type LoginOutcome = ({ tfaToken: null } & NewSession) | { tfaToken: string };

/** Creates the member (home club = the registration page's club, not paid yet) and logs them in. */
export async function registerMember(
  db: DbOrTx,
  input: { body: RegisterBody; policy: SessionPolicy },
): Promise<NewSession> {
  const { body } = input;
  const weakPassword = passwordRefusal(body.password, body);
  if (weakPassword) throw new AppError('REGISTRATION_FAILED', { fields: { password: weakPassword } });
  if (!(await clubExists(db, body.clubId))) {
    throw new AppError('REGISTRATION_FAILED', { fields: { clubId: fieldError('validation.unknownClub') } });
  }
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    const member = await insertMember(tx, {
      email: body.email,
      passwordHash,
      forename: body.firstName,
      surname: body.surname,
      phone: body.phone,
      homeClubId: body.clubId,
      referralEmail: body.referralEmail || null,
    });
    if (!member) {
      throw new AppError('EMAIL_TAKEN', { fields: { email: fieldError('validation.emailExists') } });
    }
    await recordMemberJoined(tx, { memberId: member.id, clubId: body.clubId, via: 'registration' });
    return createSession(tx, { memberId: member.id, policy: input.policy });
  });
}

/**
 * Checks the password and opens a new session (a new id at every login, so a planted cookie is useless).
 * Unknown e-mail and wrong password fail alike, in text and in time.
 */
export async function logIn(
  db: DbOrTx,
  input: { email: string; password: string; previousToken?: string; policy: SessionPolicy },
): Promise<LoginOutcome> {
  const credentials = await findCredentialsByEmail(db, input.email);
  if (!credentials) {
    await burnPasswordCheck(input.password);
    throw new AppError('LOGIN_FAILED');
  }
  if (!(await verifyPassword(credentials.passwordHash, input.password))) {
    throw new AppError('LOGIN_FAILED');
  }
  if (await hasTwoFactor(db, credentials.id)) return { tfaToken: await issueTfaToken(db, credentials.id) };
  const session = await db.transaction(async (tx) => {
    if (input.previousToken) await deleteSessionByToken(tx, input.previousToken);
    return createSession(tx, { memberId: credentials.id, policy: input.policy });
  });
  return { tfaToken: null, ...session };
}

export async function logOut(db: DbOrTx, token: string | undefined): Promise<void> {
  if (token) await deleteSessionByToken(db, token);
}

const IMPERSONATION_POLICY: SessionPolicy = { idleMinutes: 30, absoluteHours: 8 };

/** Staff act as a member through a session carrying both ids (started from the staff dashboard). */
export async function startImpersonation(
  db: DbOrTx,
  staffId: string,
  memberId: string,
  policy: SessionPolicy = IMPERSONATION_POLICY,
): Promise<NewSession> {
  const staff = await findNameAndRoleById(db, staffId);
  if (!staff?.isAdmin && staff?.staffClubId == null) throw forbidden();
  return createSession(db, { memberId, impersonatorId: staffId, policy });
}

/** Swaps the impersonation session for a plain session of the staff member. */
export async function stopImpersonation(
  db: DbOrTx,
  input: {
    session: { id: string; memberId: string; impersonatorId: string | null };
    policy: SessionPolicy;
  },
): Promise<NewSession & { memberGuid: string }> {
  const { session } = input;
  const staffId = session.impersonatorId;
  if (!staffId) throw new AppError('NOT_IMPERSONATING');
  const created = await db.transaction(async (tx) => {
    await deleteSessionById(tx, session.id);
    return createSession(tx, { memberId: staffId, policy: input.policy });
  });
  return { ...created, memberGuid: session.memberId };
}
