import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.js';
import { postGig, signedInPerson } from './listing-helpers.js';

// Writes that notify someone are limited per user (decision 1206): WRITE_RATE_LIMIT a minute, each
// route counted apart. Other suites run with a limit too high to reach.

const ROUTE = { departureCountry: 'China', departureCity: 'Guangzhou', destinationCountry: 'Ghana', destinationCity: 'Accra' };

describe('writes per user', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ writeRateLimit: 2 });
  });
  afterAll(() => t.close());

  const expectLimited = (res: { statusCode: number; json(): { message: string }; headers: Record<string, unknown> }) => {
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  };

  it('limits new listings per seller, and not other sellers', async () => {
    const [flooder, other] = await Promise.all([signedInPerson(t.db, true), signedInPerson(t.db, true)]);
    for (let i = 0; i < 2; i++) expect((await postGig(t.app, flooder.cookie, ROUTE)).statusCode).toBe(201);
    expectLimited(await postGig(t.app, flooder.cookie, ROUTE));
    expect((await postGig(t.app, other.cookie, ROUTE)).statusCode).toBe(201);
  });

  it('limits interest toggles and reviews per user, each route apart', async () => {
    const [seller, buyer] = await Promise.all([signedInPerson(t.db, true), signedInPerson(t.db)]);
    const gig = (await postGig(t.app, seller.cookie, ROUTE)).json() as { _id: string };
    const toggle = () => t.app.inject({ method: 'POST', url: `/api/gigs/${gig._id}/interest`, headers: { cookie: buyer.cookie } });
    const review = () =>
      t.app.inject({ method: 'POST', url: '/api/reviews', headers: { cookie: buyer.cookie }, payload: { sellerId: seller.id, desc: 'Kind and on time', star: 5 } });
    for (let i = 0; i < 2; i++) expect((await toggle()).statusCode).toBe(200);
    expectLimited(await toggle());
    // The review route has its own count.
    expect((await review()).statusCode).toBeLessThan(300);
  });
});
