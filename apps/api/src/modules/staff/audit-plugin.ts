import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type CommitCompanion, withCommitCompanion } from '../../db/commit-companion';
import { insertAuditRow, setAuditStatus } from './audit-repository';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A read that is a staff action of its own (an export of members' data): audited like a write. */
    auditRead?: boolean;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What one request does, as an audit row; null when it is not a staff action. */
export function auditEntry(request: FastifyRequest) {
  const session = request.session;
  if (!session) return null;
  if (READS.has(request.method) && !request.routeOptions.config?.auditRead) return null;
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

/** The status a route answers on success (its first 2xx response schema), as the row records it. */
function successStatus(request: FastifyRequest): number {
  const declared = Object.keys((request.routeOptions.schema?.response ?? {}) as object)
    .map(Number)
    .filter((s) => s >= 200 && s < 300)
    .sort((a, b) => a - b);
  return declared[0] ?? 200;
}

type Pending = { companion: CommitCompanion; id: number | null; status: number; write: () => Promise<void> };
const pendingOf = new WeakMap<FastifyRequest, Pending>();

/**
 * Records every staff write, every export and everything done while impersonating, in the action's own
 * transaction: the row commits with what it records or not at all, so no crash after the reply can lose
 * it and a refused action leaves none. An action that commits no transaction of its own (an export, a
 * refusal) gets its row before its reply is sent, when it succeeded. One hook for every route, present
 * and future: services know nothing of it (db/commit-companion.ts).
 */
export const auditPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preHandler', (request, _reply, done) => {
    const entry = auditEntry(request);
    if (!entry) return done();
    const clubId = request.session?.isAdmin ? null : (request.session?.staffClubId ?? null);
    const pending: Pending = {
      id: null,
      status: successStatus(request),
      companion: {
        state: 'pending',
        write: async (tx) => {
          pending.id = await insertAuditRow(tx, {
            ...entry,
            clubId,
            method: request.method,
            status: pending.status,
          });
        },
      },
      write: async () => {
        pending.id = await insertAuditRow(app.db, {
          ...entry,
          clubId,
          method: request.method,
          status: pending.status,
        });
      },
    };
    pendingOf.set(request, pending);
    withCommitCompanion(pending.companion, done);
  });

  // A callback hook: the replies with nothing to record (every member's read) pass without a promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    const pending = pendingOf.get(request);
    if (!pending) return done(null, payload);
    settle(pending, reply.statusCode).then(() => done(null, payload), done);
  });

  async function settle(pending: Pending, status: number): Promise<void> {
    if (pending.companion.state === 'written') {
      // Committed with the action; the reply ended otherwise (202, or a refusal after an earlier commit).
      if (pending.id !== null && status !== pending.status) await setAuditStatus(app.db, pending.id, status);
      return;
    }
    if (status >= 400) return;
    // Nothing committed a transaction (an export, a write without one): recorded before the reply leaves.
    pending.status = status;
    await pending.write();
  }
});
