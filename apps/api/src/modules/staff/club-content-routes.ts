import {
  type ClubContent,
  FacilityType,
  ZClubContent,
  ZStaffClubParams,
  ZStaffClubs,
} from '@fairway/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { AppError, fieldError, notFound } from '../../lib/app-error';
import { assertClubAccess, requireStaff, staffClubScope } from '../../plugins/staff-access';
import { findClubContent } from '../clubs';
import { clubReference } from '../courses';
import { findStaffClubs } from './club-repository';

/** A whole document is larger than most requests; bounded all the same (the stored ones are ~5 KiB). */
const DOCUMENT_BODY_LIMIT = 256 * 1024;

/**
 * Runs before the body is validated: a caller who may not edit the club is refused (401/403) whatever
 * the document they sent, rather than told what is wrong with it.
 */
async function staffOfClubInPath(request: FastifyRequest): Promise<void> {
  await requireStaff(request);
  const raw = (request.params as { clubId?: unknown }).clubId;
  if (typeof raw === 'string' && /^\d{1,10}$/.test(raw)) assertClubAccess(request, Number(raw));
}

/**
 * The console's club picker and the club content editor (issue 22 §4): the whole document (theme, texts,
 * switches, ballot windows, waitlist and hold minutes), validated by the contract schema on every write,
 * audited like every staff write, and dropped from every instance's cache once committed.
 */
export const staffClubContentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/clubs',
    {
      preHandler: requireStaff,
      schema: {
        tags: ['staff'],
        summary: 'The clubs the caller may run from the console, by name: every club for network staff',
        response: { 200: ZStaffClubs },
      },
    },
    async (request) => ({ Clubs: await findStaffClubs(app.db, staffClubScope(request)) }),
  );

  app.get(
    '/staff/clubs/:clubId/content',
    {
      preValidation: staffOfClubInPath,
      schema: {
        tags: ['staff'],
        summary: "The club's content document as stored (without the network's defaults filled in)",
        params: ZStaffClubParams,
        response: { 200: ZClubContent },
      },
    },
    async (request) => {
      const document = await findClubContent(app.db, request.params.clubId);
      if (!document) throw notFound('CLUB_NOT_FOUND');
      return document;
    },
  );

  app.put(
    '/staff/clubs/:clubId/content',
    {
      preValidation: staffOfClubInPath,
      bodyLimit: DOCUMENT_BODY_LIMIT,
      schema: {
        tags: ['staff'],
        summary:
          "Replace the club's whole content document; 400 with a refusal per field (by its dotted path) writes nothing; every instance serves the new one at once",
        params: ZStaffClubParams,
        body: ZClubContent,
        response: { 200: ZClubContent },
      },
    },
    async (request) => {
      await checkReleaseCourses(app.db, request.params.clubId, request.body);
      return app.clubDocuments.save(request.params.clubId, request.body);
    },
  );
};

/** Each release names one of the club's golf courses (400 VALIDATION at `release.{i}.courseId`). */
async function checkReleaseCourses(db: Db, clubId: number, document: ClubContent): Promise<void> {
  if (!document.release?.length) return;
  const reference = await clubReference(db, clubId);
  const golf = new Set(
    (reference?.courses ?? []).filter((c) => c.facilityType === FacilityType.Golf).map((c) => c.id),
  );
  const fields = Object.fromEntries(
    document.release.flatMap((r, i) =>
      golf.has(r.courseId) ? [] : [[`release.${i}.courseId`, fieldError('validation.releaseCourse')]],
    ),
  );
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION', { fields });
}
