import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { inTransaction } from '../../lib/transaction';
import { deleteSessionById } from '../../plugins/session-repository';
import type { ClubScope } from '../../plugins/staff-access';
import { type NewSession, startImpersonation } from '../auth';
import { findMemberForStaff } from './members-service';

/**
 * Staff start acting as a member: the impersonation session is created and the staff session ended in
 * one transaction, which also carries the action's audit row (audit-plugin.ts).
 */
export async function impersonate(
  db: Db,
  input: { staffId: string; memberGuid: string; scope: ClubScope; staffSessionId: string | null },
): Promise<NewSession> {
  const target = await findMemberForStaff(db, input.memberGuid, input.scope);
  if (target.isAdmin || target.staffClubId !== null) throw new AppError('CANNOT_IMPERSONATE_STAFF');
  return inTransaction(db, async (tx) => {
    const session = await startImpersonation(tx, input.staffId, target.id);
    // The staff session ends here: stopping the impersonation starts a fresh one.
    if (input.staffSessionId) await deleteSessionById(tx, input.staffSessionId);
    return session;
  });
}
