import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acceptOfferSchema, orderSchema } from '@spaceshare/shared/schemas/order';
import { idParamsSchema, messageResponseSchema } from '@spaceshare/shared/schemas/common';
import { requireUser } from '../../plugins/auth.js';
import { LISTING_KINDS } from '../listings/kinds.js';
import { acceptOffer, changeOrder, listOrders, type OrderAction } from './service.js';



const errors = { 400: messageResponseSchema, 401: messageResponseSchema, 403: messageResponseSchema, 404: messageResponseSchema };

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', async (request) => {
    requireUser(request);
  });

  for (const kind of Object.values(LISTING_KINDS)) {
    app.post(
      `/${kind.plural}/:id/accept`,
      {
        schema: {
          tags: ['orders'],
          summary: `Accept an interested user for a quantity (${kind.capacity.unitLabel}) of this ${kind.name}`,
          description: 'Owner only. Creates an active order and takes the quantity off the available space.',
          params: idParamsSchema,
          body: acceptOfferSchema,
          response: { 201: orderSchema, ...errors, 409: messageResponseSchema },
        },
      },
      async (request, reply) => {
        const order = await acceptOffer(app.db, app.events, {
          kind,
          listingId: request.params.id,
          ownerId: requireUser(request).id,
          buyerId: request.body.userId,
          quantity: request.body.quantity,
          usdPerRmb: app.config.usdPerRmb,
        });
        return reply.status(201).send(order);
      },
    );
  }

  app.get(
    '/orders',
    {
      schema: {
        tags: ['orders'],
        summary: 'My orders, as buyer or seller, newest first',
        response: { 200: z.array(orderSchema), 401: messageResponseSchema },
      },
    },
    async (request) => listOrders(app.db, requireUser(request).id),
  );

  const summaries: Record<OrderAction, string> = {
    deliver: 'Seller marks the order delivered',
    confirm: 'Buyer confirms receipt; completes the order',
    cancel: 'Either side cancels before completion; the space goes back to the listing',
  };
  for (const action of ['deliver', 'confirm', 'cancel'] as const) {
    app.post(
      `/orders/:id/${action}`,
      {
        schema: {
          tags: ['orders'],
          summary: summaries[action],
          params: idParamsSchema,
          response: { 200: orderSchema, ...errors },
        },
      },
      async (request) => changeOrder(app.db, app.events, { orderId: request.params.id, userId: requireUser(request).id, action }),
    );
  }
};
