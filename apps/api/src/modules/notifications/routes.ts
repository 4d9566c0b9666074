import { ZNotificationCount, ZNotificationPage, ZNotificationsQuery } from '@fairway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberIdOf } from '../../plugins/session';
import { listNotifications, markAllRead, unreadCount } from './notification-service';

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { preHandler: app.requireAuth };

  app.get(
    '/notifications',
    {
      ...auth,
      schema: {
        tags: ['notifications'],
        summary: 'The caller’s notifications, newest first, 15 a page (pageIndex from 0)',
        querystring: ZNotificationsQuery,
        response: { 200: ZNotificationPage },
      },
    },
    async (request) => listNotifications(app.db, memberIdOf(request), request.query.pageIndex),
  );

  app.get(
    '/notifications/unread-count',
    {
      ...auth,
      schema: {
        tags: ['notifications'],
        summary: 'How many of the caller’s notifications are unread',
        response: { 200: ZNotificationCount },
      },
    },
    async (request) => ({ count: await unreadCount(app.db, memberIdOf(request)) }),
  );

  app.post(
    '/notifications/mark-all-read',
    {
      ...auth,
      schema: {
        tags: ['notifications'],
        summary: 'Mark all the caller’s notifications read; answers the unread count (0)',
        response: { 200: ZNotificationCount },
      },
    },
    async (request) => {
      const memberId = memberIdOf(request);
      await markAllRead(app.db, memberId);
      return { count: await unreadCount(app.db, memberId) };
    },
  );
};
