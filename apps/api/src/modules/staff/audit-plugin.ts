import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { staffAudit } from '../../db/schema';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What one request did, as an audit row; null when it is not a staff action. */
export function auditEntry(request: FastifyRequest, status: number) {
  const session = request.session;
  if (!session || READS.has(request.method) || status >= 400) return null;
  const route = request.routeOptions.url ?? request.url.split('?')[0] ?? '';
  // Parsed parameters may be numbers (booking ids): stored as the text they came as.
  const params = Object.fromEntries(
    Object.entries((request.params ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
  );
  if (session.impersonatorId) {
    // Done while impersonating: by the staff member, on the member's behalf.
    return { staffId: session.impersonatorId, onBehalfOf: session.memberId, route, params };
  }
  const isStaff = session.isAdmin || session.staffClubId !== null;
  if (!isStaff || !route.startsWith('/api/staff/')) return null;
  return { staffId: session.memberId, onBehalfOf: params.memberGuid ?? null, route, params };
}

/**
 * Records every successful staff write and everything done while impersonating, after the reply (an audit
 * failure is logged, never turned into the caller's error). One hook for every route, present and future.
 */
export const auditPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onResponse', async (request, reply) => {
    const entry = auditEntry(request, reply.statusCode);
    if (!entry) return;
    const clubId = request.session?.isAdmin ? null : (request.session?.staffClubId ?? null);
    await app.db
      .insert(staffAudit)
      .values({ ...entry, clubId, method: request.method, status: reply.statusCode })
      .catch((err: unknown) => request.log.error({ err }, 'staff audit row not written'));
  });
});
