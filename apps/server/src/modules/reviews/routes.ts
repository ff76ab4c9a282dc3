import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reviewFormSchema, reviewSchema } from '@spaceshare/shared/schemas/review';
import { idParam, messageResponseSchema } from '@spaceshare/shared/schemas/common';
import { limitField, pageField } from '@spaceshare/shared/schemas/list-query';
import { requireUser, security, signedIn } from '../../plugins/auth.js';
import { listReviews, myReview, saveReview } from './service.js';
import { perUserWrites } from '../../lib/write-limit.js';

export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reviews/:sellerId',
    {
      schema: {
        tags: ['reviews'],
        summary: "A seller's reviews, newest first, with their authors (total in X-Total-Count)",
        params: z.object({ sellerId: idParam }),
        querystring: z.object({ page: pageField, limit: limitField }),
        response: { 200: z.array(reviewSchema), 400: messageResponseSchema, 404: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const { items, total } = await listReviews(app.db, request.params.sellerId, request.query);
      reply.header('x-total-count', String(total));
      return items;
    },
  );

  app.get(
    '/reviews/:sellerId/mine',
    {
      onRequest: signedIn,
      schema: {
        tags: ['reviews'],
        summary: "The signed-in user's own review of this seller, or null (a second review replaces it)",
        security,
        params: z.object({ sellerId: idParam }),
        response: { 200: z.object({ review: reviewSchema.nullable() }), 400: messageResponseSchema, 401: messageResponseSchema, 404: messageResponseSchema },
      },
    },
    async (request) => ({ review: await myReview(app.db, requireUser(request).id, request.params.sellerId) }),
  );

  app.post(
    '/reviews',
    {
      onRequest: signedIn,
      config: perUserWrites(app),
      schema: {
        tags: ['reviews'],
        summary: 'Review a seller (201); a second review of the same seller replaces the first (200)',
        security,
        body: reviewFormSchema,
        response: {
          200: reviewSchema,
          201: reviewSchema,
          400: messageResponseSchema,
          401: messageResponseSchema,
          403: messageResponseSchema,
          404: messageResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { review, replaced } = await saveReview(app.db, app.events, requireUser(request).id, request.body);
      return reply.status(replaced ? 200 : 201).send(review);
    },
  );
};
