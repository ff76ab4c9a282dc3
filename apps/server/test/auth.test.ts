import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@spaceshare/shared/messages';
import { uploads, users } from '../src/db/schema/index.js';
import { createTestApp, expectNoSecrets, sessionCookie, uniq, type TestApp } from './helpers.js';
import { COURIER_DESC, register, registration, tinyPngUpload } from './auth-helpers.js';

describe('accounts: register', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A generous limit here; the rate-limit tests build their own app with a small one.
    t = await createTestApp({ loginRateLimit: 1000 });
  });
  afterAll(() => t.close());

  describe('POST /api/auth/register', () => {
    it('creates a buyer, signs them in and never returns the password', async () => {
      const body = registration({ username: `  New.Buyer_${uniq('')}  `, email: '  New.Buyer@Example.COM ' });
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

    it("keeps a buyer's description and phone as their profile's bio and phone, checking a phone given", async () => {
      const res = await register(t.app, registration({ isSeller: false, phone: ' +233201234567 ', desc: ' Student in Accra ' }));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ isSeller: false, phone: '+233201234567', desc: 'Student in Accra' });
      const short = await register(t.app, registration({ isSeller: false, phone: '12345' }));
      expect([short.statusCode, short.json()]).toEqual([400, { message: MESSAGES.phoneMin }]);
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

    it("refuses names that read like a deleted account's ('deleted-…')", async () => {
      for (const username of ['deleted-abc', 'Deleted-Kofi']) {
        const res = await register(t.app, registration({ username }));
        expect([res.statusCode, res.json()]).toEqual([400, { message: MESSAGES.usernameTaken }]);
      }
      expect((await register(t.app, registration({ username: `undeleted-${Date.now().toString(36)}` }))).statusCode).toBe(200);
    });

    it("refuses names that pass for SpaceShare's staff, and the same words inside ordinary names pass", async () => {
      for (const username of ['admin', 'SpaceShare', 'spaceshare_support', 'space.share.team', 'adm1n', 'ama.support', 'customer-service']) {
        const res = await register(t.app, registration({ username }));
        expect([username, res.statusCode, res.json()]).toEqual([username, 400, { message: MESSAGES.usernameReserved }]);
      }
      const suffix = Date.now().toString(36);
      for (const username of [`badminton${suffix}`, `modou.${suffix}`, `roots.${suffix}`]) {
        expect([username, (await register(t.app, registration({ username }))).statusCode]).toEqual([username, 200]);
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

});
