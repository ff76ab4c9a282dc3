import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '@spaceshare/shared/messages';
import { idParamsSchema, messageResponseSchema } from '@spaceshare/shared/schemas/common';
import { blockedUserSchema, reportCreateSchema, reportSchema } from '@spaceshare/shared/schemas/safety';
import { errorResponses, tooManyAttempts } from '../../lib/errors.js';
import { requireUser, security, signedIn } from '../../plugins/auth.js';
import { blockUser, listBlocked, unblockUser } from './blocks.js';
import { republishOrder } from '../orders/service.js';
import { createReport } from './reports.js';

const ONE_MINUTE = 60_000;
/**
 * Reports a minute per reporter, and per address for all its reporters together (decision 2452):
 * the people behind one carrier-grade NAT or campus network share an address, so the address's cap
 * is wide, there only to bound one address signing up account after account to file reports.
 */
const REPORTS_PER_USER = 20;
const REPORTS_PER_ADDRESS = 200;

/** Reports and blocks (issue 12): any signed-in user. */
export const safetyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', signedIn);
  // A route has one rate limit of the plugin's (the per-reporter one below): this one is asked by hand.
  const perAddress = app.createRateLimit({ max: REPORTS_PER_ADDRESS, timeWindow: ONE_MINUTE, keyGenerator: (request) => `reports-ip:${request.ip}` });
  const reportsPerAddress = async (request: FastifyRequest) => {
    const result = await perAddress(request);
    if (!result.isAllowed && result.isExceeded) throw tooManyAttempts(result.ttlInSeconds);
  };

  app.post(
    '/reports',
    {
      // Signed in by now (the hook above): counted per reporter, whatever address they share.
      config: { rateLimit: { max: REPORTS_PER_USER, timeWindow: ONE_MINUTE, keyGenerator: (request) => request.user?.id ?? request.ip } },
      onRequest: reportsPerAddress,
      schema: {
        tags: ['safety'],
        summary: 'Report a gig, a container, a user, a message or a review to the operators',
        description:
          'One open report per reporter and target (409 for a second). A message can be reported by the people in its conversation only. With orderId, the report is about the other person on that order (the reporter\'s own), and the console links the two.',
        security,
        body: reportCreateSchema,
        response: { 201: z.object({ message: z.string(), report: reportSchema }), ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const report = await createReport(app.db, requireUser(request).id, request.body);
      // Reported from an order: both its cards now say it is under review (decision 2204).
      if (request.body.orderId) await republishOrder(app.db, app.events, request.body.orderId);
      return reply.code(201).send({ message: MESSAGES.reportReceived, report });
    },
  );

  app.get(
    '/users/me/blocks',
    { schema: { tags: ['safety'], summary: 'The users I blocked, newest first', security, response: { 200: z.array(blockedUserSchema), ...errorResponses(401) } } },
    async (request) => listBlocked(app.db, requireUser(request).id),
  );

  app.post(
    '/users/:id/block',
    {
      schema: {
        tags: ['safety'],
        summary: 'Block a user: no conversations, messages or booking requests between us',
        security,
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      await blockUser(app.db, requireUser(request).id, request.params.id);
      return { message: MESSAGES.userBlocked };
    },
  );

  app.delete(
    '/users/:id/block',
    { schema: { tags: ['safety'], summary: 'Unblock a user', security, params: idParamsSchema, response: { 200: messageResponseSchema, ...errorResponses(400, 401) } } },
    async (request) => {
      await unblockUser(app.db, requireUser(request).id, request.params.id);
      return { message: MESSAGES.userUnblocked };
    },
  );
};
