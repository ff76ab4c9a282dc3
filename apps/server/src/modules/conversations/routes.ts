import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conversationSchema, startConversationSchema } from '@spaceshare/shared/schemas/conversation';
import { idParamsSchema, messageResponseSchema } from '@spaceshare/shared/schemas/common';
import { requireUser, signedIn } from '../../plugins/auth.js';
import { getConversation, listConversations, markRead, startConversation } from './service.js';
import { perUserWrites } from '../../lib/write-limit.js';

const tags = ['conversations'];

export const conversationRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is for signed-in users; a visitor gets 401 before any input check.
  app.addHook('onRequest', signedIn);

  app.get(
    '/conversations',
    { schema: { tags, response: { 200: z.array(conversationSchema), 401: messageResponseSchema } } },
    async (request) => listConversations(app.db, requireUser(request).id),
  );

  app.get(
    '/conversations/single/:id',
    {
      schema: {
        tags,
        description: 'One conversation; the id may be a seller id and buyer id joined together, in either order.',
        params: idParamsSchema,
        response: { 200: conversationSchema, 401: messageResponseSchema, 404: messageResponseSchema },
      },
    },
    async (request) => getConversation(app.db, request.params.id, requireUser(request).id),
  );

  app.put(
    '/conversations/:id',
    {
      schema: {
        tags,
        description: "Marks the viewer's side of the conversation read.",
        params: idParamsSchema,
        response: { 200: conversationSchema, 401: messageResponseSchema, 404: messageResponseSchema },
      },
    },
    async (request) => markRead(app.db, app.events, request.params.id, requireUser(request).id),
  );

  app.post(
    '/conversations',
    {
      config: perUserWrites(app),
      schema: {
        tags,
        body: startConversationSchema,
        response: { 200: z.object({ id: z.string() }), 201: z.object({ id: z.string() }), 400: messageResponseSchema, 401: messageResponseSchema, 403: messageResponseSchema, 404: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const { id, created } = await startConversation(app.db, requireUser(request).id, request.body.to, request.body.listing, app.events);
      return reply.status(created ? 201 : 200).send({ id });
    },
  );
};
