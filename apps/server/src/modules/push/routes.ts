import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES } from '@spaceshare/shared/messages';
import { messageResponseSchema } from '@spaceshare/shared/schemas/common';
import { pushEndpointSchema, pushKeySchema, pushSubscriptionSchema } from '@spaceshare/shared/schemas/push';
import { errorResponses, notFound } from '../../lib/errors.js';
import { requireUser, signedIn } from '../../plugins/auth.js';
import { deleteSubscription, saveSubscription } from './subscriptions.js';
import { vapidKeys } from './vapid.js';

/** Web Push (decision 2330): the key browsers subscribe with, and this device's subscription. */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['push'];
  const config = app.config.push;

  app.get(
    '/push/key',
    {
      schema: {
        tags,
        summary: "The VAPID public key (base64url): PushManager.subscribe's applicationServerKey",
        response: { 200: pushKeySchema },
      },
    },
    async () => ({ publicKey: (await vapidKeys(app.db, config)).publicKey }),
  );

  app.post(
    '/push/subscriptions',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: `Send my notifications to this browser too (PushSubscription.toJSON()); the same endpoint again only updates it, and past the device limit the oldest goes`,
        body: pushSubscriptionSchema(config.allowLocalHttp),
        response: { 201: messageResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      await saveSubscription(app.db, { userId: requireUser(request).id, sessionToken: request.sessionToken }, request.body, config);
      return reply.status(201).send({ message: MESSAGES.pushSubscribed });
    },
  );

  app.delete(
    '/push/subscriptions',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Stop sending my notifications to this browser (by its endpoint)',
        body: pushEndpointSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      if (!(await deleteSubscription(app.db, requireUser(request).id, request.body.endpoint))) throw notFound(MESSAGES.pushSubscriptionNotFound);
      return { message: MESSAGES.pushUnsubscribed };
    },
  );
};
