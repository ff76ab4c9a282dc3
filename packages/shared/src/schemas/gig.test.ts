import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.js';
import { GIG_FORM_DEFAULTS, firstGigFormError, gigFormSchema, gigSchema } from './gig.js';

const valid = {
  ...GIG_FORM_DEFAULTS,
  title: 'Beijing to Accra, 20 kg free',
  about: 'Flying Beijing to Accra next week with two spare suitcases worth of space.',
  departureCountry: 'China',
  departureCity: 'Beijing',
  destinationCountry: 'Ghana',
  destinationCity: 'Accra',
  availableSpace: '20.5',
  priceRMB: 80,
  expirationDays: '14',
};

describe('gigFormSchema', () => {
  it('accepts a complete form, coercing numeric input strings', () => {
    const gig = gigFormSchema.parse(valid);
    expect(gig).toMatchObject({ availableSpace: 20.5, priceRMB: 80, expirationDays: 14 });
    expect(gig.cat).toBe('luggage-transport');
  });

  it('refuses a trip from a city to itself, after the spec\'s alerts (decision 1604)', () => {
    const home = { ...valid, destinationCountry: ' china', destinationCity: 'BEIJING ' };
    expect(firstGigFormError(home)).toBe(MESSAGES.routeSameCity);
    expect(firstGigFormError({ ...home, expirationDays: '' })).toBe(MESSAGES.expirationDaysPositive);
    expect(firstGigFormError({ ...home, departureCountry: undefined })).toBe(MESSAGES.departureCountryRequired);
    expect(firstGigFormError({ ...home, destinationCountry: 'Taiwan' })).toBeNull();
    expect(firstGigFormError({ ...home, destinationCity: 'Shanghai' })).toBeNull();
  });

  it('fills the optional data-model fields with their defaults', () => {
    const form = {
      title: valid.title,
      about: valid.about,
      departureCountry: valid.departureCountry,
      departureCity: valid.departureCity,
      destinationCountry: valid.destinationCountry,
      destinationCity: valid.destinationCity,
      availableSpace: valid.availableSpace,
      priceRMB: valid.priceRMB,
      expirationDays: valid.expirationDays,
    };
    expect(gigFormSchema.parse(form)).toMatchObject({
      cat: 'luggage-transport',
      cover: '',
      images: [],
      desc: '',
      shortTitle: '',
      shortDesc: '',
      deliveryTime: 0,
      revisionNumber: 0,
      features: [],
      price: 0,
    });
  });

  it('trims text and drops a client-sent userId', () => {
    const gig = gigFormSchema.parse({ ...valid, title: `  ${valid.title}  `, userId: 'someone-else' });
    expect(gig.title).toBe(valid.title);
    expect(gig).not.toHaveProperty('userId');
  });

  it('reports the spec alerts one by one in the spec order', () => {
    // Fix each field in turn, starting from the empty form, and collect the alert shown each time.
    const steps: [keyof typeof valid, unknown, string][] = [
      ['title', '', MESSAGES.titleRequired],
      ['title', '   short   ', 'Title must be at least 10 characters'],
      // Invisible characters are no length: seven zero-width spaces and 'abc' are 3 characters.
      ['title', `${'\u200b'.repeat(7)}abc`, 'Title must be at least 10 characters'],
      ['title', 'x'.repeat(101), 'Title must be at most 100 characters'],
      ['title', valid.title, 'About must be at least 50 characters'],
      ['about', 'too short', 'About must be at least 50 characters'],
      ['about', `${'\u00ad'.repeat(47)}abc`, 'About must be at least 50 characters'],
      ['about', valid.about, MESSAGES.departureCountryRequired],
      ['departureCountry', 'China', MESSAGES.departureCityRequired],
      ['departureCity', 'Beijing', MESSAGES.destinationCountryRequired],
      ['destinationCountry', 'Ghana', MESSAGES.destinationCityRequired],
      ['destinationCity', '   ', MESSAGES.destinationCityRequired],
      ['destinationCity', 'Accra', MESSAGES.availableSpacePositive],
      ['availableSpace', 0, MESSAGES.availableSpacePositive],
      ['availableSpace', 'abc', MESSAGES.availableSpacePositive],
      // Number() reads these as 16, 3 and 1: an input never writes them.
      ['availableSpace', '0x10', MESSAGES.availableSpacePositive],
      ['availableSpace', '0b11', MESSAGES.availableSpacePositive],
      ['availableSpace', 'Infinity', MESSAGES.availableSpacePositive],
      ['availableSpace', ' 2.3 ', MESSAGES.availableSpaceStep],
      ['availableSpace', 0.3, MESSAGES.availableSpaceStep],
      ['availableSpace', 5e-324, MESSAGES.availableSpaceStep],
      ['availableSpace', 0.5, MESSAGES.pricePositive],
      ['priceRMB', -1, MESSAGES.pricePositive],
      ['priceRMB', 1.5, MESSAGES.priceWhole],
      // Nearly whole is not whole: 2.0000000001 reached an integer column, 1e-10 rounded to no price.
      ['priceRMB', 2.0000000001, MESSAGES.priceWhole],
      ['priceRMB', 1e-10, MESSAGES.priceWhole],
      ['priceRMB', '7.00000000001', MESSAGES.priceWhole],
      ['priceRMB', 1, MESSAGES.expirationDaysPositive],
      ['expirationDays', 0, MESSAGES.expirationDaysPositive],
      ['expirationDays', 1.5, MESSAGES.expirationDaysWhole],
      ['expirationDays', 7.0000000001, MESSAGES.expirationDaysWhole],
      ['expirationDays', 5e-324, MESSAGES.expirationDaysWhole],
      ['expirationDays', 366, MESSAGES.expirationDaysMax],
    ];
    let form: Record<string, unknown> = { ...GIG_FORM_DEFAULTS };
    for (const [key, value, message] of steps) {
      form = { ...form, [key]: value };
      expect(firstGigFormError(form), `${key} = ${JSON.stringify(value)}`).toBe(message);
    }
    expect(firstGigFormError({ ...form, expirationDays: 1 })).toBeNull();
  });

  it('gives exactly one issue per invalid field', () => {
    const result = gigFormSchema.safeParse(GIG_FORM_DEFAULTS);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual([
      'title',
      'about',
      'departureCountry',
      'departureCity',
      'destinationCountry',
      'destinationCity',
      'availableSpace',
      'priceRMB',
      'expirationDays',
    ]);
  });

  it('treats a missing field like an empty one', () => {
    expect(firstGigFormError({})).toBe(MESSAGES.titleRequired);
    expect(firstGigFormError({ ...valid, availableSpace: undefined })).toBe(MESSAGES.availableSpacePositive);
  });

  it('refuses unsafe image URLs', () => {
    expect(gigFormSchema.safeParse({ ...valid, cover: 'javascript:alert(1)' }).success).toBe(false);
    expect(gigFormSchema.safeParse({ ...valid, images: ['https://img.example/a.png'] }).success).toBe(true);
    // Browsers read a leading `/\` like `//`: another site.
    expect(gigFormSchema.safeParse({ ...valid, cover: '/\\evil.example/a.png' }).success).toBe(false);
    expect(gigFormSchema.safeParse({ ...valid, images: ['/\\evil.example/a.png'] }).success).toBe(false);
  });
});

