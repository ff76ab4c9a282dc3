import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '@spaceshare/shared/messages';
import {
  becomeSellerSchema,
  profileUpdateSchema,
  publicUserSchema,
  userSchema,
} from '@spaceshare/shared/schemas/user';
import { idParamsSchema, messageResponseSchema } from '@spaceshare/shared/schemas/common';
import { forbidden } from '../../lib/errors.js';
import { requireUser, security, signedIn } from '../../plugins/auth.js';
import { becomeSeller, getOwnUser, getPublicUser, updateProfile } from './service.js';

// Ownership is checked before the body is validated, so strangers get no validation hints.
const ownerOnly = async (request: FastifyRequest) => {
  const user = requireUser(request);
  if ((request.params as { id?: string }).id !== user.id) throw forbidden(MESSAGES.cannotEditOthersProfile);
};

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  // Static path registered before /users/:id (the router prefers static segments anyway).
  app.put(
    '/users/become-seller',
    {
      onRequest: signedIn,
      schema: {
        tags: ['users'],
        summary: 'Become a courier (seller)',
        security,
        body: becomeSellerSchema,
        response: { 200: userSchema, 400: messageResponseSchema, 401: messageResponseSchema },
      },
    },
    async (request) => becomeSeller(app.db, requireUser(request).id, request.body),
  );

  app.get(
    '/users/public/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'Public profile (no email or phone)',
        params: idParamsSchema,
        response: { 200: publicUserSchema, 404: messageResponseSchema },
      },
    },
    async (request) => getPublicUser(app.db, request.params.id),
  );

  app.get(
    '/users/:id',
    {
      onRequest: signedIn,
      schema: {
        tags: ['users'],
        summary: 'Full profile, for its owner only',
        security,
        params: idParamsSchema,
        response: { 200: userSchema, 401: messageResponseSchema, 403: messageResponseSchema, 404: messageResponseSchema },
      },
    },
    async (request) => getOwnUser(app.db, requireUser(request).id, request.params.id),
  );

  app.put(
    '/users/:id',
    {
      preValidation: ownerOnly,
      schema: {
        tags: ['users'],
        summary: 'Update my profile',
        security,
        params: idParamsSchema,
        body: profileUpdateSchema,
        response: {
          200: z.object({ info: userSchema }),
          400: messageResponseSchema,
          401: messageResponseSchema,
          403: messageResponseSchema,
          404: messageResponseSchema,
        },
      },
    },
    async (request) => ({ info: await updateProfile(app.db, request.params.id, request.body) }),
  );
};
