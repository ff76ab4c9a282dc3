import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '@spaceshare/shared/messages';
import { containerFormSchema, containerSchema } from '@spaceshare/shared/schemas/container';
import { containerListQuerySchema } from '@spaceshare/shared/schemas/list-query';
import { idParamsSchema, messageResponseSchema } from '@spaceshare/shared/schemas/common';
import { requireSeller, requireUser, security, signedIn } from '../../plugins/auth.js';
import { containerKind } from '../listings/kinds.js';
import { registerLifecycleRoutes, sendPage } from '../listings/routes.js';
import { completeContainer, createContainer, getContainer, listContainers } from './service.js';

const sellerOnly = async (request: FastifyRequest) => {
  requireSeller(request, MESSAGES.sellerOnlyListings);
};

export const containersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/containers',
    {
      onRequest: sellerOnly,
      schema: {
        tags: ['containers'],
        summary: 'Create a container listing (sellers only; the owner is the signed-in user)',
        security,
        body: containerFormSchema,
        response: { 201: containerSchema, 400: messageResponseSchema, 401: messageResponseSchema, 403: messageResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createContainer(app.db, requireUser(request).id, request.body)),
  );

  app.get(
    '/containers',
    {
      schema: {
        tags: ['containers'],
        summary: 'Search and list containers, one page at a time (total in the X-Total-Count header)',
        description:
          'Explore (no userId) shows open containers only. `search` matches the location and the ' +
          'title, about and cargo type, routes included ("China to Ghana").',
        querystring: containerListQuerySchema,
        response: { 200: z.array(containerSchema), 400: messageResponseSchema },
      },
    },
    async (request, reply) => sendPage(reply, await listContainers(app.db, request.query)),
  );

  app.get(
    '/containers/single/:id',
    {
      schema: {
        tags: ['containers'],
        summary: 'One container listing',
        params: idParamsSchema,
        response: { 200: containerSchema, 404: messageResponseSchema },
      },
    },
    async (request) => getContainer(app.db, request.params.id),
  );

  app.post(
    '/containers/:id/complete',
    {
      onRequest: signedIn,
      schema: {
        tags: ['containers'],
        summary: 'Mark my expired container completed (repeating is harmless)',
        security,
        params: idParamsSchema,
        response: { 200: containerSchema, 400: messageResponseSchema, 401: messageResponseSchema, 403: messageResponseSchema, 404: messageResponseSchema },
      },
    },
    async (request) => completeContainer(app.db, request.params.id, requireUser(request).id),
  );

  registerLifecycleRoutes(app, containerKind, 'containers');
};
