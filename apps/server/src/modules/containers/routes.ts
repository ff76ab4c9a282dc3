import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONTAINER_SORTS, CONTAINER_TYPES, DEFAULT_CONTAINER_SORT } from '@spaceshare/shared/constants';
import { MESSAGES } from '@spaceshare/shared/messages';
import {
  containerFormSchema,
  containerListQuerySchema,
  containerSchema,
} from '@spaceshare/shared/schemas/container';
import { idParamsSchema, messageResponseSchema } from '@spaceshare/shared/schemas/common';
import { requireSeller, requireUser, security, signedIn } from '../../plugins/auth.js';
import { containerKind } from '../listings/kinds.js';
import { limitField, pageField, priceRangeRule } from '../listings/query.js';
import { registerLifecycleRoutes, sendPage } from '../listings/routes.js';
import { completeContainer, createContainer, getContainer, listContainers } from './service.js';

const sellerOnly = async (request: FastifyRequest) => {
  requireSeller(request, MESSAGES.sellerOnlyListings);
};

export const containerListParamsSchema = containerListQuerySchema
  .extend({
    sort: z.enum(CONTAINER_SORTS, { error: MESSAGES.containerSortInvalid }).default(DEFAULT_CONTAINER_SORT),
    // '' is what an "all types" <select> sends.
    containerType: z
      .union([z.enum(CONTAINER_TYPES), z.literal('')], { error: MESSAGES.containerTypeInvalid })
      .optional()
      .transform((type) => (type === '' ? undefined : type)),
    userId: z.string().min(1).max(64).optional().describe("An owner's list: includes expired and completed containers"),
    page: pageField.describe('1-based page'),
    limit: limitField,
  })
  .refine(priceRangeRule.check, priceRangeRule.params);

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
        querystring: containerListParamsSchema,
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