describe('gigSchema', () => {
  it('describes a gig response', () => {
    const gig = {
      ...gigFormSchema.parse(valid),
      _id: 'g1',
      userId: 'u1',
      createdAt: '2025-06-01T00:00:00.000Z',
      updatedAt: '2025-06-01T00:00:00.000Z',
      sales: 0,
      isCompleted: false,
      interestedCount: 2,
      departureCountryCode: 'CN',
      departureCountryName: 'China',
      destinationCountryCode: null,
      destinationCountryName: 'Atlantis',
    };
    expect(gigSchema.parse(gig)).toEqual(gig);
  });
});

describe('gig form input as people type it (decision 2312)', () => {
  it('reads a decimal comma as a point, and refuses thousands separators rather than guess', () => {
    expect(gigFormSchema.parse({ ...valid, availableSpace: '7,5' }).availableSpace).toBe(7.5);
    expect(firstGigFormError({ ...valid, availableSpace: '1,000.5' })).toBe(MESSAGES.numberGrouped);
    expect(firstGigFormError({ ...valid, priceRMB: '1.000' })).toBe(MESSAGES.numberGrouped);
    expect(firstGigFormError({ ...valid, priceRMB: '1000' })).toBeNull();
  });

  it('asks for the number alone when a unit or a currency sign came with it, not for more than 0 (decision 2423)', () => {
    const typedWithUnits: [string, string][] = [['priceRMB', '¥85'], ['priceRMB', '85元'], ['availableSpace', '20kg'], ['availableSpace', '20 kg'], ['expirationDays', '30 days']];
    for (const [field, typed] of typedWithUnits) {
      expect(firstGigFormError({ ...valid, [field]: typed }), typed).toBe(MESSAGES.numberOnly);
    }
    expect(firstGigFormError({ ...valid, priceRMB: 'abc' })).toBe(MESSAGES.pricePositive);
    expect(firstGigFormError({ ...valid, priceRMB: '' })).toBe(MESSAGES.pricePositive);
    expect(firstGigFormError({ ...valid, priceRMB: '-3' })).toBe(MESSAGES.pricePositive);
  });

  it('measures the title in characters people see, and makes it one line', () => {
    expect(firstGigFormError({ ...valid, title: '📦✈️🇬🇭📦✈️' })).toBe(MESSAGES.titleMin);
    expect(firstGigFormError({ ...valid, title: '广州到阿克拉二十公斤' })).toBeNull();
    expect(gigFormSchema.parse({ ...valid, title: 'Beijing\tto Accra,\n\n20 kg' }).title).toBe('Beijing to Accra, 20 kg');
  });

  it('says its limits with separators, prices in yuan', () => {
    expect(firstGigFormError({ ...valid, priceRMB: '10000001' })).toBe('Price must be at most ¥10,000,000');
    expect(firstGigFormError({ ...valid, availableSpace: '100000.5' })).toBe('Available space must be at most 100,000');
  });
});
