import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { markNotificationsReadSchema, notificationListQuerySchema, notificationPageSchema } from '@spaceshare/shared/schemas/notification';
import { errorResponses } from '../../lib/errors.js';
import { requireUser, signedIn } from '../../plugins/auth.js';
import { listNotifications, markRead } from './service.js';

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', signedIn);

  app.get(
    '/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: 'My notifications, newest first, with the unread count',
        querystring: notificationListQuerySchema,
        response: { 200: notificationPageSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => listNotifications(app.db, requireUser(request).id, request.query),
  );

  app.post(
    '/notifications/read',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark these notifications read ({ ids }), or all of them (no ids)',
        body: markNotificationsReadSchema,
        response: { 200: z.object({ unread: z.number().int().min(0) }), ...errorResponses(400, 401) },
      },
    },
    async (request) => markRead(app.db, app.events, requireUser(request).id, request.body?.ids),
  );
};
