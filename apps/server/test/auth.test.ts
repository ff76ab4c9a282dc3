import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@spaceshare/shared/messages';
import { createSeller, createUser } from '../src/db/factories.js';
import { sessions, uploads, users } from '../src/db/schema/index.js';
import { createTestApp, sessionCookie, type TestApp } from './helpers.js';

let seq = 0;
const uniq = (prefix = 'u') => `${prefix}${Date.now().toString(36)}${(seq++).toString(36)}`;

const COURIER_DESC = 'I fly from Guangzhou to Accra every month with 20 kg of spare luggage space.';

function registration(overrides: Record<string, unknown> = {}) {
  const username = uniq('reg');
  return {
    username,
    email: `${username}@example.com`,
    password: 'correct horse battery',
    img: '',
    country: 'Ghana',
    isSeller: false,
    desc: '',
    phone: '',
    ...overrides,
  };
}

/** No answer of this API may ever carry a password or its hash. */
function expectNoSecrets(res: LightMyRequestResponse) {
  expect(res.body).not.toMatch(/passwordHash|password_hash|\$argon2/i);
  expect(res.body).not.toMatch(/"password"/);
}

const register = (app: FastifyInstance, payload: Record<string, unknown>, remoteAddress?: string) =>
  app.inject({ method: 'POST', url: '/api/auth/register', payload, ...(remoteAddress ? { remoteAddress } : {}) });

const signIn = (app: FastifyInstance, payload: Record<string, unknown>, remoteAddress?: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload, ...(remoteAddress ? { remoteAddress } : {}) });

async function tinyPngUpload(app: FastifyInstance): Promise<string> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366ff' } }).png().toBuffer();
  const boundary = '----spaceshare-auth-test';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });
  expect(res.statusCode).toBe(201);
  return res.json().url as string;
}

