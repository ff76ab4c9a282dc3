import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '@spaceshare/shared/messages';
import { gigFormSchema, gigSchema } from '@spaceshare/shared/schemas/gig';
import { gigListQuerySchema } from '@spaceshare/shared/schemas/list-query';
import { idParamsSchema, messageResponseSchema } from '@spaceshare/shared/schemas/common';
import { requireSeller, requireUser, security, signedIn } from '../../plugins/auth.js';
import { gigKind } from '../listings/kinds.js';
import { registerLifecycleRoutes, sendPage } from '../listings/routes.js';
import { completeGig, createGig, getGig, listGigs } from './service.js';

const sellerOnly = async (request: FastifyRequest) => {
  requireSeller(request, MESSAGES.sellerOnlyListings);
};

export const gigsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/gigs',
    {
      onRequest: sellerOnly,
      schema: {
        tags: ['gigs'],
        summary: 'Create a gig (sellers only; the owner is the signed-in user)',
        security,
        body: gigFormSchema,
        response: { 201: gigSchema, 400: messageResponseSchema, 401: messageResponseSchema, 403: messageResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createGig(app.db, requireUser(request).id, request.body)),
  );

  app.get(
    '/gigs',
    {
      schema: {
        tags: ['gigs'],
        summary: 'Search and list gigs, one page at a time (total in the X-Total-Count header)',
        description:
          'Explore (no userId) shows open gigs only: not expired, completed or deleted. `search` understands ' +
          'routes ("China to Ghana", "Guangzhou → Accra", "china-ghana") and tolerates small typos.',
        querystring: gigListQuerySchema,
        response: { 200: z.array(gigSchema), 400: messageResponseSchema },
      },
    },
    async (request, reply) => sendPage(reply, await listGigs(app.db, request.query)),
  );

  app.get(
    '/gigs/single/:id',
    {
      schema: {
        tags: ['gigs'],
        summary: 'One gig',
        params: idParamsSchema,
        response: { 200: gigSchema, 404: messageResponseSchema },
      },
    },
    async (request) => getGig(app.db, request.params.id),
  );

  app.post(
    '/gigs/:id/complete',
    {
      onRequest: signedIn,
      schema: {
        tags: ['gigs'],
        summary: 'Mark my expired gig completed (repeating is harmless)',
        security,
        params: idParamsSchema,
        response: { 200: gigSchema, 400: messageResponseSchema, 401: messageResponseSchema, 403: messageResponseSchema, 404: messageResponseSchema },
      },
    },
    async (request) => completeGig(app.db, request.params.id, requireUser(request).id),
  );

  registerLifecycleRoutes(app, gigKind, 'gigs');
};
