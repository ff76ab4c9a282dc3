import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@spaceshare/shared/messages';
import { createSeller, createUser } from '../src/db/factories.js';
import { sessions } from '../src/db/schema/index.js';
import { createTestApp, expectNoSecrets, sessionCookie, uniq, type TestApp } from './helpers.js';
import { register, registration, signIn } from './auth-helpers.js';

describe('accounts: sign-in and sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A generous limit here; the rate-limit tests build their own app with a small one.
    t = await createTestApp({ loginRateLimit: 1000 });
  });
  afterAll(() => t.close());

  describe('POST /api/auth/login', () => {
    it('signs in with a trimmed, case-insensitive username and sets the session cookie', async () => {
      const user = await createUser(t.db, { username: uniq('login') });
      const res = await signIn(t.app, { username: `  ${user.username.toUpperCase()} `, password: 'password123' });
      expect(res.statusCode).toBe(200);
      expectNoSecrets(res);
      const body = res.json();
      expect(body).toMatchObject({ _id: user.id, username: user.username, email: user.email, isSeller: false });
      expect(typeof body.token).toBe('string');
      const sid = res.cookies.find((c) => c.name === 'sid');
      expect(sid?.value).toBe(body.token);
      expect(sid?.httpOnly).toBe(true);
      expect(sid?.sameSite).toBe('Lax');
    });

    it('does not take the email address in place of the username', async () => {
      const user = await createUser(t.db, { username: uniq('mail') });
      const res = await signIn(t.app, { username: user.email, password: 'password123' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Invalid username or password' });
    });

    it('returns the full user for a courier', async () => {
      const seller = await createSeller(t.db, { username: uniq('seller') });
      const res = await signIn(t.app, { username: seller.username, password: 'password123' });
      expect(res.json()).toMatchObject({ isSeller: true, phone: seller.phone, desc: seller.desc });
    });

    it('answers a wrong password and an unknown username with the same 401', async () => {
      const user = await createUser(t.db, { username: uniq('wrong') });
      const wrong = await signIn(t.app, { username: user.username, password: 'password124' });
      const unknown = await signIn(t.app, { username: uniq('nobody'), password: 'password123' });
      for (const res of [wrong, unknown]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ message: 'Invalid username or password' });
        expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
      }
    });

    it.each([
      ['a missing username', { password: 'password123' }, MESSAGES.usernameRequired],
      ['a blank username', { username: '   ', password: 'password123' }, MESSAGES.usernameRequired],
      ['a missing password', { username: 'demo' }, MESSAGES.passwordRequired],
      ['an empty password', { username: 'demo', password: '' }, MESSAGES.passwordRequired],
    ])('answers 400 for %s', async (_name, payload, message) => {
      const res = await signIn(t.app, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message });
    });
  });

  describe('sessions: Bearer token and logout', () => {
    it('accepts the returned token as Authorization: Bearer', async () => {
      const user = await createUser(t.db, { username: uniq('bearer') });
      const { token } = (await signIn(t.app, { username: user.username, password: 'password123' })).json();
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/users/${user.id}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().email).toBe(user.email);
      // The scheme's name is case-insensitive.
      for (const scheme of ['bearer', 'BEARER']) {
        const other = await t.app.inject({ method: 'GET', url: `/api/users/${user.id}`, headers: { authorization: `${scheme} ${token}` } });
        expect([scheme, other.statusCode]).toEqual([scheme, 200]);
      }

      const bogus = await t.app.inject({
        method: 'GET',
        url: `/api/users/${user.id}`,
        headers: { authorization: 'Bearer not-a-real-token' },
      });
      expect(bogus.statusCode).toBe(401);
    });

    it('logout deletes the session, clears the cookie, and the token stops working', async () => {
      const user = await createUser(t.db, { username: uniq('logout') });
      const login = await signIn(t.app, { username: user.username, password: 'password123' });
      const cookie = sessionCookie(login);
      const { token } = login.json();

      const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ message: MESSAGES.loggedOut });
      const cleared = out.cookies.find((c) => c.name === 'sid');
      expect(cleared?.value).toBe('');
      expect(cleared?.expires && cleared.expires.getTime()).toBeLessThanOrEqual(Date.now());

      expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
      for (const headers of [{ cookie }, { authorization: `Bearer ${token}` }]) {
        const res = await t.app.inject({ method: 'GET', url: `/api/users/${user.id}`, headers });
        expect(res.statusCode).toBe(401);
      }
    });

    it('logout with a Bearer token ends that session only', async () => {
      const user = await createUser(t.db, { username: uniq('twodevices') });
      const phone = (await signIn(t.app, { username: user.username, password: 'password123' })).json().token;
      const laptop = (await signIn(t.app, { username: user.username, password: 'password123' })).json().token;
      const out = await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { authorization: `Bearer ${phone}` },
      });
      expect(out.statusCode).toBe(200);
      const asPhone = await t.app.inject({ method: 'GET', url: `/api/users/${user.id}`, headers: { authorization: `Bearer ${phone}` } });
      const asLaptop = await t.app.inject({ method: 'GET', url: `/api/users/${user.id}`, headers: { authorization: `Bearer ${laptop}` } });
      expect(asPhone.statusCode).toBe(401);
      expect(asLaptop.statusCode).toBe(200);
    });

    it('logout without a session still answers 200', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: MESSAGES.loggedOut });
    });
  });
});

