import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@spaceshare/shared/messages';
import { createGig } from '../src/db/factories.js';
import { createTestApp, type TestApp } from './helpers.js';
import { signedInPerson, type Person } from './listing-helpers.js';

// Writes that a browser marks as coming from another site are refused, whatever their body type.
describe('cross-site writes', () => {
  let t: TestApp;
  let buyer: Person;
  let gigId: string;
  beforeAll(async () => {
    t = await createTestApp({ publicOrigins: ['https://spaceshare.example'] });
    const seller = await signedInPerson(t.db, true);
    buyer = await signedInPerson(t.db);
    gigId = (await createGig(t.db, seller.id)).id;
  });
  afterAll(() => t.close());

  const interest = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: `/api/gigs/${gigId}/interest`, headers: { cookie: buyer.cookie, host: 'localhost:3000', ...headers } });

  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['another port of the same host', { origin: 'http://localhost:3001' }],
    ['a sibling subdomain by fetch metadata', { 'sec-fetch-site': 'same-site' }],
    ['a cross-site text/plain form post', { 'sec-fetch-site': 'cross-site', 'content-type': 'text/plain' }],
    ['an opaque origin', { origin: 'null' }],
    ['an opaque origin from another site (a sandboxed frame)', { origin: 'null', 'sec-fetch-site': 'cross-site' }],
  ])('refuses %s with 403 and changes nothing', async (_name, headers) => {
    const res = await interest(headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: MESSAGES.crossSiteRefused });
    const after = await t.app.inject({ method: 'GET', url: `/api/gigs/${gigId}/interested`, headers: { cookie: buyer.cookie } });
    expect(after.json().interested).toBe(false);
  });

  it('refuses a cross-site sign-out', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: buyer.cookie, origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/gigs/${gigId}/interested`, headers: { cookie: buyer.cookie } })).statusCode).toBe(200);
  });

  it.each([
    ['its own origin', { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' }],
    ['an origin listed in PUBLIC_ORIGIN', { origin: 'https://spaceshare.example', 'sec-fetch-site': 'cross-site' }],
    ['an API client that sends neither header', {}],
    // Chromium's form POST from a no-referrer page of ours (the unsubscribe page's button).
    ['an opaque origin that fetch metadata calls same-origin', { origin: 'null', 'sec-fetch-site': 'same-origin' }],
  ])('accepts a write from %s', async (_name, headers) => {
    const res = await interest(headers);
    expect(res.statusCode).toBe(200);
    await interest(headers); // toggle back
  });

  it('leaves reads alone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/gigs', headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
    expect(res.statusCode).toBe(200);
  });
});
