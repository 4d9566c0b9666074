import { ZClubDetails, ZClubIdParams } from '@fairway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error';
import { clubReference } from './reference-cache';

export const coursesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/clubs/:clubId/details',
    {
      schema: {
        tags: ['clubs'],
        summary: 'Club details: courses with facility types, customer service e-mail, booking rules',
        params: ZClubIdParams,
        response: { 200: ZClubDetails },
      },
    },
    async (request) => {
      const reference = await clubReference(app.db, request.params.clubId);
      if (!reference) throw notFound('CLUB_NOT_FOUND');
      const { club, courses } = reference;
      return {
        ClubId: club.id,
        ClubName: club.name,
        Courses: courses.map((c) => ({ Id: c.id, Name: c.name, FacilityType: c.facilityType })),
        CustomerServiceEmail: club.customerServiceEmail,
        TimeZone: club.timeZone,
        BookingWindowDays: club.bookingWindowDays,
        CancellationCutoffHours: club.cancellationCutoffHours,
      };
    },
  );
};
