import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '@spaceshare/shared/messages';
import { idParamsSchema, idParam, messageResponseSchema } from '@spaceshare/shared/schemas/common';
import {
  adminListingQuerySchema,
  adminListingSchema,
  adminNoteSchema,
  adminOrderActionSchema,
  adminOrderQuerySchema,
  adminOrderSchema,
  adminReportQuerySchema,
  adminRemoveListingSchema,
  adminReportSchema,
  adminRoleSchema,
  adminSearchQuerySchema,
  adminUserSchema,
  auditEntrySchema,
  dashboardSchema,
  pageOf,
  reportContextSchema,
  reportResolveSchema,
  suspendSchema,
} from '@spaceshare/shared/schemas/safety';
import { pageField, limitField } from '@spaceshare/shared/schemas/list-query';
import { errorResponses } from '../../lib/errors.js';
import { adminOnly, requireUser, security } from '../../plugins/auth.js';
import { removeListing, resolveReport, restoreListing, restoreReview, setAdmin, suspendUser, unsuspendUser } from './moderation.js';
import { settleOrder } from '../orders/settle.js';
import { dashboard, listAudit, listListings, listOrders, listReports, listUsers, reportContext } from './queries.js';

const tags = ['admin'];
const errors = errorResponses(400, 401, 403, 404, 409);
const done = (message: string) => ({ message });
const listingParams = z.object({ type: z.enum(['gig', 'container']), id: idParam });

/** The operator's console (issue 12): every route answers 401 without a session and 403 to non-operators. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', adminOnly);

  app.get('/admin/dashboard', { schema: { tags, summary: 'Per-day counts for 30 days, totals and GMV', security, response: { 200: dashboardSchema, ...errors } } }, async () =>
    dashboard(app.db),
  );

  app.get(
    '/admin/reports',
    { schema: { tags, summary: 'Reports, newest first (open by default)', security, querystring: adminReportQuerySchema, response: { 200: pageOf(adminReportSchema), ...errors } } },
    async (request) => listReports(app.db, request.query),
  );

  app.get(
    '/admin/reports/:id/context',
    {
      schema: {
        tags,
        summary: 'A reported message with at most two messages either side in its conversation (decision 2202); 400 for a report about anything else',
        security,
        params: idParamsSchema,
        response: { 200: reportContextSchema, ...errors },
      },
    },
    async (request) => reportContext(app.db, request.params.id),
  );

  app.post(
    '/admin/reports/:id/resolve',
    {
      schema: {
        tags,
        summary: "Resolve a report: dismiss it (note optional), remove the listing or message (hide the review), or suspend the user it is about (note required); every open report on the same target is resolved and each reporter told",
        security,
        params: idParamsSchema,
        body: reportResolveSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await resolveReport(app.db, app.events, requireUser(request).id, request.params.id, request.body.action, request.body.note);
      return done(MESSAGES.reportResolved);
    },
  );

  app.get(
    '/admin/users',
    { schema: { tags, summary: 'Users by name, email or id, newest first', security, querystring: adminSearchQuerySchema, response: { 200: pageOf(adminUserSchema), ...errors } } },
    async (request) => listUsers(app.db, request.query),
  );

  const userAction = (path: string, summary: string, body: z.ZodType<{ reason?: string; note?: string }>, run: (adminId: string, userId: string, text: string) => Promise<void>, message: string) =>
    app.post(
      `/admin/users/:id/${path}`,
      { schema: { tags, summary, security, params: idParamsSchema, body, response: { 200: messageResponseSchema, ...errors } } },
      async (request) => {
        const input = request.body as { reason?: string; note?: string };
        await run(requireUser(request).id, request.params.id, input.reason ?? input.note ?? '');
        return done(message);
      },
    );
  userAction('suspend', 'Suspend: sessions end, sign-in is refused, listings are hidden', suspendSchema, (a, u, reason) => suspendUser(app.db, app.events, a, u, reason), MESSAGES.userSuspendedDone);
  userAction('unsuspend', 'Lift a suspension: the listings come back', adminNoteSchema, (a, u, note) => unsuspendUser(app.db, app.events, a, u, note), MESSAGES.userUnsuspendedDone);
  userAction('grant-admin', 'Make a user an operator, with a reason', adminRoleSchema, (a, u, note) => setAdmin(app.db, a, u, true, note), MESSAGES.adminGranted);
  userAction('revoke-admin', "Take a user's operator role away, with a reason", adminRoleSchema, (a, u, note) => setAdmin(app.db, a, u, false, note), MESSAGES.adminRevoked);

  app.get(
    '/admin/listings',
    { schema: { tags, summary: 'Gigs or containers by title, id or short id (#A1B2C3), newest first, whatever their state', security, querystring: adminListingQuerySchema, response: { 200: pageOf(adminListingSchema), ...errors } } },
    async (request) => listListings(app.db, request.query),
  );

  for (const [verb, summary, body, run, message] of [
    ['remove', 'Remove a listing from Explore and its page, with a reason its owner reads', adminRemoveListingSchema, removeListing, MESSAGES.listingRemoved],
    ['restore', 'Restore a listing an operator removed', adminNoteSchema, restoreListing, MESSAGES.listingRestored],
  ] as const) {
    app.post(
      `/admin/listings/:type/:id/${verb}`,
      { schema: { tags, summary, security, params: listingParams, body, response: { 200: messageResponseSchema, ...errors } } },
      async (request) => {
        await run(app.db, app.events, requireUser(request).id, request.params.type, request.params.id, request.body.note);
        return done(message);
      },
    );
  }

  app.post(
    '/admin/reviews/:id/restore',
    { schema: { tags, summary: 'Restore a review an operator hid: back in its seller\'s list and star totals', security, params: idParamsSchema, body: adminNoteSchema, response: { 200: messageResponseSchema, ...errors } } },
    async (request) => {
      await restoreReview(app.db, requireUser(request).id, request.params.id, request.body.note);
      return done(MESSAGES.reviewRestored);
    },
  );

  app.get(
    '/admin/orders',
    {
      schema: {
        tags,
        summary: "Orders by id, reference (#A1B2C3), title or either person's name, newest first; status 'disputed': active orders one of whose people reported the other or is suspended",
        security,
        querystring: adminOrderQuerySchema,
        response: { 200: pageOf(adminOrderSchema), ...errors },
      },
    },
    async (request) => listOrders(app.db, request.query),
  );

  for (const [verb, summary, message] of [
    ['cancel', 'Cancel an active order, whatever its step: the space goes back; both people read the note', MESSAGES.orderCancelledByOperator],
    ['complete', 'Complete an active order, whatever its step; both people read the note', MESSAGES.orderCompletedByOperator],
  ] as const) {
    app.post(
      `/admin/orders/:id/${verb}`,
      { schema: { tags, summary, security, params: idParamsSchema, body: adminOrderActionSchema, response: { 200: messageResponseSchema, ...errors } } },
      async (request) => {
        await settleOrder(app.db, app.events, requireUser(request).id, request.params.id, verb, request.body.note);
        return done(message);
      },
    );
  }

  app.get(
    '/admin/audit',
    { schema: { tags, summary: 'Every operator action, newest first', security, querystring: z.object({ page: pageField, limit: limitField }), response: { 200: pageOf(auditEntrySchema), ...errors } } },
    async (request) => listAudit(app.db, request.query),
  );
};