describe('accounts: register, login, logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A generous limit here; the rate-limit tests build their own app with a small one.
    t = await createTestApp({ loginRateLimit: 1000 });
  });
  afterAll(() => t.close());

  describe('POST /api/auth/register', () => {
    it('creates a buyer, signs them in and never returns the password', async () => {
      const body = registration({ username: '  New.Buyer_' + seq++ + '  ', email: '  New.Buyer@Example.COM ' });
      const res = await register(t.app, body);
      expect(res.statusCode).toBe(200);
      expectNoSecrets(res);
      const user = res.json();
      const expectedName = String(body.username).trim().toLowerCase();
      expect(user).toMatchObject({
        username: expectedName,
        email: 'new.buyer@example.com',
        img: '',
        country: 'Ghana',
        isSeller: false,
        desc: '',
        phone: '',
        totalStars: 0,
        starNumber: 0,
        tripsCompleted: 0,
      });
      expect(user._id).toMatch(/^[0-9a-f]{24}$/);
      expect(new Date(user.createdAt).toISOString()).toBe(user.createdAt);
      expect(typeof user.token).toBe('string');
      expect(user.token.length).toBeGreaterThanOrEqual(32);

      const sid = res.cookies.find((c) => c.name === 'sid');
      expect(sid).toBeDefined();
      expect(sid!.value).toBe(user.token);
      expect(sid!.httpOnly).toBe(true);
      expect(sid!.sameSite).toBe('Lax');
      expect(sid!.path).toBe('/');

      const [row] = await t.db.select().from(users).where(eq(users.id, user._id));
      expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
      expect(row!.passwordHash).not.toContain(body.password as string);
    });

    it('the returned session works as a cookie', async () => {
      const res = await register(t.app, registration());
      const me = await t.app.inject({
        method: 'GET',
        url: `/api/users/${res.json()._id}`,
        headers: { cookie: sessionCookie(res) },
      });
      expect(me.statusCode).toBe(200);
      expect(me.json().username).toBe(res.json().username);
    });

    it('creates a courier when the courier option is on, with trimmed phone and description', async () => {
      const res = await register(
        t.app,
        registration({ isSeller: true, phone: '  +233 20 123 4567 ', desc: `  ${COURIER_DESC}  ` }),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ isSeller: true, phone: '+233 20 123 4567', desc: COURIER_DESC });
    });

    it('keeps courier fields out of a buyer account', async () => {
      const res = await register(t.app, registration({ isSeller: false, phone: '+233201234567', desc: COURIER_DESC }));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ isSeller: false, phone: '', desc: '' });
    });

    it.each([
      ['courier without a phone', { isSeller: true, phone: '', desc: COURIER_DESC }, 'Please enter a valid phone number (minimum 10 digits)'],
      ['courier phone of 9 characters after trimming', { isSeller: true, phone: '  123456789  ', desc: COURIER_DESC }, 'Please enter a valid phone number (minimum 10 digits)'],
      ['courier description under 50 characters', { isSeller: true, phone: '+233201234567', desc: `  ${'x'.repeat(49)}  ` }, 'Please provide a detailed description about your courier services (minimum 50 characters)'],
      ['missing username', { username: undefined }, MESSAGES.usernameRequired],
      ['too short a username', { username: 'ab' }, MESSAGES.usernameInvalid],
      ['a username with spaces inside', { username: 'ab cd' }, MESSAGES.usernameInvalid],
      ['an invalid email', { email: 'not-an-email' }, MESSAGES.emailInvalid],
      ['a missing email', { email: undefined }, MESSAGES.emailInvalid],
      ['a 7-character password', { password: '1234567' }, 'Password must be at least 8 characters'],
      ['a missing password', { password: undefined }, MESSAGES.passwordRequired],
      ['a foreign image URL', { img: 'https://tracker.example/pixel.png' }, MESSAGES.imageUrlInvalid],
      ['a javascript: image URL', { img: 'javascript:alert(1)' }, MESSAGES.imageUrlInvalid],
      ['an upload URL that does not exist', { img: '/api/uploads/0123456789abcdef01234567' }, MESSAGES.imageUrlInvalid],
    ])('answers 400 for %s', async (_name, overrides, message) => {
      const res = await register(t.app, registration(overrides));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message });
      expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    });

    it('accepts a picture uploaded before the account existed and gives it to the new account', async () => {
      const url = await tinyPngUpload(t.app);
      const res = await register(t.app, registration({ img: url }));
      expect(res.statusCode).toBe(200);
      expect(res.json().img).toBe(url);
      const [upload] = await t.db.select().from(uploads).where(eq(uploads.id, url.split('/').pop()!));
      expect(upload!.userId).toBe(res.json()._id);
    });

    it('refuses a taken username, also when it differs only by case and spaces', async () => {
      const first = registration();
      expect((await register(t.app, first)).statusCode).toBe(200);
      for (const username of [first.username, `  ${first.username.toUpperCase()}  `]) {
        const res = await register(t.app, registration({ username }));
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ message: MESSAGES.usernameTaken });
      }
    });

    it('refuses a registered email, whatever its case', async () => {
      const first = registration();
      expect((await register(t.app, first)).statusCode).toBe(200);
      const res = await register(t.app, registration({ email: first.email.toUpperCase() }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: MESSAGES.emailTaken });
    });

    it('settles simultaneous sign-ups with one username: one account, the others 400', async () => {
      const username = uniq('race');
      const attempts = await Promise.all(
        Array.from({ length: 5 }, (_, i) => register(t.app, registration({ username, email: `${username}${i}@example.com` }))),
      );
      const codes = attempts.map((r) => r.statusCode).sort();
      expect(codes).toEqual([200, 400, 400, 400, 400]);
      for (const r of attempts.filter((a) => a.statusCode === 400)) {
        expect(r.json()).toEqual({ message: MESSAGES.usernameTaken });
      }
      const rows = await t.db.select().from(users).where(eq(users.username, username));
      expect(rows).toHaveLength(1);
    });

    it('settles simultaneous sign-ups with one email: one account, the others 400', async () => {
      const email = `${uniq('race')}@example.com`;
      const attempts = await Promise.all(
        Array.from({ length: 4 }, () => register(t.app, registration({ email }))),
      );
      expect(attempts.map((r) => r.statusCode).sort()).toEqual([200, 400, 400, 400]);
      for (const r of attempts.filter((a) => a.statusCode === 400)) {
        expect(r.json()).toEqual({ message: MESSAGES.emailTaken });
      }
    });
  });

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

  it('limits registrations per address', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < 3; i++) {
      expect((await register(t.app, registration(), ip)).statusCode).toBe(200);
    }
    expectLimited(await register(t.app, registration(), ip));
  });
});
