import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@spaceshare/shared/messages';
import { createSeller, createUser } from '../src/db/factories.js';
import { uploads, users, type UserRow } from '../src/db/schema/index.js';
import { createTestApp, expectNoSecrets, login, uniq, type TestApp } from './helpers.js';


const COURIER_DESC = 'Flying Shenzhen to Nairobi every three weeks, 15 kg spare, sealed parcels only.';
const UNKNOWN_ID = '0123456789abcdef01234567';
// The spec's wording (§5), spelled out so a drifting message constant fails here.
const COURIER_PHONE_MESSAGE = 'Please enter a valid phone number (minimum 10 digits)';
const COURIER_DESC_MESSAGE = 'Please provide a detailed description about your courier services (minimum 50 characters)';

const USER_KEYS = [
  '_id',
  'username',
  'email',
  'img',
  'country',
  'isSeller',
  'desc',
  'phone',
  'totalStars',
  'starNumber',
  'tripsCompleted',
  'createdAt',
  'emailVerified',
  'languages',
  'isAdmin',
].sort();
// Issue 13: the country's code and display name come beside it, so pages need no country list.
const PUBLIC_KEYS = [...USER_KEYS.filter((k) => k !== 'email' && k !== 'phone' && k !== 'isAdmin'), 'countryCode', 'countryName'].sort();

