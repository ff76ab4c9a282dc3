import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { LIMITS } from '@spaceshare/shared/constants';
import { MESSAGES } from '@spaceshare/shared/messages';
import type { AccountSession } from '@spaceshare/shared/schemas/account';
import { DEFAULT_PASSWORD, REGISTRABLE_PASSWORD, userDefaults } from '../src/db/factory-defaults.js';
import { createUser } from '../src/db/factories.js';
import { accountTokens, emailOutbox, sessions, users } from '../src/db/schema/index.js';
import { createTestApp, sessionCookie, type TestApp } from './helpers.js';

// Account security (issue 11): password change and reset, email verification, sessions, idle timeout
// and login alerts. Emails are read from the outbox rows the server queued.

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const NEW_PASSWORD = 'violet-harbour-lantern-42';

describe('account security', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ loginRateLimit: 1000 });
  });
  afterAll(() => t.close());

  const login = async (username: string, password = DEFAULT_PASSWORD, ua = CHROME_WINDOWS) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'user-agent': ua }, payload: { username, password } });
    return { status: res.statusCode, cookie: res.statusCode === 200 ? sessionCookie(res) : '' };
  };
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie = '', payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });
  const emailsTo = (userId: string) => t.db.select().from(emailOutbox).where(eq(emailOutbox.userId, userId));
  const linkToken = (text: string, path: string) => new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(text)?.[1];

  it('changes the password with the current one, and signs out the other sessions', async () => {
    const user = await createUser(t.db);
    const here = await login(user.username);
    const elsewhere = await login(user.username, DEFAULT_PASSWORD, SAFARI_IPHONE);
    const change = (payload: object) => call('POST', '/api/auth/password', here.cookie, payload);
    expect((await change({ currentPassword: 'wrong-one', newPassword: NEW_PASSWORD })).json()).toEqual({ message: MESSAGES.currentPasswordWrong });
    expect((await change({ currentPassword: DEFAULT_PASSWORD, newPassword: 'short' })).json()).toEqual({ message: MESSAGES.passwordMin });
    expect((await change({ currentPassword: DEFAULT_PASSWORD, newPassword: 'qwerty123' })).json()).toEqual({ message: MESSAGES.passwordCommon });
    const same = await change({ currentPassword: 'the-same-good-one', newPassword: 'the-same-good-one' });
    expect([same.statusCode, same.json()]).toEqual([400, { message: MESSAGES.newPasswordSame }]);
    expect((await change({ currentPassword: DEFAULT_PASSWORD, newPassword: NEW_PASSWORD })).json()).toEqual({ message: MESSAGES.passwordChanged });
    expect((await call('GET', '/api/auth/sessions', elsewhere.cookie)).statusCode).toBe(401);
    expect((await call('GET', '/api/auth/sessions', here.cookie)).statusCode).toBe(200);
    expect((await login(user.username)).status).toBe(401);
    expect((await login(user.username, NEW_PASSWORD)).status).toBe(200);
    expect((await call('POST', '/api/auth/password', '', { currentPassword: 'x', newPassword: NEW_PASSWORD })).statusCode).toBe(401);
  });

  it('resets a forgotten password by a one-use, one-hour link, without telling who has an account', async () => {
    const user = await createUser(t.db, { email: `Reset.${Date.now()}@Example.com` });
    const session = await login(user.username);
    const unknown = await call('POST', '/api/auth/forgot', '', { email: 'nobody-here@example.com' });
    const known = await call('POST', '/api/auth/forgot', '', { email: user.email.toUpperCase() });
    expect([unknown.statusCode, unknown.json()]).toEqual([200, { message: MESSAGES.forgotPasswordSent }]);
    expect([known.statusCode, known.json()]).toEqual([200, { message: MESSAGES.forgotPasswordSent }]);
    expect((await call('POST', '/api/auth/forgot', '', { email: 'not-an-email' })).statusCode).toBe(400);

    const mail = (await emailsTo(user.id)).find((e) => e.subject === 'SpaceShare: Reset your password')!;
    expect(mail.category).toBe('account');
    expect(mail.unsubscribeUrl).toBeNull();
    const token = linkToken(mail.text, '/reset-password')!;
    expect(mail.html).toContain(`/reset-password?token=${token}`);
    // Only the hash is stored.
    expect(JSON.stringify(await t.db.select().from(accountTokens).where(eq(accountTokens.userId, user.id)))).not.toContain(token);

    const reset = (payload: object) => call('POST', '/api/auth/reset', '', payload);
    expect((await reset({ token, password: 'password123' })).json()).toEqual({ message: MESSAGES.passwordCommon });
    expect((await reset({ token: 'made-up', password: NEW_PASSWORD })).json()).toEqual({ message: MESSAGES.resetLinkInvalid });
    expect((await reset({ token, password: NEW_PASSWORD })).json()).toEqual({ message: MESSAGES.passwordResetDone });
    expect((await reset({ token, password: `${NEW_PASSWORD}!` })).json()).toEqual({ message: MESSAGES.resetLinkInvalid });
    expect((await call('GET', '/api/auth/sessions', session.cookie)).statusCode).toBe(401);
    expect((await login(user.username, NEW_PASSWORD)).status).toBe(200);

    // An expired link, and an older link once a newer one was sent, do not work.
    await call('POST', '/api/auth/forgot', '', { email: user.email });
    await call('POST', '/api/auth/forgot', '', { email: user.email });
    const links = (await emailsTo(user.id)).filter((e) => e.subject === 'SpaceShare: Reset your password').map((e) => linkToken(e.text, '/reset-password')!);
    expect(links).toHaveLength(3);
    expect((await reset({ token: links[1]!, password: NEW_PASSWORD })).json()).toEqual({ message: MESSAGES.resetLinkInvalid });
    await t.db.update(accountTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(and(eq(accountTokens.userId, user.id), eq(accountTokens.purpose, 'reset')));
    expect((await reset({ token: links[2]!, password: NEW_PASSWORD })).json()).toEqual({ message: MESSAGES.resetLinkInvalid });
  });

  it('sends a verification link at registration; the link verifies the address once', async () => {
    const fields = userDefaults();
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', headers: { 'user-agent': CHROME_WINDOWS }, payload: { ...fields, password: REGISTRABLE_PASSWORD } });
    expect(res.statusCode, res.body).toBe(200);
    const me = res.json();
    expect(me.emailVerified).toBe(false);
    const cookie = sessionCookie(res);
    const mails = await emailsTo(me._id);
    // Registration records the browser: no login alert, just the verification link.
    expect(mails.map((m) => m.subject)).toEqual(['SpaceShare: Verify your email address']);
    const token = linkToken(mails[0]!.text, '/verify-email')!;
    expect((await call('POST', '/api/auth/verify-email', '', { token: 'nope' })).json()).toEqual({ message: MESSAGES.verifyLinkInvalid });
    expect((await call('POST', '/api/auth/verify-email', '', { token })).json()).toEqual({ message: MESSAGES.emailVerifiedDone });
    // Opened again (a second tap, another device): the address is verified, and the page says so (decision 2413).
    const again = await call('POST', '/api/auth/verify-email', '', { token });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: MESSAGES.emailAlreadyVerified });
    expect((await call('GET', `/api/users/${me._id}`, cookie)).json().emailVerified).toBe(true);
    expect((await call('GET', `/api/users/public/${me._id}`)).json().emailVerified).toBe(true);
    expect((await call('POST', '/api/auth/verify-email/resend', cookie)).json()).toEqual({ message: MESSAGES.emailAlreadyVerified });

    const other = await createUser(t.db);
    const { cookie: otherCookie } = await login(other.username);
    expect((await call('POST', '/api/auth/verify-email/resend', otherCookie)).json()).toEqual({ message: MESSAGES.verificationSent });
    expect((await call('POST', '/api/auth/verify-email/resend')).statusCode).toBe(401);
    // A link superseded by a newer one, of an address not verified yet, stays refused.
    const superseded = linkToken((await emailsTo(other.id))[0]!.text, '/verify-email')!;
    await call('POST', '/api/auth/verify-email/resend', otherCookie);
    expect((await call('POST', '/api/auth/verify-email', '', { token: superseded })).json()).toEqual({ message: MESSAGES.verifyLinkInvalid });
  });

  it("emails one account at most ACCOUNT_LINKS_PER_HOUR links of each kind an hour, however many addresses ask (decision 2111)", async () => {
    const user = await createUser(t.db, { email: `Flood.${Date.now()}@Example.com` });
    const { cookie } = await login(user.username);
    const subjects = async () => (await emailsTo(user.id)).map((e) => e.subject);
    for (let i = 0; i < LIMITS.ACCOUNT_LINKS_PER_HOUR; i++) {
      expect((await call('POST', '/api/auth/verify-email/resend', cookie)).statusCode).toBe(200);
    }
    const refused = await call('POST', '/api/auth/verify-email/resend', cookie);
    expect([refused.statusCode, refused.json()]).toEqual([429, { message: MESSAGES.tooManyLinks }]);

    // Reset links: the same answer as for an unknown address, and no email past the share.
    for (let i = 0; i <= LIMITS.ACCOUNT_LINKS_PER_HOUR; i++) {
      const res = await call('POST', '/api/auth/forgot', '', { email: user.email });
      expect([res.statusCode, res.json()]).toEqual([200, { message: MESSAGES.forgotPasswordSent }]);
    }
    const sent = await subjects();
    expect(sent.filter((s) => s === 'SpaceShare: Verify your email address')).toHaveLength(LIMITS.ACCOUNT_LINKS_PER_HOUR);
    expect(sent.filter((s) => s === 'SpaceShare: Reset your password')).toHaveLength(LIMITS.ACCOUNT_LINKS_PER_HOUR);

    // An hour later the account may ask again.
    await t.db.update(accountTokens).set({ createdAt: new Date(Date.now() - 61 * 60_000) }).where(eq(accountTokens.userId, user.id));
    expect((await call('POST', '/api/auth/verify-email/resend', cookie)).statusCode).toBe(200);
  });

  it('lists sessions by device, signs out one or all of them', async () => {
    const user = await createUser(t.db);
    const laptop = await login(user.username, DEFAULT_PASSWORD, CHROME_WINDOWS);
    const phone = await login(user.username, DEFAULT_PASSWORD, SAFARI_IPHONE);
    const list = (await call('GET', '/api/auth/sessions', laptop.cookie)).json() as AccountSession[];
    expect(list.map((s) => [s.device, s.current]).sort()).toEqual([
      ['Chrome on Windows', true],
      ['Safari on iPhone', false],
    ]);
    const stranger = await createUser(t.db);
    const strangerSession = await login(stranger.username);
    const phoneId = list.find((s) => !s.current)!.id;
    expect((await call('DELETE', `/api/auth/sessions/${phoneId}`, strangerSession.cookie)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/auth/sessions/${phoneId}`, laptop.cookie)).json()).toEqual({ message: MESSAGES.sessionEnded });
    expect((await call('GET', '/api/auth/sessions', phone.cookie)).statusCode).toBe(401);
    const again = await login(user.username, DEFAULT_PASSWORD, SAFARI_IPHONE);
    expect((await call('POST', '/api/auth/sessions/end-all', again.cookie)).json()).toEqual({ message: MESSAGES.signedOutEverywhere });
    expect((await call('GET', '/api/auth/sessions', laptop.cookie)).statusCode).toBe(401);
    expect((await call('GET', '/api/auth/sessions', again.cookie)).statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  });

  it('ends a session idle longer than the user\'s timeout (never with \'0\')', async () => {
    const user = await createUser(t.db);
    const { cookie } = await login(user.username);
    const idleFor = (minutes: number) =>
      t.db.update(sessions).set({ lastSeenAt: new Date(Date.now() - minutes * 60_000) }).where(eq(sessions.userId, user.id));
    await idleFor(29);
    expect((await call('GET', '/api/auth/sessions', cookie)).statusCode).toBe(200);
    // The request touched it: idle again from now.
    const [touched] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(Date.now() - touched!.lastSeenAt.getTime()).toBeLessThan(10_000);
    expect((await call('PUT', '/api/users/me/settings', cookie, { sessionTimeout: '0' })).statusCode).toBe(200);
    await idleFor(600);
    expect((await call('GET', '/api/auth/sessions', cookie)).statusCode).toBe(200);
    expect((await call('PUT', '/api/users/me/settings', cookie, { sessionTimeout: '15' })).statusCode).toBe(200);
    await idleFor(16);
    expect((await call('GET', '/api/auth/sessions', cookie)).statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  });

  it('emails a login alert for a browser not seen before, when login alerts are on', async () => {
    const user = await createUser(t.db);
    const alerts = async () => (await emailsTo(user.id)).filter((e) => e.subject === 'SpaceShare: New sign-in to your account');
    const first = await login(user.username, DEFAULT_PASSWORD, CHROME_WINDOWS);
    expect(await alerts()).toHaveLength(1);
    expect((await alerts())[0]!.text).toContain('Chrome on Windows');
    // Another browser profile with the same User-Agent is a new browser too (its cookie tells them
    // apart, decision 2311: account-changes.test.ts).
    await login(user.username, DEFAULT_PASSWORD, CHROME_WINDOWS);
    expect(await alerts()).toHaveLength(2);
    await call('PUT', '/api/users/me/settings', first.cookie, { loginAlerts: false });
    await login(user.username, DEFAULT_PASSWORD, SAFARI_IPHONE);
    expect(await alerts()).toHaveLength(2);
    expect((await t.db.select({ v: users.emailVerifiedAt }).from(users).where(eq(users.id, user.id)))[0]!.v).toBeNull();
  });
});
