import type { MemberSummary, Points } from '@fairway/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { unauthenticated } from '../../lib/app-error';
import { findBalances } from './home-balance-repository';
import { findNameAndRoleById, findProfileWithBalances } from './member-repository';
import { toMemberSummary } from './member-summary';

export type Caller = { memberId: string; impersonatorId: string | null };

export async function getMemberSummary(db: Db, caller: Caller, now = new Date()): Promise<MemberSummary> {
  const [found, impersonator] = await Promise.all([
    findProfileWithBalances(db, caller.memberId, now),
    caller.impersonatorId ? findNameAndRoleById(db, caller.impersonatorId) : null,
  ]);
  // Sessions cascade with their member, so a missing row means the session died meanwhile.
  if (!found) throw unauthenticated();
  const { profile, balances } = found;
  const impersonatorName = caller.impersonatorId
    ? impersonator
      ? `${impersonator.forename} ${impersonator.surname}`
      : 'Staff'
    : null;
  return toMemberSummary(profile, balances, { impersonatorName }, now);
}

export async function getPoints(db: DbOrTx, memberId: string, now = new Date()): Promise<Points> {
  const balances = await findBalances(db, memberId, now);
  if (!balances) throw unauthenticated();
  return balances;
}
