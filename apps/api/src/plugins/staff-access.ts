import type { FastifyRequest } from 'fastify';
import { AppError, forbidden, unauthenticated } from '../lib/app-error';

/**
 * Who may use the staff console: network staff (`isAdmin`) everywhere, club staff for their one club.
 * Impersonation sessions are the member's, never staff: staff stop impersonating to use the console.
 */

/** preHandler: 401 for visitors, 403 unless the caller is network or club staff. */
export async function requireStaff(request: FastifyRequest): Promise<void> {
  const session = request.session;
  if (!session) throw unauthenticated();
  if (session.impersonatorId || (!session.isAdmin && session.staffClubId === null)) throw forbidden();
}

/** The club a caller's console is limited to; null for network staff (every club). */
export function staffClubScope(request: FastifyRequest): number | null {
  const session = request.session;
  if (!session) throw unauthenticated();
  return session.isAdmin ? null : session.staffClubId;
}

/** Refuses club staff acting on another club's booking, member or data (network staff reach all). */
export function assertClubAccess(request: FastifyRequest, clubId: number): void {
  assertInScope(staffClubScope(request), clubId);
}

/** Staff's reach: one club for club staff, every club (null) for network staff. */
export type ClubScope = number | null;

/** Refuses club staff acting on another club's booking, member or data. */
export function assertInScope(scope: ClubScope, clubId: number): void {
  if (scope !== null && scope !== clubId) throw new AppError('STAFF_CLUB_FORBIDDEN');
}
