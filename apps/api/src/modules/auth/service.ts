import {
  LOGIN_FAILED_MESSAGE,
  REGISTRATION_FAILED_MESSAGE,
  REGISTRATION_MESSAGES,
  type RegisterBody,
} from '@fairway/contracts';
import type { DbOrTx } from '../../db/client';
import { AppError, forbidden } from '../../lib/app-error';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/password';
import { clubExists } from '../clubs/club-repository';
import { findCredentialsByEmail, findNameAndRoleById, insertMember } from '../members/member-repository';
import { NOT_IMPERSONATING_MESSAGE, UNKNOWN_CLUB_MESSAGE } from './messages';
import {
  createSession,
  deleteSessionById,
  deleteSessionByToken,
  type SessionPolicy,
} from './session-repository';

export type NewSession = { token: string; expiresAt: Date };

/** Creates the member (home club = the registration page's club, not paid yet) and logs them in. */
export async function registerMember(
  db: DbOrTx,
  input: { body: RegisterBody; policy: SessionPolicy },
): Promise<NewSession> {
  const { body } = input;
  if (!(await clubExists(db, body.clubId))) {
    throw new AppError('VALIDATION', REGISTRATION_FAILED_MESSAGE, {
      fields: { clubId: UNKNOWN_CLUB_MESSAGE },
    });
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
      throw new AppError('CONFLICT', REGISTRATION_FAILED_MESSAGE, {
        fields: { email: REGISTRATION_MESSAGES.emailExists },
      });
    }
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
): Promise<NewSession> {
  const credentials = await findCredentialsByEmail(db, input.email);
  if (!credentials) {
    await burnPasswordCheck(input.password);
    throw new AppError('UNAUTHENTICATED', LOGIN_FAILED_MESSAGE);
  }
  if (!(await verifyPassword(credentials.passwordHash, input.password))) {
    throw new AppError('UNAUTHENTICATED', LOGIN_FAILED_MESSAGE);
  }
  return db.transaction(async (tx) => {
    if (input.previousToken) await deleteSessionByToken(tx, input.previousToken);
    return createSession(tx, { memberId: credentials.id, policy: input.policy });
  });
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
  if (!staff?.isAdmin) throw forbidden();
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
  if (!staffId) throw forbidden(NOT_IMPERSONATING_MESSAGE);
  const created = await db.transaction(async (tx) => {
    await deleteSessionById(tx, session.id);
    return createSession(tx, { memberId: staffId, policy: input.policy });
  });
  return { ...created, memberGuid: session.memberId };
}
