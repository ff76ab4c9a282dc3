import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEFAULT_GIG_SORT, GIG_SORTS } from '@spaceshare/shared/constants';
import { MESSAGES } from '@spaceshare/shared/messages';
import { gigFormSchema, gigListQuerySchema, gigSchema } from '@spaceshare/shared/schemas/gig';
import { idParamsSchema, messageResponseSchema } from '@spaceshare/shared/schemas/common';
import { requireSeller, requireUser, security, signedIn } from '../../plugins/auth.js';
import { gigKind } from '../listings/kinds.js';
import { limitField, pageField, priceRangeRule } from '../listings/query.js';
import { registerLifecycleRoutes, sendPage } from '../listings/routes.js';
import { completeGig, createGig, getGig, listGigs } from './service.js';

const sellerOnly = async (request: FastifyRequest) => {
  requireSeller(request, MESSAGES.sellerOnlyListings);
};

/** The shared query schema with the server's paging and clear messages for bad values. */
export const gigListParamsSchema = gigListQuerySchema
  .extend({
    sort: z.enum(GIG_SORTS, { error: MESSAGES.gigSortInvalid }).default(DEFAULT_GIG_SORT),
    userId: z.string().min(1).max(64).optional().describe("An owner's list: includes expired and completed gigs"),
    page: pageField.describe('1-based page'),
    limit: limitField,
  })
  .refine(priceRangeRule.check, priceRangeRule.params);

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
        querystring: gigListParamsSchema,
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
