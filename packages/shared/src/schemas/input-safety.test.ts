import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { LIMITS } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { containerFormSchema, earliestDepartureDate, latestListingDate } from './container.js';
import { startConversationSchema } from './conversation.js';
import { priceFilterField, textField } from './fields.js';
import { gigFormSchema } from './gig.js';
import { containerListQuerySchema, gigListQuerySchema } from './list-query.js';
import { messageFormSchema } from './message.js';
import { acceptOfferSchema } from './order.js';
import { reviewFormSchema } from './review.js';
import { becomeSellerSchema, loginSchema, passwordField, profileUpdateSchema, registerSchema } from './user.js';

const ID = '6650f1a2b3c4d5e6f7a8b9c0';
const ABOUT = 'Flying Guangzhou to Accra with spare checked luggage; sealed packages only, thanks.';

/** Every schema that takes client input, with a value it accepts whose strings are all filled in. */
const INPUT_SCHEMAS: Array<[string, z.ZodType, Record<string, unknown>]> = [
  ['register', registerSchema, {
    username: 'kofi', email: 'kofi@example.com', password: 'password123', img: '/img/a.png', country: 'Ghana',
    isSeller: true, desc: ABOUT, phone: '+233201234567',
  }],
  ['login', loginSchema, { username: 'kofi', password: 'password123' }],
  ['become seller', becomeSellerSchema, { phone: '+233201234567', desc: ABOUT }],
  ['profile', profileUpdateSchema, { country: 'Ghana', phone: '+233201234567', desc: 'Bio', img: '/img/a.png' }],
  ['gig', gigFormSchema, {
    title: 'Guangzhou to Accra, spare kg', about: ABOUT, departureCountry: 'China', departureCity: 'Guangzhou',
    destinationCountry: 'Ghana', destinationCity: 'Accra', availableSpace: 20, priceRMB: 60, expirationDays: 30,
    cat: 'luggage-transport', cover: '/img/c.png', desc: 'Desc', shortTitle: 'Short', shortDesc: 'Short desc',
  }],
  ['container', containerFormSchema, {
    title: '40ft container Shenzhen to Tema', about: ABOUT, containerType: '40ft', cargoType: 'General merchandise',
    taxClearance: 'paid_separately', locationCountry: 'China', locationCity: 'Shenzhen', availableSpaceCBM: 12,
    priceRMB: 900, departureDate: earliestDepartureDate(), arrivalDate: latestListingDate(), expirationDays: 30,
  }],
  ['message', messageFormSchema, { conversationId: ID, desc: 'Hello' }],
  ['review', reviewFormSchema, { sellerId: ID, desc: 'Great courier', star: 5 }],
  ['accept offer', acceptOfferSchema, { userId: ID, quantity: 1 }],
  ['start conversation', startConversationSchema, { to: ID }],
  ['gig list query', gigListQuerySchema, { search: 'china to ghana', cat: 'luggage-transport', userId: ID }],
  ['container list query', containerListQuerySchema, { search: 'shenzhen', userId: ID }],
];

const stringFields = INPUT_SCHEMAS.flatMap(([name, schema, value]) =>
  Object.entries(value)
    .filter(([, field]) => typeof field === 'string' && !/^(40ft|paid_separately)$/.test(field))
    .map(([key]) => ({ name, schema, value, key })),
);

describe('every string field of every input schema', () => {
  it.each(INPUT_SCHEMAS.map(([name, schema, value]) => ({ name, schema, value })))('the $name sample is valid to start with', ({ schema, value }) => {
    expect(schema.safeParse(value).error?.issues).toBeUndefined();
  });

  it.each(stringFields)('$name.$key refuses a NUL with the one clear message', ({ schema, value, key }) => {
    const result = schema.safeParse({ ...value, [key]: `${String(value[key])}\u0000` });
    expect(result.error?.issues[0]).toMatchObject({ path: [key], message: MESSAGES.invalidCharacters });
  });

  it.each(stringFields)('$name.$key refuses a lone surrogate', ({ schema, value, key }) => {
    const result = schema.safeParse({ ...value, [key]: `\ud800${String(value[key])}` });
    expect(result.error?.issues[0]).toMatchObject({ path: [key], message: MESSAGES.invalidCharacters });
  });

  it('covers array items too (gig features)', () => {
    const [, schema, value] = INPUT_SCHEMAS.find(([name]) => name === 'gig')!;
    const result = schema.safeParse({ ...value, features: ['ok', 'bad\u0000'] });
    expect(result.error?.issues[0]).toMatchObject({ path: ['features', 1], message: MESSAGES.invalidCharacters });
  });
});

describe('a body that is not an object', () => {
  const bodies = INPUT_SCHEMAS.flatMap(([name, schema]) =>
    [null, [], '', 0, true, 'text'].map((body) => ({ name, schema, body })),
  );
  it.each(bodies)('$name refuses $body with issues rather than throwing', ({ schema, body }) => {
    const result = schema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.length).toBeGreaterThan(0);
  });
});

describe('textField', () => {
  it('accepts ordinary text, emoji (surrogate pairs) included', () => {
    expect(textField().parse('Guangzhou → Accra 🚚')).toBe('Guangzhou → Accra 🚚');
  });

  it('keeps its own message for a missing value', () => {
    expect(textField('Title is required').safeParse(undefined).error?.issues[0]?.message).toBe('Title is required');
  });
});

describe('priceFilterField', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['59.5', 59.5],
    [' 60 ', 60],
    [0, 0],
    [String(LIMITS.PRICE_FILTER_MAX), LIMITS.PRICE_FILTER_MAX],
  ])('reads %j as %j', (input, expected) => {
    expect(priceFilterField.parse(input)).toBe(expected);
  });

  it.each([
    ['-1', MESSAGES.priceFilterInvalid],
    ['abc', MESSAGES.priceFilterInvalid],
    ['Infinity', MESSAGES.priceFilterInvalid],
    [String(LIMITS.PRICE_FILTER_MAX + 1), MESSAGES.priceFilterTooLarge],
    ['1e20', MESSAGES.priceFilterTooLarge],
    ['1e309', MESSAGES.priceFilterTooLarge],
    ['-1e309', MESSAGES.priceFilterInvalid],
  ])('refuses %j: %s', (input, message) => {
    expect(priceFilterField.safeParse(input).error?.issues[0]?.message).toBe(message);
  });
});

describe('bidirectional overrides (decision 1703)', () => {
  it('are dropped from text, so nothing stored reads in reverse', () => {
    expect(textField().trim().parse(' vapes \u202eevil\u202c ')).toBe('vapes evil\u202c');
    expect(messageFormSchema.parse({ conversationId: ID, desc: 'pay \u202dme' }).desc).toBe('pay me');
  });

  it('stay in a password, which must match what was set before', () => {
    expect(passwordField.parse('pass\u202eword-long')).toBe('pass\u202eword-long');
    expect(loginSchema.parse({ username: 'ama', password: 'x\u202ey' }).password).toBe('x\u202ey');
  });
});
