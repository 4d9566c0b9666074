import {
  NOTIFICATION_TYPES,
  ZImpersonation,
  ZPointCreditBody,
  ZStaffAudit,
  ZStaffAuditQuery,
  ZStaffMemberPage,
  ZStaffMemberParams,
  ZStaffMemberSearch,
  ZStaffMemberSearchQuery,
} from '@fairway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberIdOf } from '../../plugins/session';
import { requireStaff, staffClubScope } from '../../plugins/staff-access';
import { creditPointsIn } from '../points';
import { auditPage } from './audit-service';
import { impersonate } from './impersonation-service';
import { findMemberForStaff, memberPage, searchMembers } from './members-service';

/** The console's members: find one, open their page, act as them (staff calls under /api/staff). */
export const staffMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = { preHandler: requireStaff };

  app.get(
    '/staff/members',
    {
      ...staff,
      schema: {
        tags: ['staff'],
        summary: 'Find members by part of a name, an e-mail address or a share code (club staff: their club)',
        querystring: ZStaffMemberSearchQuery,
        response: { 200: ZStaffMemberSearch },
      },
    },
    async (request) => ({
      Members: await searchMembers(app.db, request.query.q, staffClubScope(request)),
    }),
  );

  app.get(
    '/staff/audit',
    {
      ...staff,
      schema: {
        tags: ['staff'],
        summary: 'The audit log of staff actions, newest first (club staff: their club and their own)',
        querystring: ZStaffAuditQuery,
        response: { 200: ZStaffAudit },
      },
    },
    async (request) =>
      auditPage(app.db, {
        scope: staffClubScope(request),
        callerId: memberIdOf(request),
        page: request.query.page ?? 1,
      }),
  );

  app.get(
    '/staff/members/:memberGuid',
    {
      ...staff,
      schema: {
        tags: ['staff'],
        summary: "A member's staff page: who they are, balances, upcoming bookings, latest ledger lines",
        params: ZStaffMemberParams,
        response: { 200: ZStaffMemberPage },
      },
    },
    async (request) => memberPage(app.db, request.params.memberGuid, staffClubScope(request)),
  );

  app.post(
    '/staff/members/:memberGuid/impersonate',
    {
      ...staff,
      schema: {
        tags: ['staff'],
        summary:
          'Act as the member: the session becomes theirs, carrying the staff member as impersonator, until logout',
        params: ZStaffMemberParams,
        response: { 200: ZImpersonation },
      },
    },
    async (request, reply) => {
      const previous = request.session?.id ?? null;
      const session = await impersonate(app.db, {
        staffId: memberIdOf(request),
        memberGuid: request.params.memberGuid,
        scope: staffClubScope(request),
        staffSessionId: previous,
      });
      if (previous) await app.sessionCache.invalidateSession(previous);
      app.sessionCookie.set(request, reply, session.token, session.expiresAt);
      return { ok: true, redirectUrl: '/' } as const;
    },
  );

  app.post(
    '/staff/members/:memberGuid/points',
    {
      ...staff,
      schema: {
        tags: ['staff'],
        summary:
          'Credit Home points or an Open Play lot (12 months) with a reason: ledger type Point Credit; the member is notified',
        params: ZStaffMemberParams,
        body: ZPointCreditBody,
        response: { 200: ZStaffMemberPage },
      },
    },
    async (request) => {
      const scope = staffClubScope(request);
      const target = await findMemberForStaff(app.db, request.params.memberGuid, scope);
      const { Balance, Points, Reason } = request.body;
      const unit = Balance === 'Home' ? 'Home' : 'Open Play';
      // The credit and the member's notification commit together, or neither does (issue 8 §3).
      await app.notifier.transaction(app.db, async (tx, notify) => {
        await creditPointsIn(tx, {
          memberId: target.id,
          ...(Balance === 'Home' ? { home: Points } : { flexi: Points }),
          type: 'Point Credit',
          description: Reason,
        });
        await notify(target.id, {
          type: NOTIFICATION_TYPES.account,
          title: `${Points} ${unit} points credited`,
          description: Reason,
        });
      });
      return memberPage(app.db, target.id, scope);
    },
  );
};
