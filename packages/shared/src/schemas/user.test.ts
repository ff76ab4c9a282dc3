import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.js';
import {
  authUserSchema,
  becomeSellerSchema,
  loginSchema,
  profileUpdateSchema,
  publicUserSchema,
  registerSchema,
  userSchema,
  usernameField,
} from './user.js';

const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

const courierDesc = 'I fly Guangzhou to Accra every month and can carry up to 30 kg of parcels.';

describe('usernameField', () => {
  it('trims and lower-cases', () => {
    expect(usernameField.parse('  Alice.B_1-x  ')).toBe('alice.b_1-x');
  });

  it.each(['ab', 'a'.repeat(31), 'has space', 'émile', 'a/b'])('refuses %j', (username) => {
    expect(usernameField.safeParse(username).error?.issues[0]?.message).toBe(MESSAGES.usernameInvalid);
  });
});

describe('registerSchema', () => {
  const base = { username: ' Alice ', email: ' Alice@Example.COM ', password: 'correct horse' };

  it('fills defaults and normalises identity fields', () => {
    expect(registerSchema.parse(base)).toEqual({
      username: 'alice',
      email: 'alice@example.com',
      password: 'correct horse',
      img: '',
      country: '',
      isSeller: false,
      desc: '',
      phone: '',
    });
  });

  it('checks email and password', () => {
    expect(messagesOf(registerSchema.safeParse({ ...base, email: 'nope', password: 'short' }))).toEqual([
      ['email', MESSAGES.emailInvalid],
      ['password', 'Password must be at least 8 characters'],
    ]);
  });

  it('applies the courier rules only to couriers', () => {
    expect(messagesOf(registerSchema.safeParse({ ...base, phone: '123' }))).toEqual([['phone', MESSAGES.phoneMin]]);
    expect(registerSchema.parse({ ...base, phone: ' +233 20 123 4567 ', desc: 'Student' })).toMatchObject({ phone: '+233 20 123 4567', desc: 'Student' });
    // Letters are no phone number (decision 1703); what people write between digits is.
    expect(messagesOf(registerSchema.safeParse({ ...base, phone: 'abcdefghijkl' }))).toEqual([['phone', MESSAGES.courierPhone]]);
    expect(messagesOf(registerSchema.safeParse({ ...base, isSeller: true, phone: 'call me maybe', desc: 'x'.repeat(60) }))).toEqual([['phone', MESSAGES.courierPhone]]);
    expect(messagesOf(profileUpdateSchema.safeParse({ country: 'Ghana', phone: 'abcdefghijkl' }))).toEqual([['phone', MESSAGES.courierPhone]]);
    expect(profileUpdateSchema.parse({ country: 'Ghana', phone: '+233 (0)24-555.0192' }).phone).toBe('+233 (0)24-555.0192');
    // A full-width or Arabic-Indic keyboard's digits are stored as ASCII ones (decision 2410).
    expect(profileUpdateSchema.parse({ country: 'China', phone: '＋８６ １３８ ００１３ ８０００' }).phone).toBe('+86 138 0013 8000');
    expect(registerSchema.parse({ ...base, isSeller: true, phone: '٠٢٤ ١٢٣ ٤٥٦٧', desc: 'x'.repeat(60) }).phone).toBe('024 123 4567');
    expect(becomeSellerSchema.parse({ phone: '１３８００１３８０００', desc: 'x'.repeat(60) }).phone).toBe('13800138000');
    expect(becomeSellerSchema.safeParse({ phone: '0800-FLOWERS', desc: 'x'.repeat(60) }).success).toBe(false);
    expect(messagesOf(registerSchema.safeParse({ ...base, isSeller: true, phone: ' 123 ', desc: 'hi' }))).toEqual([
      ['phone', MESSAGES.courierPhone],
      ['desc', MESSAGES.courierDesc],
    ]);
    expect(
      registerSchema.parse({ ...base, isSeller: true, phone: ' +233 20 123 4567 ', desc: courierDesc }),
    ).toMatchObject({ isSeller: true, phone: '+233 20 123 4567', desc: courierDesc });
  });

  it('reports courier rules even when another field is wrong', () => {
    expect(messagesOf(registerSchema.safeParse({ ...base, email: 'x', isSeller: true }))).toEqual([
      ['email', MESSAGES.emailInvalid],
      ['phone', MESSAGES.courierPhone],
      ['desc', MESSAGES.courierDesc],
    ]);
  });

  it('accepts uploaded image URLs and refuses script URLs', () => {
    expect(registerSchema.parse({ ...base, img: 'https://res.cloudinary.com/x/a.png' }).img).toBe(
      'https://res.cloudinary.com/x/a.png',
    );
    expect(registerSchema.parse({ ...base, img: '/img/noavatar.png' }).img).toBe('/img/noavatar.png');
    for (const img of ['javascript:alert(1)', 'data:image/png;base64,AAAA', '//evil.example/a.png', '/\\evil.example/a.png']) {
      expect(registerSchema.safeParse({ ...base, img }).success, img).toBe(false);
    }
  });
});

