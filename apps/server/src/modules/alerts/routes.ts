import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, messageResponseSchema } from '@spaceshare/shared/schemas/common';
import { routeAlertCreateSchema, routeAlertListSchema, routeAlertSchema, routeAlertUpdateSchema } from '@spaceshare/shared/schemas/route-alert';
import { errorResponses } from '../../lib/errors.js';
import { perUserWrites } from '../../lib/write-limit.js';
import { requireUser, signedIn } from '../../plugins/auth.js';
import { createAlert, deleteAlert, listAlerts, updateAlert } from './service.js';

/** Route alerts (decision 1401): the signed-in user's watched routes. */
export const alertRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', signedIn);
  const tags = ['alerts'];

  app.get(
    '/alerts',
    {
      schema: {
        tags,
        summary: 'The routes I watch, oldest first',
        response: { 200: routeAlertListSchema, ...errorResponses(401) },
      },
    },
    async (request) => listAlerts(app.db, requireUser(request).id),
  );

  app.post(
    '/alerts',
    {
      config: perUserWrites(app),
      schema: {
        tags,
        summary: 'Watch the route of a search ("China to Ghana"): each new gig on it notifies me (201; 200 when already watched)',
        body: routeAlertCreateSchema,
        response: { 200: routeAlertSchema, 201: routeAlertSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const { alert, created } = await createAlert(app.db, requireUser(request).id, request.body.search);
      return reply.status(created ? 201 : 200).send(alert);
    },
  );

  app.patch(
    '/alerts/:id',
    {
      config: perUserWrites(app),
      schema: {
        tags,
        summary: 'Email me about each new gig on this route too, or stop the emails (the alert stays in the bell)',
        params: idParamsSchema,
        body: routeAlertUpdateSchema,
        response: { 200: routeAlertSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => updateAlert(app.db, requireUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/alerts/:id',
    {
      schema: {
        tags,
        summary: 'Stop watching a route',
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await deleteAlert(app.db, requireUser(request).id, request.params.id);
      return { message: 'Alert deleted' };
    },
  );
};
