import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acceptOfferSchema, deliverOrderSchema, ORDER_ACTIONS, orderSchema, type OrderAction } from '@spaceshare/shared/schemas/order';
import { idParamsSchema, messageResponseSchema } from '@spaceshare/shared/schemas/common';
import { errorResponses } from '../../lib/errors.js';
import { requireUser, signedIn } from '../../plugins/auth.js';
import { LISTING_KINDS } from '../listings/kinds.js';
import { acceptOffer, changeOrder, listOrders } from './service.js';


const errors = errorResponses(400, 401, 403, 404);

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', signedIn);

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
    pickup: 'Seller marks the parcel received from the buyer; from then on only the seller can cancel',
    deliver: 'Seller marks the order delivered; with the buyer\'s { code } it completes at once (5 wrong codes lock it for 15 minutes: 429)',
    confirm: 'Buyer confirms receipt; completes the order',
    cancel: 'Cancels the order and gives the space back: either side until pick-up, then the seller alone; nobody once delivered (409)',
  };
  for (const action of ORDER_ACTIONS) {
    app.post(
      `/orders/:id/${action}`,
      {
        schema: {
          tags: ['orders'],
          summary: summaries[action],
          params: idParamsSchema,
          ...(action === 'deliver' ? { body: deliverOrderSchema } : {}),
          response: { 200: orderSchema, ...errors, 409: messageResponseSchema, 429: messageResponseSchema },
        },
      },
      async (request) =>
        changeOrder(app.db, app.events, {
          orderId: request.params.id,
          userId: requireUser(request).id,
          action,
          code: action === 'deliver' ? deliverOrderSchema.parse(request.body)?.code : undefined,
        }),
    );
  }
};
