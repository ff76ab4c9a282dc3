import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageFormSchema, messageSchema } from '@spaceshare/shared/schemas/message';
import { idParam, messageResponseSchema } from '@spaceshare/shared/schemas/common';
import { requireUser, signedIn } from '../../plugins/auth.js';
import { listMessages, MESSAGES_PAGE_MAX, sendMessage } from './service.js';

const tags = ['messages'];

export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', signedIn);

  app.get(
    '/messages/:conversationId',
    {
      schema: {
        tags,
        description: `Oldest first; the latest ${MESSAGES_PAGE_MAX} unless paged back with "before" (a message id).`,
        params: z.object({ conversationId: idParam }),
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(MESSAGES_PAGE_MAX).optional(),
          before: idParam.optional(),
        }),
        response: { 200: z.array(messageSchema), 400: messageResponseSchema, 401: messageResponseSchema, 404: messageResponseSchema },
      },
    },
    async (request) =>
      listMessages(app.db, request.params.conversationId, requireUser(request).id, {
        limit: request.query.limit,
        before: request.query.before,
      }),
  );

  app.post(
    '/messages',
    {
      schema: {
        tags,
        body: messageFormSchema,
        description:
          'A `clientKey` (the sender\'s own key for this message, e.g. a UUID) makes the send safe to try again: the same key answers the message it made the first time (201), without a second message or notification; the key used for another text or conversation is a 409.',
        response: { 201: messageSchema, 400: messageResponseSchema, 401: messageResponseSchema, 403: messageResponseSchema, 404: messageResponseSchema, 409: messageResponseSchema },
      },
      // Generous for people, tight for a script flooding a conversation.
      config: { rateLimit: { max: 120, timeWindow: '1 minute', keyGenerator: (request) => request.user?.id ?? request.ip } },
    },
    async (request, reply) => {
      const message = await sendMessage(app.db, app.events, {
        conversationId: request.body.conversationId,
        desc: request.body.desc,
        userId: requireUser(request).id,
        clientKey: request.body.clientKey,
      });
      return reply.status(201).send(message);
    },
  );
};
