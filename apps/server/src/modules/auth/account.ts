import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { LIMITS } from '@spaceshare/shared/constants';
import { MESSAGES } from '@spaceshare/shared/messages';
import type { AccountSession } from '@spaceshare/shared/schemas/account';
import { parseSettings } from '@spaceshare/shared/settings';
import type { Db, Executor } from '../../db/client.js';
import { accountTokens, knownDevices, pushSubscriptions, sessions, users } from '../../db/schema/index.js';
import { deviceName } from '../../lib/device.js';
import { badRequest, HttpError, isUniqueViolation, notFound } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { destroyOtherSessions } from '../../plugins/auth.js';
import { enqueueEmail, transactionWithEmail } from '../email/outbox.js';
import { emailIs } from './service.js';
import { renderEmail } from '../email/templates.js';

// Account security (issue 11): password change and reset, email verification and change (decision
// 2311), sessions, login alerts.

const RESET_TTL_MS = 60 * 60_000;
const VERIFY_TTL_MS = 7 * 86_400_000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const HOUR_MS = 60 * 60_000;
const EMAIL_CHANGE_TTL_MS = 24 * HOUR_MS;

type LinkPurpose = 'reset' | 'verify' | 'email';
const TTL_MS: Record<LinkPurpose, number> = { reset: RESET_TTL_MS, verify: VERIFY_TTL_MS, email: EMAIL_CHANGE_TTL_MS };

/**
 * Whether the account already got its hourly share of links of this kind (decision 2111): the
 * per-address request limits do not stop anyone from filling a stranger's inbox from many addresses.
 */
async function linksExhausted(db: Db, userId: string, purpose: LinkPurpose): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(accountTokens)
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), gt(accountTokens.createdAt, new Date(Date.now() - HOUR_MS))));
  return (row?.n ?? 0) >= LIMITS.ACCOUNT_LINKS_PER_HOUR;
}

/** A new single-use link token; only its hash is stored. Older unused tokens of the same purpose stop working. */
async function issueToken(db: Executor, userId: string, purpose: LinkPurpose, newEmail: string | null = null): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
  await db.insert(accountTokens).values({
    tokenHash: sha256(token),
    userId,
    purpose,
    newEmail,
    expiresAt: new Date(Date.now() + TTL_MS[purpose]),
  });
  return token;
}

/** Spends a token: the user it belonged to, or null when it is unknown, used or expired. One use only. */
async function spendToken(db: Db, token: string, purpose: Exclude<LinkPurpose, 'email'>): Promise<string | null> {
  return (await spendLink(db, token, purpose))?.userId ?? null;
}

async function spendLink(db: Executor, token: string, purpose: LinkPurpose): Promise<{ userId: string; newEmail: string | null } | null> {
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
    .returning({ userId: accountTokens.userId, newEmail: accountTokens.newEmail });
  return row ?? null;
}

export const accountEmail = (subject: string, heading: string, body: string, action: string, path: string) =>
  ({ publicUrl }: { publicUrl: string }) =>
    renderEmail({ subject: `SpaceShare: ${subject}`, heading, body, action, url: `${publicUrl}${path}`, unsubscribeUrl: null, category: 'account' });

/** 400 unless `password` is the account's current one (asked again before a password or email change). */
async function checkCurrentPassword(db: Db, userId: string, password: string): Promise<void> {
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  if (!row || !(await verifyPassword(row.hash, password))) throw badRequest(MESSAGES.currentPasswordWrong);
}

/**
 * A new password takes effect: every other session ends, remembered as ended by it so those devices
 * say why, and the account is told by email, always (decision 2311).
 */
async function setPassword(db: Db, userId: string, password: string, keepToken: string | null): Promise<void> {
  const passwordHash = await hashPassword(password);
  // All or nothing: a password changed while the other sessions live on, or without its email, is worse than no change.
  await transactionWithEmail(db, async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
    await destroyOtherSessions(tx, userId, keepToken, 'password-changed');
    // A change of email still waiting for its link goes too: the notice sent to the old address tells the
    // owner to change the password if it was not them, and that must stop whoever asked for it.
    await tx
      .update(accountTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, 'email'), isNull(accountTokens.usedAt)));
    await enqueueEmail(tx, {
      userId,
      category: 'account',
      content: accountEmail(
        'Your password was changed',
        'Your password was changed',
        `The password of your SpaceShare account was changed at ${new Date().toUTCString()}, and every other device was signed out. If it was you, there is nothing to do. If it was not, reset your password now with "Forgot password?" on the sign-in page: the reset link comes to this address.`,
        'Reset my password',
        '/forgot-password',
      ),
    });
  });
}

/** Changes the password after checking the current one; every other session ends. */
export async function changePassword(db: Db, userId: string, keepToken: string | null, current: string, next: string): Promise<void> {
  await checkCurrentPassword(db, userId, current);
  await setPassword(db, userId, next, keepToken);
}