describe('users API', () => {
  let t: TestApp;
  let alice: UserRow;
  let aliceCookie: string;
  let aliceToken: string;
  let bob: UserRow;
  let bobCookie: string;

  beforeAll(async () => {
    t = await createTestApp({ loginRateLimit: 1000 });
    alice = await createSeller(t.db, {
      username: uniq('alice'),
      phone: '+233 20 555 0101',
      country: 'Ghana',
      totalStars: 23,
      starNumber: 5,
      tripsCompleted: 7,
    });
    bob = await createUser(t.db, { username: uniq('bob'), phone: '+254 700 555 010', country: 'Kenya' });
    const a = await login(t.app, alice.username);
    aliceCookie = a.cookie;
    aliceToken = a.user.token;
    bobCookie = (await login(t.app, bob.username)).cookie;
  });
  afterAll(() => t.close());

  describe('GET /api/users/public/:id', () => {
    it('shows the public profile to a visitor without email, phone or password', async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/users/public/${alice.id}` });
      expect(res.statusCode).toBe(200);
      expectNoSecrets(res);
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(PUBLIC_KEYS);
      expect(body).toEqual({
        _id: alice.id,
        username: alice.username,
        img: alice.img,
        country: 'Ghana',
        countryCode: 'GH',
        countryName: 'Ghana',
        isSeller: true,
        desc: alice.desc,
        totalStars: 23,
        starNumber: 5,
        tripsCompleted: 7,
        createdAt: alice.createdAt.toISOString(),
        emailVerified: false,
        languages: ['English'],
      });
      expect(res.body).not.toContain(alice.email);
      expect(res.body).not.toContain(alice.phone);
    });

    it('hides email and phone from another signed-in user too', async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/users/public/${alice.id}`, headers: { cookie: bobCookie } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).not.toHaveProperty('email');
      expect(res.json()).not.toHaveProperty('phone');
    });

    it('answers 404 for an unknown id', async () => {
      for (const id of [UNKNOWN_ID, 'not-an-id']) {
        const res = await t.app.inject({ method: 'GET', url: `/api/users/public/${id}` });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: MESSAGES.userNotFound });
      }
    });
  });

  describe('GET /api/users/:id', () => {
    it('gives the full user to that user (cookie)', async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/users/${alice.id}`, headers: { cookie: aliceCookie } });
      expect(res.statusCode).toBe(200);
      expectNoSecrets(res);
      expect(Object.keys(res.json()).sort()).toEqual(USER_KEYS);
      expect(res.json()).toMatchObject({ _id: alice.id, email: alice.email, phone: '+233 20 555 0101' });
    });

    it('gives the full user to that user (Bearer token)', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/users/${alice.id}`,
        headers: { authorization: `Bearer ${aliceToken}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().email).toBe(alice.email);
    });

    it('answers 401 without a session', async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/users/${alice.id}` });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Please sign in to continue' });
    });

    it("answers 403 for someone else's full profile", async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/users/${alice.id}`, headers: { cookie: bobCookie } });
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain(alice.email);
      expect(res.json()).toHaveProperty('message');
    });

    it('answers 404 for an unknown id when signed in', async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/users/${UNKNOWN_ID}`, headers: { cookie: bobCookie } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: MESSAGES.userNotFound });
    });
  });

  describe('PUT /api/users/:id', () => {
    const put = (id: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'PUT', url: `/api/users/${id}`, payload, headers });

    it('updates my own profile and answers { info: user }', async () => {
      const me = await createUser(t.db, { username: uniq('editor') });
      const { cookie } = await login(t.app, me.username);
      const res = await put(
        me.id,
        { country: '  Kenya ', phone: ' +254 712 345 678 ', desc: '  Student in Wuhan, sending books home.  ' },
        { cookie },
      );
      expect(res.statusCode).toBe(200);
      expectNoSecrets(res);
      const { info } = res.json();
      expect(Object.keys(res.json())).toEqual(['info']);
      expect(Object.keys(info).sort()).toEqual(USER_KEYS);
      expect(info).toMatchObject({
        _id: me.id,
        email: me.email,
        country: 'Kenya',
        phone: '+254 712 345 678',
        desc: 'Student in Wuhan, sending books home.',
      });
      const [row] = await t.db.select().from(users).where(eq(users.id, me.id));
      expect(row).toMatchObject({ country: 'Kenya', phone: '+254 712 345 678' });
      expect(row!.updatedAt.getTime()).toBeGreaterThan(me.updatedAt.getTime());
    });

    it('takes only countries we know and phone numbers made of digits (decision 1703), on sign-up too', async () => {
      const me = await createUser(t.db, { username: uniq('places') });
      const { cookie } = await login(t.app, me.username);
      for (const country of ['Narnia', '\u200b']) {
        const res = await put(me.id, { country }, { cookie });
        expect([country, res.statusCode, res.json().message]).toEqual([country, 400, MESSAGES.countryUnknown]);
      }
      expect((await put(me.id, { country: 'GH' }, { cookie })).json().info.country).toBe('GH');
      const phone = await put(me.id, { country: 'Ghana', phone: 'abcdefghijkl' }, { cookie });
      expect([phone.statusCode, phone.json()]).toEqual([400, { message: MESSAGES.courierPhone }]);

      const signUp = (country: string) =>
        t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { username: uniq('newcomer'), email: `${uniq('n')}@example.com`, password: 'a-long-unusual-passphrase', country } });
      const mordor = await signUp('Mordor');
      expect([mordor.statusCode, mordor.json()]).toEqual([400, { message: MESSAGES.countryUnknown }]);
      expect((await signUp("Côte d'Ivoire")).statusCode).toBe(200);
      expect((await signUp('')).statusCode).toBe(200);
    });

    it('leaves fields that are not sent unchanged and clears the phone with an empty string', async () => {
      const me = await createUser(t.db, { username: uniq('partial'), desc: 'Original bio', phone: '+233 20 000 0000' });
      const { cookie } = await login(t.app, me.username);
      const res = await put(me.id, { country: 'Ghana', phone: '' }, { cookie });
      expect(res.statusCode).toBe(200);
      expect(res.json().info).toMatchObject({ desc: 'Original bio', phone: '', img: '' });
    });

    it('accepts an image uploaded to this server and gives the upload to the user', async () => {
      const me = await createUser(t.db, { username: uniq('avatar') });
      const { cookie } = await login(t.app, me.username);
      const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#cc3300' } }).png().toBuffer();
      const boundary = '----users-test';
      const upload = await t.app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`),
          png,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      });
      const { url } = upload.json();
      const res = await put(me.id, { country: 'Ghana', img: url }, { cookie });
      expect(res.statusCode).toBe(200);
      expect(res.json().info.img).toBe(url);
      const [row] = await t.db.select().from(uploads).where(eq(uploads.id, url.split('/').pop()));
      expect(row!.userId).toBe(me.id);

      // Now it is this user's picture: another account cannot take it as its own...
      const borrowed = await put(bob.id, { country: 'Kenya', img: url }, { cookie: bobCookie });
      expect(borrowed.statusCode).toBe(400);
      expect(borrowed.json()).toEqual({ message: MESSAGES.imageUrlInvalid });
      // ...while its owner saves the profile with it unchanged.
      expect((await put(me.id, { country: 'Togo', img: url }, { cookie })).statusCode).toBe(200);
    });

    it.each([
      ['a missing location', { phone: '' }, 'Location is required'],
      ['a blank location', { country: '   ' }, 'Location is required'],
      ['a phone under 10 characters after trimming', { country: 'Ghana', phone: '  123456789  ' }, 'Phone number must be at least 10 characters'],
      ['a bio of 501 characters', { country: 'Ghana', desc: 'x'.repeat(501) }, 'Bio must be less than 500 characters'],
      ['an external image URL', { country: 'Ghana', img: 'https://evil.example/a.png' }, MESSAGES.imageUrlInvalid],
      ['an unknown upload', { country: 'Ghana', img: `/api/uploads/${UNKNOWN_ID}` }, MESSAGES.imageUrlInvalid],
    ])('answers 400 for %s', async (_name, payload, message) => {
      const res = await put(bob.id, payload, { cookie: bobCookie });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message });
    });


    it('accepts a bio of exactly 500 characters', async () => {
      const res = await put(bob.id, { country: 'Kenya', desc: 'y'.repeat(500) }, { cookie: bobCookie });
      expect(res.statusCode).toBe(200);
      expect(res.json().info.desc).toHaveLength(500);
    });

    it('answers 401 without a session, before looking at the body', async () => {
      const res = await put(bob.id, { country: '' });
      expect(res.statusCode).toBe(401);
    });

    it("answers 403 for someone else's profile and changes nothing", async () => {
      const res = await put(alice.id, { country: 'Nowhere' }, { cookie: bobCookie });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: MESSAGES.cannotEditOthersProfile });
      const [row] = await t.db.select().from(users).where(eq(users.id, alice.id));
      expect(row!.country).toBe('Ghana');
      // Even an invalid body gets 403, not validation hints.
      expect((await put(alice.id, { country: '' }, { cookie: bobCookie })).statusCode).toBe(403);
    });
  });

  describe('PUT /api/users/become-seller', () => {
    const becomeSeller = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'PUT', url: '/api/users/become-seller', payload, headers });

    it('turns a buyer into a courier and answers the full user', async () => {
      const me = await createUser(t.db, { username: uniq('tobe') });
      const { cookie, user } = await login(t.app, me.username);
      const res = await becomeSeller({ phone: '  +254 712 000 111 ', desc: `  ${COURIER_DESC}  `, isSeller: true }, { cookie });
      expect(res.statusCode).toBe(200);
      expectNoSecrets(res);
      expect(Object.keys(res.json()).sort()).toEqual(USER_KEYS);
      expect(res.json()).toMatchObject({
        _id: user._id,
        email: me.email,
        isSeller: true,
        phone: '+254 712 000 111',
        desc: COURIER_DESC,
      });
      const [row] = await t.db.select().from(users).where(eq(users.id, me.id));
      expect(row!.isSeller).toBe(true);
    });

    it('works with a Bearer token and without the isSeller flag in the body', async () => {
      const me = await createUser(t.db, { username: uniq('bearerseller') });
      const { user } = await login(t.app, me.username);
      const res = await becomeSeller({ phone: '+254712000111', desc: COURIER_DESC }, { authorization: `Bearer ${user.token}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().isSeller).toBe(true);
    });

    it.each([
      ['a missing phone', { desc: COURIER_DESC }, COURIER_PHONE_MESSAGE],
      ['a phone of 9 characters after trimming', { phone: '   123456789   ', desc: COURIER_DESC }, COURIER_PHONE_MESSAGE],
      ['a missing description', { phone: '+254712000111' }, COURIER_DESC_MESSAGE],
      ['a description of 49 characters after trimming', { phone: '+254712000111', desc: `   ${'d'.repeat(49)}   ` }, COURIER_DESC_MESSAGE],
    ])('answers 400 for %s', async (_name, payload, message) => {
      const res = await becomeSeller(payload, { cookie: bobCookie });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message });
      const [row] = await t.db.select().from(users).where(eq(users.id, bob.id));
      expect(row!.isSeller).toBe(false);
    });


    it('answers 401 without a session', async () => {
      const res = await becomeSeller({ phone: '+254712000111', desc: COURIER_DESC });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Please sign in to continue' });
    });
  });

  it('documents every accounts route in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = res.json().paths as Record<string, Record<string, { responses: Record<string, unknown> }>>;
    expect(paths['/api/auth/register']?.post?.responses).toHaveProperty('200');
    expect(paths['/api/auth/login']?.post?.responses).toHaveProperty('401');
    expect(paths['/api/auth/logout']?.post).toBeDefined();
    expect(paths['/api/users/{id}']?.get?.responses).toHaveProperty('403');
    expect(paths['/api/users/{id}']?.put?.responses).toHaveProperty('200');
    expect(paths['/api/users/public/{id}']?.get?.responses).toHaveProperty('200');
    expect(paths['/api/users/become-seller']?.put?.responses).toHaveProperty('200');
    expect(paths['/api/uploads']?.post?.responses).toHaveProperty('201');
    expect(paths['/api/uploads/{id}']?.get?.responses).toHaveProperty('404');
    expect(JSON.stringify(paths['/api/users/public/{id}'])).not.toContain('"email"');
  });
});