describe('loginSchema', () => {
  it('normalises the username', () => {
    expect(loginSchema.parse({ username: ' Bob ', password: 'x' })).toEqual({ username: 'bob', password: 'x' });
  });

  it('needs both fields', () => {
    expect(messagesOf(loginSchema.safeParse({ username: '  ', password: '' }))).toEqual([
      ['username', MESSAGES.usernameRequired],
      ['password', MESSAGES.passwordRequired],
    ]);
  });
});

describe('profileUpdateSchema', () => {
  it('requires a location', () => {
    expect(messagesOf(profileUpdateSchema.safeParse({ country: '   ' }))).toEqual([
      ['country', 'Location is required'],
    ]);
  });

  it('checks a given phone and allows clearing it', () => {
    expect(messagesOf(profileUpdateSchema.safeParse({ country: 'Ghana', phone: ' 12345 ' }))).toEqual([
      ['phone', 'Phone number must be at least 10 characters'],
    ]);
    expect(profileUpdateSchema.parse({ country: 'Ghana', phone: '   ' }).phone).toBe('');
    expect(profileUpdateSchema.parse({ country: 'Ghana' }).phone).toBeUndefined();
  });

  it('limits the bio to 500 characters', () => {
    expect(profileUpdateSchema.safeParse({ country: 'Ghana', desc: 'a'.repeat(500) }).success).toBe(true);
    expect(messagesOf(profileUpdateSchema.safeParse({ country: 'Ghana', desc: 'a'.repeat(501) }))).toEqual([
      ['desc', 'Bio must be less than 500 characters'],
    ]);
  });

  it('lists errors in the spec order: location, phone, bio', () => {
    const result = profileUpdateSchema.safeParse({ desc: 'a'.repeat(501), phone: '1', country: '' });
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(['country', 'phone', 'desc']);
  });
});

describe('becomeSellerSchema', () => {
  it('uses the courier messages', () => {
    expect(messagesOf(becomeSellerSchema.safeParse({ phone: '  123456789 ', desc: ` ${'a'.repeat(49)} ` }))).toEqual([
      ['phone', MESSAGES.courierPhone],
      ['desc', MESSAGES.courierDesc],
    ]);
  });

  it('accepts a trimmed phone of 10 and a description of 50', () => {
    expect(becomeSellerSchema.parse({ phone: ' 0123456789 ', desc: 'a'.repeat(50), isSeller: true })).toEqual({
      phone: '0123456789',
      desc: 'a'.repeat(50),
      isSeller: true,
    });
    expect(becomeSellerSchema.safeParse({ phone: '0123456789', desc: 'a'.repeat(50), isSeller: false }).success).toBe(
      false,
    );
  });
});

describe('user response shapes', () => {
  const user = {
    _id: 'u1',
    username: 'alice',
    email: 'alice@example.com',
    img: '',
    country: 'Ghana',
    isSeller: true,
    desc: '',
    phone: '0123456789',
    totalStars: 9,
    starNumber: 2,
    tripsCompleted: 3,
    createdAt: '2025-01-01T00:00:00.000Z',
    emailVerified: true,
    languages: ['English', 'Twi'],
    isAdmin: false,
  };

  it("public users drop email and phone, and carry the country's code and name (issue 13)", () => {
    const publicUser = publicUserSchema.parse({ ...user, countryCode: 'GH', countryName: 'Ghana' });
    expect(publicUser).toMatchObject({ countryCode: 'GH', countryName: 'Ghana' });
    expect(publicUser).not.toHaveProperty('email');
    expect(publicUser).not.toHaveProperty('phone');
    expect(userSchema.parse(user)).toEqual(user);
  });

  it('a stored user from before email verification reads as unverified', () => {
    const { emailVerified: _, ...older } = user;
    expect(userSchema.parse(older).emailVerified).toBe(false);
  });

  it('auth users carry a token', () => {
    expect(authUserSchema.parse({ ...user, token: 't' }).token).toBe('t');
    expect(authUserSchema.safeParse(user).success).toBe(false);
  });
});
