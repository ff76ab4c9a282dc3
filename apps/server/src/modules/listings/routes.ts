import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '@spaceshare/shared/messages';
import { idParamsSchema, messageResponseSchema } from '@spaceshare/shared/schemas/common';
import { interestResultSchema } from '@spaceshare/shared/schemas/interest';
import { listingEditStateSchema } from '@spaceshare/shared/schemas/listing';
import { removedListingsQuerySchema, removedListingsSchema } from '@spaceshare/shared/schemas/removed-listing';
import {
  encodeFallbackHeader,
  encodeRouteHeader,
  encodeUnderstoodHeader,
  SEARCH_FALLBACK_HEADER,
  SEARCH_ROUTE_HEADER,
  SEARCH_UNDERSTOOD_HEADER,
} from '@spaceshare/shared/rules/search-fallback';
import { compiledSerializer } from '../../lib/compiled-serializer.js';
import { requireSeller, requireUser, security, signedIn } from '../../plugins/auth.js';
import { getInterested, toggleInterest } from './interest.js';
import type { KindListQuery, ListingKind } from './kind.js';
import { listRemovedListings } from './removed.js';
import { completeListing, createListing, deleteListing, getListing, listingEditState, listListings, updateListing, type ListPage } from './service.js';
import { perUserWrites } from '../../lib/write-limit.js';
import { knownCountries } from '../../lib/known-countries.js';

const sellerOnly = async (request: FastifyRequest) => {
  requireSeller(request, MESSAGES.sellerOnlyListings);
};

/** A page of a list: the items as the body, the (capped) total in the headers. */
function sendPage<T>(reply: FastifyReply, page: ListPage<T>): T[] {
  reply.header('x-total-count', String(page.total));
  if (page.capped) reply.header('x-total-count-capped', 'true');
  if (page.fallback) reply.header(SEARCH_FALLBACK_HEADER, encodeFallbackHeader(page.fallback));
  if (page.route) reply.header(SEARCH_ROUTE_HEADER, encodeRouteHeader(page.route));
  if (page.understood) reply.header(SEARCH_UNDERSTOOD_HEADER, encodeUnderstoodHeader(page.understood));
  return page.items;
}

/**
 * What fastify validated with `schema`, with the schema's type: the value is already the schema's
 * output, so parsing it again only restates what is known (and costs microseconds).
 */
const validated = <T>(schema: z.ZodType<T>, value: unknown): T => schema.parse(value);

/**
 * Every route of one kind of listing under `/<plural>`: create, list, one, complete, interest toggle,
 * interested list and soft delete. Accepting an offer belongs to the orders module.
 */
