import { MESSAGES } from '@spaceshare/shared/messages';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import { parseSettings } from '@spaceshare/shared/settings';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db, Executor } from '../db/client.js';
import { endedSessions, pushSubscriptions, sessions, users } from '../db/schema/index.js';
import { forbidden, unauthorized } from '../lib/errors.js';

export const SESSION_COOKIE = 'sid';
const SESSION_DAYS = 30;

export type SessionUser = { id: string; username: string; isSeller: boolean; isAdmin: boolean };

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    sessionToken: string | null;
    /** Why the token this request came with no longer signs anyone in, when the server knows (decision 2311). */
    sessionEndedBecause: 'password-changed' | null;
  }
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** How a session is named where it is kept beside other rows (a push device's, decision 2532): its token's hash. */
export const sessionTokenHashOf = hashToken;

export function tokenFrom(request: Pick<FastifyRequest, 'headers' | 'cookies'>): string | null {
  const header = request.headers.authorization;
  // The scheme's name is case-insensitive (RFC 9110 §11.1): 'bearer x' is 'Bearer x'.
  const bearer = header ? /^bearer +(.*)$/i.exec(header) : null;
  if (bearer) return bearer[1]!.trim() || null;
  return request.cookies?.[SESSION_COOKIE] ?? null;
}

/** The last-seen time is written at most this often per session. */
const TOUCH_MS = 60_000;

/**
 * The session's user, or null. A session idle longer than the user's 'sessionTimeout' setting
 * (issue 11; '0' never) ends here; a live one has its last-seen time refreshed.
 */
export async function userForToken(db: Db, token: string): Promise<SessionUser | null> {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      isSeller: users.isSeller,
      isAdmin: users.isAdmin,
      suspendedAt: users.suspendedAt,
      settings: users.settings,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date())))
    .limit(1);
  // A suspended account's sessions are ended when it is suspended; this refuses any that slipped by.
  if (!row || row.suspendedAt) return null;
  const idleMs = Date.now() - row.lastSeenAt.getTime();
  const timeoutMinutes = Number(parseSettings(row.settings).sessionTimeout);
  if (timeoutMinutes > 0 && idleMs > timeoutMinutes * 60_000) {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return null;
  }
  if (idleMs > TOUCH_MS) await db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.tokenHash, tokenHash));
  return { id: row.id, username: row.username, isSeller: row.isSeller, isAdmin: row.isAdmin };
}

/** Which of these tokens still belong to a live session (one query, however many tokens). */
export async function liveTokens(db: Db, tokens: readonly string[]): Promise<Set<string>> {
  if (tokens.length === 0) return new Set();
  const byHash = new Map(tokens.map((t) => [hashToken(t), t]));
  const rows = await db
    .select({ tokenHash: sessions.tokenHash })
    .from(sessions)
    .where(and(inArray(sessions.tokenHash, [...byHash.keys()]), gt(sessions.expiresAt, new Date())));
  return new Set(rows.map((r) => byHash.get(r.tokenHash)!));
}

export async function createSession(db: Db, userId: string, userAgent = ''): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000);
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt, userAgent: userAgent.slice(0, 300) });
  // Housekeeping on sign-in keeps the table from growing without a scheduler.
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, new Date())));
  return token;
}

export async function destroySession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/**
 * Ends every session of the user but `keepToken`'s (all of them without it). With a reason, each ended
 * session is remembered for as long as it could have lived, so its device is told why (decision 2311).
 */
export async function destroyOtherSessions(db: Executor, userId: string, keepToken?: string | null, reason?: 'password-changed'): Promise<void> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), keepToken ? ne(sessions.tokenHash, hashToken(keepToken)) : undefined))
    .returning({ tokenHash: sessions.tokenHash, expiresAt: sessions.expiresAt });
  // The push devices of the sessions ended go with them (decision 2532): a lost phone signed out by a
  // password change stops showing the account's messages. Only the kept session's device stays.
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), keepToken ? sql`${pushSubscriptions.sessionTokenHash} is distinct from ${hashToken(keepToken)}` : undefined));
  if (!reason) return;
  await db.delete(endedSessions).where(and(eq(endedSessions.userId, userId), lt(endedSessions.endedAt, new Date(Date.now() - SESSION_DAYS * 86_400_000))));
  const live = ended.filter((s) => s.expiresAt > new Date());
  if (live.length > 0) {
    await db
      .insert(endedSessions)
      .values(live.map((s) => ({ tokenHash: s.tokenHash, userId, reason })))
      .onConflictDoUpdate({ target: endedSessions.tokenHash, set: { reason, endedAt: new Date() } });
  }
}

/** Why this token's session was ended, when a password change ended it within a session's lifetime. */
async function endedBecause(db: Db, token: string): Promise<'password-changed' | null> {
  const [row] = await db
    .select({ reason: endedSessions.reason })
    .from(endedSessions)
    .where(and(eq(endedSessions.tokenHash, hashToken(token)), gt(endedSessions.endedAt, new Date(Date.now() - SESSION_DAYS * 86_400_000))))
    .limit(1);
  return row?.reason ?? null;
}

/** The id the sessions list shows for this token's session. */
export async function sessionIdOf(db: Db, token: string): Promise<string | null> {
  const [row] = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.tokenHash, hashToken(token))).limit(1);
  return row?.id ?? null;
}

export function setSessionCookie(app: FastifyInstance, reply: FastifyReply, token: string) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.cookieSecure,
    maxAge: SESSION_DAYS * 86_400,
  });
}

export function clearSessionCookie(app: FastifyInstance, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: app.config.cookieSecure });
}

/** Reads the session once per request; routes then ask requireUser() / requireSeller(). */
export function registerAuth(app: FastifyInstance) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.decorateRequest('sessionEndedBecause', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = tokenFrom(request);
    if (!token) return;
    const user = await userForToken(app.db, token);
    if (user) {
      request.user = user;
      request.sessionToken = token;
    } else {
      // Only a token that signs nobody in costs this look-up (one primary-key read).
      request.sessionEndedBecause = await endedBecause(app.db, token);
    }
  });
}

export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized(request.sessionEndedBecause === 'password-changed' ? MESSAGES.sessionEndedPasswordChanged : undefined);
  return request.user;
}

/** The OpenAPI security of a route that needs a session: the cookie, or the same token as a bearer. */
export const security: Array<Record<string, string[]>> = [{ cookieAuth: [] }, { bearerAuth: [] }];

/** An onRequest hook: runs before validation, so a visitor gets 401 rather than hints about the body. */
export const signedIn = async (request: FastifyRequest) => {
  requireUser(request);
};

/** An onRequest hook for the operator's console: 401 without a session, 403 for everyone but operators. */
export const adminOnly = async (request: FastifyRequest) => {
  if (!requireUser(request).isAdmin) throw forbidden(MESSAGES.adminOnly);
};

export function requireSeller(request: FastifyRequest, message = 'Only sellers can do this. Become a courier first.'): SessionUser {
  const user = requireUser(request);
  if (!user.isSeller) throw forbidden(message);
  return user;
}