describe('accounts: rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ loginRateLimit: 3 });
  });
  afterAll(() => t.close());

  const expectLimited = (res: LightMyRequestResponse) => {
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  };

  it('limits sign-in attempts per address', async () => {
    const ip = '203.0.113.10';
    for (let i = 0; i < 3; i++) {
      const res = await signIn(t.app, { username: uniq('guess'), password: 'password123' }, ip);
      expect(res.statusCode).toBe(401);
    }
    expectLimited(await signIn(t.app, { username: uniq('guess'), password: 'password123' }, ip));
    // Another address is not affected.
    expect((await signIn(t.app, { username: uniq('guess'), password: 'password123' }, '203.0.113.11')).statusCode).toBe(401);
  });

  it('limits sign-in attempts per username, across addresses, even with the right password after that', async () => {
    const user = await createUser(t.db, { username: uniq('target') });
    for (let i = 0; i < 3; i++) {
      const res = await signIn(t.app, { username: user.username, password: 'wrong-password' }, `198.51.100.${i + 1}`);
      expect(res.statusCode).toBe(401);
    }
    const variant = `  ${user.username.toUpperCase()} `;
    expectLimited(await signIn(t.app, { username: variant, password: 'password123' }, '198.51.100.50'));
  });

  it("does not let others' failures lock out a browser that has signed in to the account before", async () => {
    const user = await createUser(t.db, { username: uniq('owner') });
    const other = await createUser(t.db, { username: uniq('other') });
    const deviceOf = async (username: string, ip: string) => {
      const res = await signIn(t.app, { username, password: 'password123' }, ip);
      expect(res.statusCode).toBe(200);
      const device = res.cookies.find((c) => c.name === 'ss_device');
      expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
      return `ss_device=${device!.value}`;
    };
    const ownersBrowser = await deviceOf(user.username, '198.51.100.200');
    const otherBrowser = await deviceOf(other.username, '198.51.100.201');
    const attempt = (cookie: string | null, ip: string, password = 'password123') =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: user.username, password }, remoteAddress: ip, headers: cookie ? { cookie } : {} });

    // Someone fails from many addresses until the account's limit is reached (the owner's own
    // sign-in above counted too)...
    for (let i = 0; i < 2; i++) expect((await attempt(null, `198.51.100.${i + 210}`, 'wrong-password')).statusCode).toBe(401);
    expectLimited(await attempt(null, '198.51.100.220'));
    // ...and a token made up, or another account's, does not help them.
    expectLimited(await attempt('ss_device=' + 'A'.repeat(43), '198.51.100.221'));
    expectLimited(await attempt(otherBrowser, '198.51.100.222'));
    // The owner's browser still signs in, and gets no second token.
    const owner = await attempt(ownersBrowser, '198.51.100.223');
    expect(owner.statusCode).toBe(200);
    expect(owner.cookies.find((c) => c.name === 'ss_device')).toBeUndefined();
  });

  it('limits registrations per address', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < 3; i++) {
      expect((await register(t.app, registration(), ip)).statusCode).toBe(200);
    }
    expectLimited(await register(t.app, registration(), ip));
  });
});
