import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { LIMITS } from '@spaceshare/shared/constants';
import { MESSAGES } from '@spaceshare/shared/messages';
import type { AccountSession } from '@spaceshare/shared/schemas/account';
import { parseSettings } from '@spaceshare/shared/settings';
import type { Db } from '../../db/client.js';
import { accountTokens, knownDevices, sessions, users } from '../../db/schema/index.js';
import { deviceName } from '../../lib/device.js';
import { badRequest, HttpError, notFound } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { destroyOtherSessions } from '../../plugins/auth.js';
import { enqueueEmail } from '../email/outbox.js';
import { renderEmail } from '../email/templates.js';

// Account security (issue 11): password change and reset, email verification, sessions, login alerts.

const RESET_TTL_MS = 60 * 60_000;
const VERIFY_TTL_MS = 7 * 86_400_000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const HOUR_MS = 60 * 60_000;

/**
 * Whether the account already got its hourly share of links of this kind (decision 2111): the
 * per-address request limits do not stop anyone from filling a stranger's inbox from many addresses.
 */
async function linksExhausted(db: Db, userId: string, purpose: 'reset' | 'verify'): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(accountTokens)
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), gt(accountTokens.createdAt, new Date(Date.now() - HOUR_MS))));
  return (row?.n ?? 0) >= LIMITS.ACCOUNT_LINKS_PER_HOUR;
}

/** A new single-use link token; only its hash is stored. Older unused tokens of the same purpose stop working. */
async function issueToken(db: Db, userId: string, purpose: 'reset' | 'verify'): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
  await db.insert(accountTokens).values({
    tokenHash: sha256(token),
    userId,
    purpose,
    expiresAt: new Date(Date.now() + (purpose === 'reset' ? RESET_TTL_MS : VERIFY_TTL_MS)),
  });
  return token;
}

/** Spends a token: the user it belonged to, or null when it is unknown, used or expired. One use only. */
async function spendToken(db: Db, token: string, purpose: 'reset' | 'verify'): Promise<string | null> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(accountTokens.tokenHash, sha256(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: accountTokens.userId });
  return row?.userId ?? null;
}

export const accountEmail = (subject: string, heading: string, body: string, action: string, path: string) =>
  ({ publicUrl }: { publicUrl: string }) =>
    renderEmail({ subject: `SpaceShare: ${subject}`, heading, body, action, url: `${publicUrl}${path}`, unsubscribeUrl: null, category: 'account' });

/** Changes the password after checking the current one; every other session ends. */
export async function changePassword(db: Db, userId: string, keepToken: string | null, current: string, next: string): Promise<void> {
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  if (!row || !(await verifyPassword(row.hash, current))) throw badRequest(MESSAGES.currentPasswordWrong);
  await db.update(users).set({ passwordHash: await hashPassword(next), updatedAt: new Date() }).where(eq(users.id, userId));
  await destroyOtherSessions(db, userId, keepToken);
}

/** Emails a reset link if an account has this address; the caller answers the same either way. */
export async function requestPasswordReset(db: Db, email: string): Promise<void> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, email)).limit(1);
  // The answer is the same either way: it must not tell whether the address has an account.
  if (!user || (await linksExhausted(db, user.id, 'reset'))) return;
  const token = await issueToken(db, user.id, 'reset');
  await enqueueEmail(db, {
    userId: user.id,
    category: 'account',
    content: accountEmail(
      'Reset your password',
      'Reset your password',
      'Someone (we hope you) asked to reset the password of your SpaceShare account. The link works once, for 1 hour. If it was not you, ignore this email: your password stays the same.',
      'Choose a new password',
      `/reset-password?token=${token}`,
    ),
  });
}

/** Sets a new password from a reset link and ends every session; returns whose. */
export async function resetPassword(db: Db, token: string, password: string): Promise<string> {
  const userId = await spendToken(db, token, 'reset');
  if (!userId) throw badRequest(MESSAGES.resetLinkInvalid);
  await db.update(users).set({ passwordHash: await hashPassword(password), updatedAt: new Date() }).where(eq(users.id, userId));
  await destroyOtherSessions(db, userId);
  return userId;
}

/** Emails the link that verifies the account's address (at registration, and again on request). */
export async function sendVerification(db: Db, userId: string): Promise<void> {
  const [user] = await db.select({ verifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound(MESSAGES.userNotFound);
  if (user.verifiedAt) throw badRequest(MESSAGES.emailAlreadyVerified);
  if (await linksExhausted(db, userId, 'verify')) throw new HttpError(429, MESSAGES.tooManyLinks);
  const token = await issueToken(db, userId, 'verify');
  await enqueueEmail(db, {
    userId,
    category: 'account',
    content: accountEmail(
      'Verify your email address',
      'Verify your email address',
      'Open the link to confirm that this address is yours. A verified address shows as a badge on your profile and your listings.',
      'Verify my email',
      `/verify-email?token=${token}`,
    ),
  });
}

export async function verifyEmail(db: Db, token: string): Promise<void> {
  const userId = await spendToken(db, token, 'verify');
  if (!userId) throw badRequest(MESSAGES.verifyLinkInvalid);
  await db.update(users).set({ emailVerifiedAt: new Date() }).where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
}

/**
 * Records the browser a user signed in from; a browser not seen before gets an email when the user's
 * 'loginAlerts' setting is on (registration only records it).
 */
export async function noteSignIn(db: Db, userId: string, userAgent: string, { alert }: { alert: boolean }): Promise<void> {
  const added = await db
    .insert(knownDevices)
    .values({ userId, deviceHash: sha256(userAgent) })
    .onConflictDoNothing()
    .returning({ userId: knownDevices.userId });
  if (!alert || added.length === 0) return;
  const [user] = await db.select({ settings: users.settings }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user || !parseSettings(user.settings).loginAlerts) return;
  const device = deviceName(userAgent);
  await enqueueEmail(db, {
    userId,
    category: 'account',
    content: accountEmail(
      'New sign-in to your account',
      'New sign-in to your account',
      `Your account was signed in from ${device} at ${new Date().toUTCString()}. If it was you, there is nothing to do. If not, change your password and sign out the other sessions in Settings.`,
      'Review your sessions',
      '/settings?tab=security',
    ),
  });
}

/** The user's live sessions, most recently used first. */
export async function listSessions(db: Db, userId: string, currentId: string | null): Promise<AccountSession[]> {
  const rows = await db
    .select({ id: sessions.id, userAgent: sessions.userAgent, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.lastSeenAt))
    .limit(100);
  return rows.map((r) => ({
    id: r.id,
    device: deviceName(r.userAgent),
    createdAt: r.createdAt.toISOString(),
    lastSeenAt: r.lastSeenAt.toISOString(),
    current: r.id === currentId,
  }));
}

/** Ends one of the user's own sessions (404 for any other id). */
export async function endSession(db: Db, userId: string, id: string): Promise<void> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.id, id)))
    .returning({ id: sessions.id });
  if (ended.length === 0) throw notFound(MESSAGES.sessionNotFound);
}
