import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FALLBACK_AVATAR } from '@spaceshare/shared/constants';
import { MESSAGES } from '@spaceshare/shared/messages';
import { gigs } from '../src/db/schema/index.js';
import { createTestApp, requests, type TestApp } from './helpers.js';
import { signedInSeller } from './listing-helpers.js';

const validGig = {
  title: 'Guangzhou to Accra with 23 kg spare',
  about: 'Flying Guangzhou to Accra next week with 23 kg of spare checked luggage; sealed parcels only.',
  departureCountry: 'China',
  departureCity: 'Guangzhou',
  destinationCountry: 'Ghana',
  destinationCity: 'Accra',
  availableSpace: 23,
  priceRMB: 65,
  expirationDays: 14,
};

const UNKNOWN_UPLOAD = `/api/uploads/${'0'.repeat(24)}`;

describe('gig pictures are our own uploads', () => {
  let t: TestApp;
  let seller: Awaited<ReturnType<typeof signedInSeller>>;
  let uploaded: string[];

  beforeAll(async () => {
    t = await createTestApp();
    seller = await signedInSeller(t.db);
    // Two real uploads through the endpoint, as the seller.
    uploaded = [];
    for (const background of ['#3366ff', '#ff6633']) {
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background } }).png().toBuffer();
      const boundary = '----spaceshare-gig-images';
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: { cookie: seller.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
          png,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      });
      expect(res.statusCode).toBe(201);
      uploaded.push(res.json().url as string);
    }
  });
  afterAll(() => t.close());

  const { post } = requests(() => t.app);

  it('keeps a cover and images that are our own uploads', async () => {
    const res = await post('/api/gigs', seller.cookie, { ...validGig, cover: uploaded[0], images: uploaded });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ cover: uploaded[0], images: uploaded });
  });

  it('accepts no picture and the stock image', async () => {
    const res = await post('/api/gigs', seller.cookie, { ...validGig, cover: '', images: [FALLBACK_AVATAR] });
    expect(res.statusCode).toBe(201);
  });

  it.each([
    ['another site', 'https://tracker.example/pixel.png'],
    ['plain http on another site', 'http://tracker.example/pixel.png'],
    ['a backslash path that browsers read as another site', '/\\tracker.example/pixel.png'],
    ['a protocol-relative URL', '//tracker.example/pixel.png'],
    ['an upload that does not exist', UNKNOWN_UPLOAD],
    ['a same-site path that is not an upload', '/api/users/me'],
  ])('refuses %s as a cover or among the images', async (_name, url) => {
    for (const pictures of [{ cover: url }, { images: [uploaded[0], url] }]) {
      const title = `Pictures test ${Math.random().toString(36).slice(2, 10)}`;
      const res = await post('/api/gigs', seller.cookie, { ...validGig, title, ...pictures });
      expect(res.statusCode, JSON.stringify(pictures)).toBe(400);
      expect(res.json()).toEqual({ message: MESSAGES.imageUrlInvalid });
      expect(await t.db.select().from(gigs).where(eq(gigs.title, title))).toEqual([]);
    }
  });
});
