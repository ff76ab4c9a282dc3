import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '@spaceshare/shared/messages';
import {
  changeEmailSchema,
  changePasswordSchema,
  confirmEmailSchema,
  deleteAccountSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  sessionSchema,
  verifyEmailSchema,
} from '@spaceshare/shared/schemas/account';
import { idParamsSchema, messageResponseSchema } from '@spaceshare/shared/schemas/common';
import { errorResponses } from '../../lib/errors.js';
import { isCommonPassword } from '../../lib/password.js';
import { clearSessionCookie, destroyOtherSessions, requireUser, security, sessionIdOf, signedIn } from '../../plugins/auth.js';
import { exportAccount } from '../users/export.js';
import { deleteAccount } from './delete-account.js';
import {
  changePassword,
  confirmEmailChange,
  endSession,
  listSessions,
  requestEmailChange,
  requestPasswordReset,
  resetPassword,
  sendVerification,
  verifyEmail,
} from './account.js';

const ONE_MINUTE = 60_000;
const done = (message: string) => ({ message });
const SESSIONS_ENDED = { type: 'sessions-ended' } as const;

/** The registration policy for a new password: the shared rules, then the common-password list. */
const notCommon = <T extends z.ZodType<Record<string, unknown>>>(schema: T, field: string) =>
  schema.superRefine((value, ctx) => {
    if (isCommonPassword(String(value[field]))) ctx.addIssue({ code: 'custom', path: [field], message: MESSAGES.passwordCommon });
  });

/** Password change and reset, email verification and the sessions list (issue 11). */
export function registerAccountRoutes(plain: FastifyInstance) {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const limited = { rateLimit: { max: app.config.loginRateLimit, timeWindow: ONE_MINUTE } };

  app.post(
    '/auth/password',
    {
      onRequest: signedIn,
      config: limited,
      schema: {
        tags: ['auth'],
        summary: 'Change my password (the current one first); every other session ends',
        security,
        body: notCommon(changePasswordSchema, 'newPassword'),
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const { id } = requireUser(request);
      await changePassword(app.db, id, request.sessionToken, request.body.currentPassword, request.body.newPassword);
      // The other sessions' open tabs are told now, not at the next sweep (decision 2109).
      await app.events.publishToUsers([id], SESSIONS_ENDED);
      return done(MESSAGES.passwordChanged);
    },
  );

  app.post(
    '/auth/forgot',
    {
      config: limited,
      schema: {
        tags: ['auth'],
        summary: 'Email a password-reset link; answers the same whether or not the address has an account',
        body: forgotPasswordSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await requestPasswordReset(app.db, request.body.email);
      return done(MESSAGES.forgotPasswordSent);
    },
  );

  app.post(
    '/auth/reset',
    {
      config: limited,
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset link (one use, 1 hour); every session ends',
        body: notCommon(resetPasswordSchema, 'password'),
        response: { 200: messageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const userId = await resetPassword(app.db, request.body.token, request.body.password);
      await app.events.publishToUsers([userId], SESSIONS_ENDED);
      clearSessionCookie(app, reply);
      return done(MESSAGES.passwordResetDone);
    },
  );

  app.post(
    '/auth/verify-email',
    {
      config: limited,
      schema: {
        tags: ['auth'],
        summary: "Verify the account's email address with the emailed link",
        body: verifyEmailSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const outcome = await verifyEmail(app.db, request.body.token);
      return done(outcome === 'verified' ? MESSAGES.emailVerifiedDone : MESSAGES.emailAlreadyVerified);
    },
  );

  app.post(
    '/auth/verify-email/resend',
    {
      onRequest: signedIn,
      config: limited,
      schema: {
        tags: ['auth'],
        summary: 'Email me a new verification link',
        security,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      await sendVerification(app.db, requireUser(request).id);
      return done(MESSAGES.verificationSent);
    },
  );

  app.post(
    '/auth/email',
    {
      onRequest: signedIn,
      config: limited,
      schema: {
        tags: ['auth'],
        summary: 'Change my email (the current password first): a link goes to the new address, a notice to the old one; the address changes when the link is opened',
        security,
        body: changeEmailSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      await requestEmailChange(app.db, requireUser(request).id, request.body.email, request.body.password);
      return done(MESSAGES.emailChangeSent);
    },
  );

  app.post(
    '/auth/email/confirm',
    {
      config: limited,
      schema: {
        tags: ['auth'],
        summary: "Make the new address the account's, verified, with the link sent to it (one use, 24 hours)",
        body: confirmEmailSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await confirmEmailChange(app.db, request.body.token);
      return done(MESSAGES.emailChangedDone);
    },
  );

  app.get(
    '/auth/sessions',
    {
      onRequest: signedIn,
      schema: { tags: ['auth'], summary: 'My signed-in sessions, most recently used first', security, response: { 200: z.array(sessionSchema), ...errorResponses(401) } },
    },
    async (request) => {
      const current = request.sessionToken ? await sessionIdOf(app.db, request.sessionToken) : null;
      return listSessions(app.db, requireUser(request).id, current);
    },
  );

  app.delete(
    '/auth/sessions/:id',
    {
      onRequest: signedIn,
      schema: { tags: ['auth'], summary: 'Sign out one of my sessions', security, params: idParamsSchema, response: { 200: messageResponseSchema, ...errorResponses(400, 401, 404) } },
    },
    async (request) => {
      const { id } = requireUser(request);
      await endSession(app.db, id, request.params.id);
      await app.events.publishToUsers([id], SESSIONS_ENDED);
      return done(MESSAGES.sessionEnded);
    },
  );

  app.post(
    '/auth/sessions/end-all',
    {
      onRequest: signedIn,
      schema: { tags: ['auth'], summary: 'Sign out everywhere, this browser included', security, response: { 200: messageResponseSchema, ...errorResponses(401) } },
    },
    async (request, reply) => {
      const { id } = requireUser(request);
      await destroyOtherSessions(app.db, id);
      await app.events.publishToUsers([id], SESSIONS_ENDED);
      clearSessionCookie(app, reply);
      return done(MESSAGES.signedOutEverywhere);
    },
  );

  app.get(
    '/auth/export',
    {
      onRequest: signedIn,
      config: limited,
      schema: {
        tags: ['auth'],
        summary: 'Download my data: everything SpaceShare keeps about me, as one JSON file (no password hash, no tokens)',
        security,
        response: { 200: z.record(z.string(), z.unknown()), ...errorResponses(401, 404, 429) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const data = await exportAccount(app.db, user.id);
      const day = new Date().toISOString().slice(0, 10);
      reply.header('cache-control', 'no-store');
      reply.header('content-disposition', `attachment; filename="spaceshare-${user.username.replace(/[^A-Za-z0-9_-]/g, '_')}-${day}.json"`);
      return data;
    },
  );

  app.post(
    '/auth/delete-account',
    {
      onRequest: signedIn,
      config: limited,
      schema: {
        tags: ['auth'],
        summary: 'Delete my account (the password first): refused while an order is open; everything of mine goes, my messages stay under a deleted name',
        security,
        body: deleteAccountSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      await deleteAccount(app.db, app.events, requireUser(request).id, request.body.password);
      clearSessionCookie(app, reply);
      return done(MESSAGES.accountDeleted);
    },
  );
}