export function listingRoutes<Row, Api extends { _id: string }, Form extends { expirationDays: number }, Query extends KindListQuery>(
  kind: ListingKind<Row, Api, Form, Query>,
): FastifyPluginAsyncZod {
  const { name, plural } = kind;
  const tags = [plural];
  const message = messageResponseSchema;

  // The type provider cannot follow this function's type parameters, so fastify sees the kind's
  // schemas as plain zod schemas: they validate and serialise exactly as in any route, and the
  // handlers read the validated body and query through `validated()`.
  const form: z.ZodType = knownCountries(kind.schemas.form, kind.countryFields);
  const editForm: z.ZodType = knownCountries(kind.schemas.edit, kind.countryFields);
  const listQuery: z.ZodType = kind.schemas.listQuery;
  const api: z.ZodType = kind.schemas.api;

  return async (app) => {
    app.post(
      `/${plural}`,
      {
        onRequest: sellerOnly,
        config: perUserWrites(app),
        schema: {
          tags,
          summary: `Create a ${kind.docs.noun} (sellers only; the owner is the signed-in user)`,
          security,
          body: form,
          response: { 201: api, 400: message, 401: message, 403: message },
        },
      },
      async (request, reply) => {
        const listing = await createListing(app.db, kind, requireUser(request).id, validated(kind.schemas.form, request.body));
        // The listing stands whatever happens next: a failed alert is logged, not the seller's error.
        await kind.afterCreate?.(app.db, app.events, listing).catch((err: unknown) => request.log.error({ err }, 'telling the watchers of a new listing failed'));
        return reply.status(201).send(listing);
      },
    );

    app.put(
      `/${plural}/:id`,
      {
        onRequest: signedIn,
        config: perUserWrites(app),
        schema: {
          tags,
          summary: `Edit my ${kind.docs.noun}: the whole form again, and (optional) the space it was loaded with as \`spaceWas\``,
          description:
            'The route and price stay while buyers have pending requests or open orders (400). When bookings took ' +
            'space since the form was loaded, a form that kept the space as loaded keeps what is left now, and one ' +
            'that changed it is refused with 409; without `spaceWas` the space given is set as it is. `expirationDays` ' +
            'counts from when the listing was posted.',
          security,
          params: idParamsSchema,
          body: editForm,
          response: { 200: api, 400: message, 401: message, 403: message, 404: message, 409: message },
        },
      },
      async (request) =>
        updateListing(app.db, app.events, kind, request.params.id, requireUser(request).id, validated(kind.schemas.edit, request.body)),
    );

    app.get(
      `/${plural}/:id/edit-state`,
      {
        onRequest: signedIn,
        schema: {
          tags,
          summary: `What an edit of my ${kind.docs.noun} may change now`,
          description: '`termsLocked`: buyers have a pending request or an open order, so a save that changes the route or price (a container\'s location, type or price) is refused with 400.',
          security,
          params: idParamsSchema,
          response: { 200: listingEditStateSchema, 401: message, 403: message, 404: message },
        },
      },
      async (request) => listingEditState(app.db, kind, request.params.id, requireUser(request).id),
    );

    app.get(
      `/${plural}`,
      {
        schema: {
          tags,
          summary: `Search and list ${plural}, one page at a time (total in the X-Total-Count header)`,
          description: kind.docs.listDescription,
          querystring: listQuery,
          response: { 200: z.array(api), 400: message },
        },
        serializerCompiler: compiledSerializer,
      },
      async (request, reply) => sendPage(reply, await listListings(app.db, kind, validated(kind.schemas.listQuery, request.query))),
    );

    app.get(
      `/${plural}/single/:id`,
      {
        schema: {
          tags,
          summary: `One ${kind.docs.noun}`,
          params: idParamsSchema,
          response: { 200: api, 404: message },
        },
        serializerCompiler: compiledSerializer,
      },
      async (request) => getListing(app.db, kind, request.params.id),
    );

    app.post(
      `/${plural}/:id/complete`,
      {
        onRequest: signedIn,
        schema: {
          tags,
          summary: `Mark my expired ${name} completed (repeating is harmless)`,
          security,
          params: idParamsSchema,
          response: { 200: api, 400: message, 401: message, 403: message, 404: message },
        },
      },
      async (request) => completeListing(app.db, kind, request.params.id, requireUser(request).id),
    );

    app.post(
      `/${plural}/:id/interest`,
      {
        onRequest: signedIn,
        config: perUserWrites(app),
        schema: {
          tags,
          summary: `Toggle my interest ("Make Offer") in a ${name}`,
          security,
          params: idParamsSchema,
          response: { 200: interestResultSchema, 400: message, 401: message, 403: message, 404: message },
        },
      },
      async (request) => toggleInterest(app.db, app.events, kind, request.params.id, requireUser(request).id),
    );

    app.get(
      `/${plural}/:id/interested`,
      {
        onRequest: signedIn,
        schema: {
          tags,
          summary: `Users interested in a ${name} (most recent 100) and whether I am`,
          security,
          params: idParamsSchema,
          response: { 200: interestResultSchema, 401: message, 404: message },
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
          summary: `Delete my ${name} (soft delete; repeating is harmless)`,
          security,
          params: idParamsSchema,
          response: { 200: message, 401: message, 403: message, 404: message },
        },
      },
      async (request) => {
        await deleteListing(app.db, kind, request.params.id, requireUser(request).id);
        return { message: kind.messages.deleted };
      },
    );
  };
}

/** Routes about listings of every kind: the owner's listings an operator removed (decision 1802). */
export const removedListingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/listings/removed',
    {
      onRequest: signedIn,
      schema: {
        tags: ['listings'],
        summary: 'My gigs or containers an operator removed, the latest removal first (at most 50)',
        description:
          "Only the signed-in user's own listings that an operator removed: not those they deleted, nor those " +
          "hidden while an account is suspended; a restored listing is back on Explore and no longer here. " +
          "`note` is the operator's note of the latest removal ('' when none); `removedAt` is when it was removed.",
        security,
        querystring: removedListingsQuerySchema,
        response: { 200: removedListingsSchema, 400: messageResponseSchema, 401: messageResponseSchema },
      },
    },
    async (request) => ({ items: await listRemovedListings(app.db, requireUser(request).id, request.query.type) }),
  );
};
