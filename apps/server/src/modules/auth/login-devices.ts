import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { loginDevices, users } from '../../db/schema/index.js';

// Browsers that have signed in to an account (decision 1204). Sign-in attempts are limited per
// username so that a guess spread over many addresses does not help; without this, that same limit
// let anyone keep an account locked by failing ten times a minute. A browser that has signed in to
// the account before shows its token and is counted on its own.

/** The cookie holding the token; sent only to the sign-in routes. */
export const DEVICE_COOKIE = 'ss_device';
export const DEVICE_COOKIE_PATH = '/api/auth';
export const DEVICE_DAYS = 365;
/** A cookie value we could have made (43 base64url characters): anything else is not looked up. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const hashDeviceToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The username whose browser holds `token`, or null for a missing, malformed or unknown one. */
export async function deviceUsername(db: Db, token: string | undefined): Promise<string | null> {
  if (!token || !TOKEN.test(token)) return null;
  const [row] = await db
    .select({ username: users.username })
    .from(loginDevices)
    .innerJoin(users, eq(users.id, loginDevices.userId))
    .where(eq(loginDevices.tokenHash, hashDeviceToken(token)))
    .limit(1);
  return row?.username ?? null;
}

/**
 * The browser cookie (decision 2311): a random id a browser keeps across accounts, by which a sign-in
 * is recognised as coming from a browser seen before (no login alert). Unlike `ss_device` it names no
 * account, so a browser two people share stays known to both.
 */
export const BROWSER_COOKIE = 'ss_browser';

/** The browser's id if it sent a sane one, else a new one to give it. */
export const browserIdOf = (cookie: string | undefined) => (cookie && TOKEN.test(cookie) ? cookie : randomBytes(32).toString('base64url'));

/**
 * What a sign-in's browser is known by: its browser cookie; or, for an API client that keeps no
 * cookies (a User-Agent that is no browser's, 'curl/8.5.0'), its User-Agent as before, so a script
 * signing in every day is not a new device each time. Every browser's User-Agent starts 'Mozilla/'.
 */
export function deviceKeyOf(userAgent: string, browserCookie: string | undefined, browserId: string): string {
  const keepsCookies = browserCookie === browserId;
  return keepsCookies || /^Mozilla\//.test(userAgent) ? `browser:${browserId}` : userAgent;
}

/** A new token for a browser that has just signed in; only its hash is stored. */
export async function rememberDevice(db: Db, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(loginDevices).values({ tokenHash: hashDeviceToken(token), userId });
  return token;
}
