import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { interestResultSchema } from '@spaceshare/shared/schemas/interest';
import { idParamsSchema, messageResponseSchema } from '@spaceshare/shared/schemas/common';
import { requireUser, security, signedIn } from '../../plugins/auth.js';
import type { ListingKind } from './kinds.js';
import { deleteListing, getInterested, toggleInterest } from './service.js';

type App = Parameters<FastifyPluginAsyncZod>[0];

/** A page of a list: the items as the body, the (capped) total in the headers. */
export function sendPage<T>(reply: FastifyReply, page: { items: T[]; total: number; capped: boolean }): T[] {
  reply.header('x-total-count', String(page.total));
  if (page.capped) reply.header('x-total-count-capped', 'true');
  return page.items;
}

/**
 * The routes gigs and containers share: interest toggle, interested list and soft delete, under
 * `/<plural>/:id/...`. Completing answers the listing itself, so each module declares that route.
 */
export function registerLifecycleRoutes(app: App, kind: ListingKind, plural: 'gigs' | 'containers') {
  const tags = [plural];

  app.post(
    `/${plural}/:id/interest`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: `Toggle my interest ("Make Offer") in a ${kind.name}`,
        security,
        params: idParamsSchema,
        response: { 200: interestResultSchema, 400: messageResponseSchema, 401: messageResponseSchema, 403: messageResponseSchema, 404: messageResponseSchema },
      },
    },
    async (request) => toggleInterest(app.db, kind, request.params.id, requireUser(request).id),
  );

  app.get(
    `/${plural}/:id/interested`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: `Users interested in a ${kind.name} (most recent 100) and whether I am`,
        security,
        params: idParamsSchema,
        response: { 200: interestResultSchema, 401: messageResponseSchema, 404: messageResponseSchema },
      },
    },
    async (request) => getInterested(app.db, kind, request.params.id, requireUser(request).id),
  );

  app.delete(
    `/${plural}/:id`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: `Delete my ${kind.name} (soft delete; repeating is harmless)`,
        security,
        params: idParamsSchema,
        response: { 200: messageResponseSchema, 401: messageResponseSchema, 403: messageResponseSchema, 404: messageResponseSchema },
      },
    },
    async (request) => {
      await deleteListing(app.db, kind, request.params.id, requireUser(request).id);
      return { message: kind.name === 'gig' ? 'Gig deleted' : 'Container deleted' };
    },
  );
}
