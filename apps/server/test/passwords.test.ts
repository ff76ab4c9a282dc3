import { verify } from '@node-rs/argon2';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@spaceshare/shared/messages';
import { registerSchema } from '@spaceshare/shared/schemas/user';
import { createUser, DEFAULT_PASSWORD } from '../src/db/factories.js';
import { users } from '../src/db/schema/index.js';
import { registerUser } from '../src/modules/auth/service.js';
import { createTestApp, login, uniq, type TestApp } from './helpers.js';


function registration(password: string) {
  const username = uniq('pw');
  return { username, email: `${username}@example.com`, password };
}

describe('passwords', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ loginRateLimit: 1000 });
  });
  afterAll(() => t.close());

  const register = (body: object) => t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });

  it.each(['password123', 'Password123', 'PASSWORD123', '12345678', 'qwertyuiop', 'iloveyou'])(
    'refuses the common password %s at sign-up with a clear message',
    async (password) => {
      const res = await register(registration(password));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: MESSAGES.passwordCommon });
      expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    },
  );

  it('reports a short password as too short, not as common', async () => {
    const res = await register(registration('123456'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MESSAGES.passwordMin });
  });

  it('accepts an uncommon password of 8 characters or more', async () => {
    for (const password of ['kente-cloth-9', 'Accra→Guangzhou']) {
      const res = await register(registration(password));
      expect(res.statusCode, password).toBe(200);
    }
  });

  it('lets demo and factory accounts keep signing in with the documented password', async () => {
    const user = await createUser(t.db);
    await expect(login(t.app, user.username, DEFAULT_PASSWORD)).resolves.toHaveProperty('cookie');
  });

  it('salts every sign-up afresh, even with the password the demo accounts share', async () => {
    // The factory has hashed the demo password (and cached that hash for test data) by now.
    const demo = await createUser(t.db);
    // Straight through the sign-up service: the route refuses this password before it gets there.
    const input = (username: string) => registerSchema.parse({ ...registration(DEFAULT_PASSWORD), username });
    const first = await registerUser(t.db, input(uniq('salt')));
    const second = await registerUser(t.db, input(uniq('salt')));

    const hashes = [demo.passwordHash, first.passwordHash, second.passwordHash];
    expect(new Set(hashes).size).toBe(3);
    for (const stored of hashes) expect(await verify(stored, DEFAULT_PASSWORD)).toBe(true);
  });

  it('gives two accounts registered with the same password different hashes', async () => {
    const password = 'same-strong-passphrase';
    const a = await register(registration(password));
    const b = await register(registration(password));
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const rows = await t.db.select().from(users).where(inArray(users.id, [a.json()._id, b.json()._id]));
    expect(rows).toHaveLength(2);
    expect(rows[0]!.passwordHash).not.toBe(rows[1]!.passwordHash);
  });
});
