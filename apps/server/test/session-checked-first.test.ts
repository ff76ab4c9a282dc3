import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.js';
import { signedInPerson, signedInSeller, postGig } from './listing-helpers.js';

// Without a session every signed-in route answers 401 before it reads the body or counts the request
// (decision 2302). Seven modules checked the session only after the body was parsed and the route's
// rate limit counted the request: a visitor's malformed JSON was a 400, a wrong content type a 415,
// and 20 anonymous POST /api/reports a minute from one address were answered 429 and used up the
// report limit of every signed-in person behind that address.

const ID = '000000000000000000000000';
const ROUTES: Array<[method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string]> = [
  ['POST', '/api/alerts'],
  ['PATCH', `/api/alerts/${ID}`],
  ['POST', '/api/conversations'],
  ['PUT', `/api/conversations/${ID}`],
  ['POST', '/api/messages'],
  ['POST', '/api/notifications/read'],
  ['POST', `/api/gigs/${ID}/accept`],
  ['POST', `/api/orders/${ID}/deliver`],
  ['POST', `/api/orders/${ID}/cancel`],
  ['POST', `/api/gigs/${ID}/requests`],
  ['POST', `/api/requests/${ID}/decline`],
  ['POST', '/api/reports'],
  ['POST', `/api/users/${ID}/block`],
  ['DELETE', `/api/users/${ID}/block`],
  ['PUT', `/api/users/${ID}`],
  ['POST', '/api/push/subscriptions'],
  ['DELETE', '/api/push/subscriptions'],
  ['POST', '/api/auth/email'],
];

const BODIES: Array<[name: string, contentType: string, body: string]> = [
  ['malformed JSON', 'application/json', '{"a":'],
  ['an empty JSON body', 'application/json', ''],
  ['a forbidden key', 'application/json', '{"__proto__":{"isAdmin":true}}'],
  ['a body over the limit', 'application/json', `{"a":"${'x'.repeat(1024 * 1024 + 10)}"}`],
  ['a wrong content type', 'application/xml', '<a/>'],
];

describe('a signed-in route without a session', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each(BODIES)('is 401 whatever the body: %s', async (_name, contentType, body) => {
    for (const [method, url] of ROUTES) {
      for (const headers of [{}, { authorization: 'Bearer not-a-session-token-at-all' }]) {
        const res = await t.app.inject({ method, url, headers: { ...headers, 'content-type': contentType }, payload: body });
        expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(401);
        expect(Object.keys(res.json() as object)).toEqual(['message']);
      }
    }
  });

  it("is 403 before the body is read on someone else's profile", async () => {
    const [me, other] = [await signedInPerson(t.db), await signedInPerson(t.db)];
    for (const [, contentType, body] of BODIES) {
      const res = await t.app.inject({ method: 'PUT', url: `/api/users/${other.id}`, headers: { cookie: me.cookie, 'content-type': contentType }, payload: body });
      expect(res.statusCode, res.body).toBe(403);
    }
  });

  it("is 401 every time, and visitors do not use up the report limit of people signed in from their address", async () => {
    const { cookie } = await signedInSeller(t.db);
    const gig = (await postGig(t.app, cookie, { departureCountry: 'China', departureCity: 'Guangzhou', destinationCountry: 'Ghana', destinationCity: 'Accra' })).json() as { _id: string };
    const report = { targetType: 'gig', targetId: gig._id, reason: 'spam' };
    for (let i = 0; i < 25; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/reports', payload: report });
      expect(res.statusCode, `visitor's report ${i + 1}`).toBe(401);
    }
    const reporter = await signedInPerson(t.db);
    const res = await t.app.inject({ method: 'POST', url: '/api/reports', headers: { cookie: reporter.cookie }, payload: report });
    expect(res.statusCode, res.body).toBe(201);
  });
});
