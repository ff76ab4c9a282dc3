import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '@spaceshare/shared/messages';
import {
  becomeSellerSchema,
  profileUpdateSchema,
  publicUserSchema,
  sellerFactsSchema,
  userSchema,
} from '@spaceshare/shared/schemas/user';
import { idParamsSchema, messageResponseSchema } from '@spaceshare/shared/schemas/common';
import { settingsResponseSchema, settingsUpdateSchema } from '@spaceshare/shared/settings';
import { errorResponses } from '../../lib/errors.js';
import { forbidden } from '../../lib/errors.js';
import { knownCountries } from '../../lib/known-countries.js';
import { requireUser, security, signedIn } from '../../plugins/auth.js';
import { sellerFacts } from './facts.js';
import { becomeSeller, getOwnUser, getPublicUser, getSettings, updateProfile, updateSettings } from './service.js';

// Ownership is checked before the body is validated, so strangers get no validation hints.
const ownerOnly = async (request: FastifyRequest) => {
  const user = requireUser(request);
  if ((request.params as { id?: string }).id !== user.id) throw forbidden(MESSAGES.cannotEditOthersProfile);
};

const profileBodySchema = knownCountries(profileUpdateSchema, ['country']);

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  // The Settings page's switches, kept on the account so they follow the user and the server honours them.
  app.get(
    '/users/me/settings',
    {
      onRequest: signedIn,
      schema: { tags: ['users'], summary: 'My settings', security, response: { 200: settingsResponseSchema, ...errorResponses(401) } },
    },
    async (request) => getSettings(app.db, requireUser(request).id),
  );
  app.put(
    '/users/me/settings',
    {
      onRequest: signedIn,
      schema: {
        tags: ['users'],
        summary: 'Change some of my settings; answers all of them',
        security,
        body: settingsUpdateSchema,
        response: { 200: settingsResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => updateSettings(app.db, requireUser(request).id, request.body),
  );

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
        summary: 'Public profile (no email or phone); 410 for an account its owner deleted',
        params: idParamsSchema,
        response: { 200: publicUserSchema, 404: messageResponseSchema, 410: messageResponseSchema },
      },
    },
    async (request) => getPublicUser(app.db, request.params.id),
  );

  app.get(
    '/users/public/:id/facts',
    {
      schema: {
        tags: ['users'],
        summary: "A seller's trust facts, computed from data: member since, response time, last delivery, deliveries, languages",
        params: idParamsSchema,
        response: { 200: sellerFactsSchema, 404: messageResponseSchema },
      },
    },
    async (request) => sellerFacts(app.db, request.params.id),
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
      // Before the body is read, as every signed-in route (decision 2302): 401, then 403, then the body.
      onRequest: ownerOnly,
      schema: {
        tags: ['users'],
        summary: 'Update my profile',
        security,
        params: idParamsSchema,
        body: profileBodySchema,
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
