import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES } from '@spaceshare/shared/messages';
import { messageResponseSchema } from '@spaceshare/shared/schemas/common';
import { signOutBodySchema } from '@spaceshare/shared/schemas/push';
import { authUserSchema, loginSchema, registerSchema } from '@spaceshare/shared/schemas/user';
import { tooManyAttempts } from '../../lib/errors.js';
import { knownCountries } from '../../lib/known-countries.js';
import { isCommonPassword } from '../../lib/password.js';
import { clearSessionCookie, createSession, destroySession, setSessionCookie, tokenFrom } from '../../plugins/auth.js';
import { toUser } from '../users/service.js';
import { deleteSubscription } from '../push/subscriptions.js';
import type { UserRow } from '../../db/schema/index.js';
import { noteSignIn, sendVerification } from './account.js';
import { registerAccountRoutes } from './account-routes.js';
import {
  BROWSER_COOKIE,
  browserIdOf,
  DEVICE_COOKIE,
  DEVICE_COOKIE_PATH,
  DEVICE_DAYS,
  deviceKeyOf,
  deviceUsername,
  hashDeviceToken,
  rememberDevice,
} from './login-devices.js';
import { authenticate, prepareLogin, registerUser } from './service.js';

/**
 * The shared rules (length first) plus the common-password list, which stays on the server: it is too
 * big for the web's bundle, and the register page shows the server's message anyway (spec §8).
 */
const registerBodySchema = knownCountries(registerSchema, ['country']).superRefine((value, ctx) => {
  // A deleted account is renamed 'deleted-<id>' (decision 1403): nobody else may look like one.
  if (value.username.toLowerCase().startsWith('deleted-')) ctx.addIssue({ code: 'custom', path: ['username'], message: MESSAGES.usernameTaken });
  if (isCommonPassword(value.password)) ctx.addIssue({ code: 'custom', path: ['password'], message: MESSAGES.passwordCommon });
});
const ONE_MINUTE = 60_000;

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const max = app.config.loginRateLimit;
  await prepareLogin();

  // The route-level limit (below) counts attempts per client address; this one counts attempts per
  // account, so spreading a password guess over many addresses does not help either. A browser that
  // has signed in to the account before is counted on its own (decision 1204): others' failures
  // cannot lock the owner out.
  // Per sign-in: the account this browser's token belongs to (read once, for the limit and the cookie).
  const attempts = new WeakMap<FastifyRequest, { limitKey: string; deviceOwner: string | null }>();
  const perUsername = app.createRateLimit({
    max,
    timeWindow: ONE_MINUTE,
    keyGenerator: (request) => attempts.get(request)!.limitKey,
  });
  const limitPerUsername = async (request: FastifyRequest) => {
    const { username } = request.body as { username: string };
    const device = request.cookies[DEVICE_COOKIE];
    const deviceOwner = await deviceUsername(app.db, device);
    attempts.set(request, { deviceOwner, limitKey: deviceOwner === username ? `login-device:${hashDeviceToken(device!)}` : `login-user:${username}` });
    const result = await perUsername(request);
    if (!result.isAllowed && result.isExceeded) throw tooManyAttempts(result.ttlInSeconds);
  };

  async function signIn(request: FastifyRequest, reply: FastifyReply, row: UserRow, { registered = false } = {}) {
    const userAgent = request.headers['user-agent'] ?? '';
    const token = await createSession(app.db, row.id, userAgent);
    setSessionCookie(app, reply, token);
    // A new account is no browser's yet; a sign-in read its browser's account before it was allowed.
    const deviceOwner = registered ? null : (attempts.get(request)?.deviceOwner ?? null);
    const secure = app.config.cookieSecure || request.protocol === 'https';
    const longLived = { path: DEVICE_COOKIE_PATH, httpOnly: true, secure, maxAge: DEVICE_DAYS * 86_400 } as const;
    if (deviceOwner !== row.username) {
      reply.setCookie(DEVICE_COOKIE, await rememberDevice(app.db, row.id), { ...longLived, sameSite: 'strict' });
    }
    // The browser keeps its id for another year from each sign-in (decision 2311).
    const browserCookie = request.cookies[BROWSER_COOKIE];
    const browserId = browserIdOf(browserCookie);
    reply.setCookie(BROWSER_COOKIE, browserId, { ...longLived, sameSite: 'lax' });
    // A browser not seen before: a login alert (registration only records it and asks to verify the email).
    await noteSignIn(
      app.db,
      row.id,
      { deviceKey: deviceKeyOf(userAgent, browserCookie, browserId), userAgent, knownBefore: deviceOwner === row.username },
      { alert: !registered },
    );
    if (registered) await sendVerification(app.db, row.id);
    return { ...toUser(row), token };
  }

  app.post(
    '/auth/register',
    {
      config: { rateLimit: { max, timeWindow: ONE_MINUTE } },
      schema: {
        tags: ['auth'],
        summary: 'Create an account and sign in',
        body: registerBodySchema,
        response: { 200: authUserSchema, 400: messageResponseSchema, 429: messageResponseSchema },
      },
    },
    async (request, reply) => signIn(request, reply, await registerUser(app.db, request.body), { registered: true }),
  );

  app.post(
    '/auth/login',
    {
      config: { rateLimit: { max, timeWindow: ONE_MINUTE } },
      preHandler: limitPerUsername,
      schema: {
        tags: ['auth'],
        summary: 'Sign in with username and password',
        body: loginSchema,
        response: { 200: authUserSchema, 400: messageResponseSchema, 401: messageResponseSchema, 403: messageResponseSchema, 429: messageResponseSchema },
      },
    },
    async (request, reply) => signIn(request, reply, await authenticate(app.db, request.body)),
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: "Sign out: deletes the session and clears the cookie, and this browser's push subscription when named",
        body: signOutBodySchema,
        response: { 200: messageResponseSchema, 400: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const endpoint = request.body?.pushEndpoint;
      if (endpoint && request.user) await deleteSubscription(app.db, request.user.id, endpoint);
      // Also ends a session the hook did not accept (e.g. expired), so nothing lingers.
      const token = request.sessionToken ?? tokenFrom(request);
      if (token) await destroySession(app.db, token);
      clearSessionCookie(app, reply);
      return { message: MESSAGES.loggedOut };
    },
  );

  registerAccountRoutes(app);
};
