import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptRequestSchema,
  bookingRequestFormSchema,
  bookingRequestSchema,
  declineRequestSchema,
  pendingRequestsSchema,
  requestListQuerySchema,
} from '@spaceshare/shared/schemas/booking-request';
import { idParamsSchema, messageResponseSchema } from '@spaceshare/shared/schemas/common';
import { orderSchema } from '@spaceshare/shared/schemas/order';
import { errorResponses } from '../../lib/errors.js';
import { requireUser, signedIn } from '../../plugins/auth.js';
import { LISTING_KINDS } from '../listings/kinds.js';
import { acceptRequest, createRequest, declineRequest, listRequests, pendingRequests, withdrawRequest } from './service.js';
import { perUserWrites } from '../../lib/write-limit.js';

const errors = errorResponses(400, 401, 403, 404, 409);

export const requestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', signedIn);

  for (const kind of Object.values(LISTING_KINDS)) {
    app.post(
      `/${kind.plural}/:id/requests`,
      {
        config: perUserWrites(app),
        schema: {
          tags: ['requests'],
          summary: `Ask this ${kind.name}'s owner for a quantity (${kind.capacity.unitLabel}) of its space`,
          description:
            'The buyer describes the contents and declares that the parcel holds no prohibited item. Registers the buyer\'s interest too. ' +
            '403 for the owner, 409 for a second pending request or a closed listing, 409 when more than the space left is asked.',
          params: idParamsSchema,
          body: bookingRequestFormSchema,
          response: { 201: bookingRequestSchema, ...errors },
        },
      },
      async (request, reply) => {
        const created = await createRequest(app.db, app.events, {
          kind,
          listingId: request.params.id,
          buyerId: requireUser(request).id,
          input: request.body,
        });
        return reply.status(201).send(created);
      },
    );
  }

  app.get(
    '/requests',
    {
      schema: {
        tags: ['requests'],
        summary: 'My booking requests, as buyer and as seller, newest first',
        description: 'A pending request of a listing that has closed reads as expired.',
        querystring: requestListQuerySchema,
        response: { 200: z.array(bookingRequestSchema), 400: messageResponseSchema, 401: messageResponseSchema },
      },
    },
    async (request) => listRequests(app.db, requireUser(request).id, request.query),
  );

  app.get(
    '/requests/pending',
    {
      schema: {
        tags: ['requests'],
        summary: 'Pending requests I received as a seller, in all and per listing',
        response: { 200: pendingRequestsSchema, 401: messageResponseSchema },
      },
    },
    async (request) => pendingRequests(app.db, requireUser(request).id),
  );

  app.post(
    '/requests/:id/accept',
    {
      schema: {
        tags: ['requests'],
        summary: 'The owner accepts: an order for the requested quantity (or less), its space reserved',
        params: idParamsSchema,
        body: acceptRequestSchema,
        response: { 201: orderSchema, ...errors },
      },
    },
    async (request, reply) => {
      const order = await acceptRequest(app.db, app.events, {
        requestId: request.params.id,
        ownerId: requireUser(request).id,
        quantity: request.body?.quantity,
        usdPerRmb: app.config.usdPerRmb,
      });
      return reply.status(201).send(order);
    },
  );

  app.post(
    '/requests/:id/decline',
    {
      schema: {
        tags: ['requests'],
        summary: 'The owner declines, with an optional reason',
        params: idParamsSchema,
        body: declineRequestSchema,
        response: { 200: bookingRequestSchema, ...errors },
      },
    },
    async (request) =>
      declineRequest(app.db, app.events, { requestId: request.params.id, ownerId: requireUser(request).id, reason: request.body?.reason }),
  );

  app.post(
    '/requests/:id/withdraw',
    {
      schema: {
        tags: ['requests'],
        summary: 'The buyer withdraws a pending request',
        params: idParamsSchema,
        response: { 200: bookingRequestSchema, ...errors },
      },
    },
    async (request) => withdrawRequest(app.db, app.events, { requestId: request.params.id, buyerId: requireUser(request).id }),
  );
};
