import { ZClubDetails, ZClubIdParams } from '@fairway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error';
import { findClubRules, findCoursesByClub } from './repository';

export const coursesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/clubs/:clubId/details',
    {
      schema: {
        tags: ['clubs'],
        summary: 'Club details: courses with facility types, customer service e-mail',
        params: ZClubIdParams,
        response: { 200: ZClubDetails },
      },
    },
    async (request) => {
      const { clubId } = request.params;
      const club = await findClubRules(app.db, clubId);
      if (!club) throw notFound('We could not find that club.');
      const courses = await findCoursesByClub(app.db, clubId);
      return {
        ClubId: club.id,
        ClubName: club.name,
        Courses: courses.map((c) => ({ Id: c.id, Name: c.name, FacilityType: c.facilityType })),
        CustomerServiceEmail: club.customerServiceEmail,
        TimeZone: club.timeZone,
      };
    },
  );
};