/** Emails a reset link if an account has this address; the caller answers the same either way. */
export async function requestPasswordReset(db: Db, email: string): Promise<void> {
  const [user] = await db.select({ id: users.id }).from(users).where(emailIs(email)).limit(1);
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
  await setPassword(db, userId, password, null);
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

/**
 * Verifies the address of the link's account: 'verified', or 'already' when the link was spent (or has
 * lapsed) but its account is verified, as after a second tap on the same email (decision 2413).
 */
export async function verifyEmail(db: Db, token: string): Promise<'verified' | 'already'> {
  const userId = await spendToken(db, token, 'verify');
  if (userId) {
    await db.update(users).set({ emailVerifiedAt: new Date() }).where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
    return 'verified';
  }
  const [spent] = await db
    .select({ id: users.id })
    .from(accountTokens)
    .innerJoin(users, eq(users.id, accountTokens.userId))
    .where(and(eq(accountTokens.tokenHash, sha256(token)), eq(accountTokens.purpose, 'verify'), isNotNull(users.emailVerifiedAt)))
    .limit(1);
  if (!spent) throw badRequest(MESSAGES.verifyLinkInvalid);
  return 'already';
}

/** 'n***@example.com': enough for the owner to recognise, too little to hand a stranger the address. */
export const maskEmail = (email: string) => {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, Math.min(1, at))}***${email.slice(at)}`;
};

/**
 * Starts a change of email (decision 2311): after the current password, a link to the new address
 * (which becomes the account's, verified, when it is opened) and a notice to the old one. The new
 * address must not be any account's, compared as registration compares them.
 */
export async function requestEmailChange(db: Db, userId: string, newEmail: string, password: string): Promise<void> {
  await checkCurrentPassword(db, userId, password);
  const [me] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  if (!me) throw notFound(MESSAGES.userNotFound);
  if (me.email.toLowerCase() === newEmail) throw badRequest(MESSAGES.emailSameAsCurrent);
  if (await emailTaken(db, newEmail)) throw badRequest(MESSAGES.emailTaken);
  if (await linksExhausted(db, userId, 'email')) throw new HttpError(429, MESSAGES.tooManyLinks);
  // The link never goes without the notice to the old address: both are queued, or neither.
  await transactionWithEmail(db, async (tx) => {
    const token = await issueToken(tx, userId, 'email', newEmail);
    await enqueueEmail(tx, {
      userId,
      to: newEmail,
      category: 'account',
      content: accountEmail(
        'Confirm your new email address',
        'Confirm your new email address',
        'Open the link to make this the email address of your SpaceShare account. The link works once, for 24 hours; until it is opened, your account keeps its current address. If you did not ask for this, ignore this email.',
        'Confirm my new email',
        `/confirm-email?token=${token}`,
      ),
    });
    await enqueueEmail(tx, {
      userId,
      category: 'account',
      content: accountEmail(
        'Your email address is being changed',
        'Your email address is being changed',
        `Someone signed in to your SpaceShare account asked to change its email address to ${maskEmail(newEmail)}. It changes only when the link we sent there is opened. If this was not you, change your password now and sign out the other sessions in Settings; if you cannot sign in, reset your password with "Forgot password?": the link comes to this address until the change is confirmed.`,
        'Review your account security',
        '/settings?tab=security',
      ),
    });
  });
}

const emailTaken = async (db: Executor, email: string) =>
  (await db.select({ id: users.id }).from(users).where(emailIs(email)).limit(1)).length > 0;

/**
 * Opens a change of email's link: the new address becomes the account's, verified by this very link.
 * Links sent to the old address (verification, reset) stop working. Another account that took the
 * address meanwhile wins (the unique index settles a race).
 */
export async function confirmEmailChange(db: Db, token: string): Promise<void> {
  // All or nothing: the new address with the old address's links still working would be half a change.
  await db.transaction(async (tx) => {
    const link = await spendLink(tx, token, 'email');
    if (!link?.newEmail) throw badRequest(MESSAGES.emailChangeLinkInvalid);
    const { userId, newEmail } = link;
    if (await emailTaken(tx, newEmail)) throw badRequest(MESSAGES.emailTaken);
    try {
      await tx.update(users).set({ email: newEmail, emailVerifiedAt: new Date(), updatedAt: new Date() }).where(eq(users.id, userId));
    } catch (err) {
      if (isUniqueViolation(err, 'users_email_key')) throw badRequest(MESSAGES.emailTaken);
      throw err;
    }
    await tx
      .update(accountTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(accountTokens.userId, userId), isNull(accountTokens.usedAt)));
  });
}

/**
 * Records the browser a user signed in from (`deviceKey`, from its browser cookie: login-devices.ts);
 * a browser not seen before gets an email when the user's 'loginAlerts' setting is on (registration
 * only records it). `knownBefore`: the browser proved this account signed in there before in another
 * way (its decision-1204 cookie), so it is recorded without an alert.
 */
export async function noteSignIn(
  db: Db,
  userId: string,
  { deviceKey, userAgent, knownBefore }: { deviceKey: string; userAgent: string; knownBefore: boolean },
  { alert }: { alert: boolean },
): Promise<void> {
  const added = await db
    .insert(knownDevices)
    .values({ userId, deviceHash: sha256(deviceKey) })
    .onConflictDoNothing()
    .returning({ userId: knownDevices.userId });
  if (!alert || knownBefore || added.length === 0) return;
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
    .returning({ tokenHash: sessions.tokenHash });
  if (ended.length === 0) throw notFound(MESSAGES.sessionNotFound);
  // Its push device goes with it (decision 2532).
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), inArray(pushSubscriptions.sessionTokenHash, ended.map((e) => e.tokenHash))));
}
