import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@spaceshare/shared/messages';
import { createContainer, createGig } from '../src/db/factories.js';
import { dayAhead } from '../src/db/factory-defaults.js';
import { processImage, saveUpload } from '../src/modules/uploads/service.js';
import { badBody, badQuery, badSegment, RAW_BODIES, RAW_QUERIES, RAW_SEGMENTS, type RawBody } from './bad-input-values.js';
import { createTestApp } from './helpers.js';
import { signedInPerson, type Person } from './listing-helpers.js';
import { documentedInputs, listRoutes, type RouteEntry } from './route-list.js';

// Bad input of every kind, to every route, as every kind of caller: the answer is a 4xx `{ message }`,
// never a 5xx. The seed is fixed so a failure replays; fast-check prints the request that failed.
const SEED = 20_251_107;
const RUNS_PER_ROUTE = 25;

// Login and registration are rate limited per client; here every request comes from one address.
const t = await createTestApp({ loginRateLimit: 1_000_000 });
afterAll(() => t.close());

const seller = await signedInPerson(t.db, true);
const buyer = await signedInPerson(t.db);
// A seller who owns nothing, for the sweep of known-bad pieces (which signs out at its end).
const sweeper = await signedInPerson(t.db, true);
const world = await buildWorld(seller, buyer);

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Caller = { name: string; headers: Record<string, string> };

async function send(method: string, url: string, caller: Caller, body?: RawBody) {
  return t.app.inject({
    method: method as Method,
    url,
    headers: { ...caller.headers, ...(body ? { 'content-type': body.contentType } : {}) },
    ...(body ? { payload: body.payload } : {}),
  });
}

async function post(url: string, person: Person, payload: object) {
  const res = await t.app.inject({ method: 'POST', url, headers: { cookie: person.cookie }, payload });
  if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json() as { id?: string; _id?: string };
}

/** One of each thing an id can name, so real ids reach the services behind every route. */
async function buildWorld(owner: Person, customer: Person) {
  const gig = await createGig(t.db, owner.id);
  const container = await createContainer(t.db, owner.id);
  await post(`/api/gigs/${gig.id}/interest`, customer, {});
  const order = await post(`/api/gigs/${gig.id}/accept`, owner, { userId: customer.id, quantity: 1 });
  const conversation = await post('/api/conversations', customer, { to: owner.id });
  const message = await post('/api/messages', customer, { conversationId: conversation.id!, desc: 'Hello there' });
  const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#08f' } }).png().toBuffer();
  const upload = await saveUpload(t.db, await processImage(png), customer.id);
  const ids = [gig.id, container.id, owner.id, customer.id, order._id!, conversation.id!, message._id!, upload];
  // Valid for every body schema at once: each route's schema strips the keys it does not know.
  const validBody = {
    username: `fuzz_${Date.now().toString(36)}`,
    email: 'fuzz@example.com',
    password: 'password123',
    img: '',
    country: 'Ghana',
    isSeller: true,
    phone: '+233201234567',
    desc: 'A description long enough for a courier profile, a message and a review alike.',
    title: 'Guangzhou to Accra, spare luggage',
    about: 'Flying Guangzhou to Accra with spare checked luggage. Sealed packages only, no liquids at all.',
    departureCountry: 'China',
    departureCity: 'Guangzhou',
    destinationCountry: 'Ghana',
    destinationCity: 'Accra',
    availableSpace: 10,
    priceRMB: 60,
    expirationDays: 30,
    containerType: '40ft',
    cargoType: 'General merchandise',
    taxClearance: 'paid_separately',
    locationCountry: 'China',
    locationCity: 'Shenzhen',
    availableSpaceCBM: 5,
    departureDate: dayAhead(40),
    arrivalDate: dayAhead(70),
    to: owner.id,
    conversationId: conversation.id,
    sellerId: owner.id,
    star: 4,
    userId: customer.id,
    quantity: 0.5,
  };
  return { ids, validBody };
}

function expectCleanAnswer(res: LightMyRequestResponse, label: string) {
  expect(res.statusCode, label).toBeLessThan(500);
  if (res.statusCode < 400) return;
  expect(res.headers['content-type'], label).toMatch(/^application\/json/);
  const body = res.json() as Record<string, unknown>;
  expect(Object.keys(body), label).toEqual(['message']);
  expect(body.message, label).toEqual(expect.any(String));
}

const visitor: Caller = { name: 'a visitor', headers: {} };
const asBuyer: Caller = { name: 'a buyer', headers: { cookie: buyer.cookie } };
const asSeller: Caller = { name: 'a seller', headers: { cookie: seller.cookie } };
const forged: Caller = { name: 'a forged session', headers: { cookie: 'sid=%00%FF', authorization: 'Bearer \u0000' } };

describe('inputs that used to answer 500', () => {
  const NUL_USERNAME = { username: 'a\u0000b', password: 'password123' };
  const cases: Array<[string, Method, string, Caller, unknown, number, string | null]> = [
    ['NUL in a search', 'GET', '/api/gigs?search=%00', visitor, undefined, 400, MESSAGES.invalidCharacters],
    ['NUL in a path id', 'GET', '/api/gigs/single/%00', visitor, undefined, 400, MESSAGES.invalidCharacters],
    ['NUL in a user id', 'GET', '/api/users/public/a%00', visitor, undefined, 400, MESSAGES.invalidCharacters],
    ['NUL in an owner filter', 'GET', '/api/containers?userId=%00', visitor, undefined, 400, MESSAGES.invalidCharacters],
    ['NUL in a username at sign-in', 'POST', '/api/auth/login', visitor, NUL_USERNAME, 400, MESSAGES.invalidCharacters],
    ['"%2500" is the text "%00"', 'GET', '/api/gigs?search=%2500', visitor, undefined, 200, null],
    ['a decimal price bound', 'GET', '/api/gigs?min=59.5', visitor, undefined, 200, null],
    ['a price bound beyond the column', 'GET', '/api/containers?max=2147483648', visitor, undefined, 400, MESSAGES.priceFilterTooLarge],
    ['a null registration', 'POST', '/api/auth/register', visitor, null, 400, null],
    ['a null container', 'POST', '/api/containers', asSeller, null, 400, null],
  ];
  it.each(cases)('%s: %s %s', async (_label, method, url, caller, payload, status, message) => {
    const body = payload === undefined ? undefined : { payload: JSON.stringify(payload), contentType: 'application/json' };
    const res = await send(method, url, caller, body);
    expect(res.statusCode).toBe(status);
    if (message) expect(res.json()).toEqual({ message });
    expectCleanAnswer(res, url);
  });

  it('refuses a lone surrogate rather than storing U+FFFD in its place', async () => {
    const payload = JSON.stringify({ ...world.validBody, username: 'surrogate_user', isSeller: false, country: 'Gh\ud800' });
    const res = await send('POST', '/api/auth/register', visitor, { payload, contentType: 'application/json' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MESSAGES.invalidCharacters });
  });
});

const routes = listRoutes(t.app).filter(
  (r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.url !== '/api/ws' && r.method !== 'HEAD',
);
// Sign-out ends the caller's session and DELETE removes the listings the other routes use: run them last.
const lastness = (r: RouteEntry) => (r.url.endsWith('/logout') ? 2 : r.method === 'DELETE' ? 1 : 0);
routes.sort((a, b) => lastness(a) - lastness(b));
const { bodyFields, queryParams } = documentedInputs(t.app);

it('finds every route of the app, parameterised ones included', () => {
  const names = routes.map((r) => `${r.method} ${r.url}`);
  expect(names).toEqual(
    expect.arrayContaining([
      'GET /api/gigs',
      'POST /api/auth/register',
      'GET /api/gigs/:id/interested',
      'POST /api/containers/:id/accept',
      'GET /api/messages/:conversationId',
      'POST /api/orders/:id/cancel',
      'PUT /api/users/:id',
    ]),
  );
  expect(routes.length).toBeGreaterThanOrEqual(35);
  expect(bodyFields).toEqual(expect.arrayContaining(['username', 'availableSpaceCBM', 'quantity', 'star']));
  expect(queryParams).toEqual(expect.arrayContaining(['search', 'min', 'max', 'page', 'before']));
});

/** A request to `route` with each `:param` a real id or a bad segment, maybe a bad query and body. */
function requestFor(route: RouteEntry) {
  const params = route.url.match(/:\w+/g) ?? [];
  const segment = fc.oneof(fc.constantFrom(...world.ids), badSegment);
  const hasBody = route.method !== 'GET';
  return fc.record({
    segments: fc.tuple(...params.map(() => segment)),
    query: fc.option(badQuery(queryParams), { nil: undefined }),
    body: hasBody ? fc.option(badBody(world.validBody, bodyFields), { nil: undefined }) : fc.constant(undefined),
  }).map(({ segments, query, body }) => {
    let i = 0;
    const path = route.url.replace(/:\w+/g, () => segments[i++] ?? '');
    return { url: query === undefined ? path : `${path}?${query}`, body };
  });
}

describe('every route with each known-bad piece', () => {
  const caller: Caller = { name: 'a seller who owns nothing', headers: { cookie: sweeper.cookie } };
  it.each(routes)('$method $url', async (route) => {
    const fill = (segment: string) => route.url.replace(/:\w+/g, segment);
    const urls = [
      ...(route.url.includes(':') ? RAW_SEGMENTS.map(fill) : []),
      ...RAW_QUERIES.map((query, i) => `${fill(world.ids[i % world.ids.length]!)}?${query}`),
    ];
    for (const url of urls) expectCleanAnswer(await send(route.method, url, caller), `${route.method} ${url}`);
    if (route.method === 'GET') return;
    for (const body of RAW_BODIES) {
      const res = await send(route.method, fill(world.ids[0]!), caller, body);
      expectCleanAnswer(res, `${route.method} ${route.url} with ${body.contentType} ${body.payload.slice(0, 40)}`);
    }
  });
});

const callers = [visitor, forged, asBuyer, asSeller];
describe.each(callers)('every route as $name, fuzzed', (caller) => {
  it.each(routes)('$method $url', async (route) => {
    // One seed per route and caller: each explores different values, and a failure replays.
    const seed = SEED + callers.indexOf(caller) * 1000 + routes.indexOf(route);
    await fc.assert(
      fc.asyncProperty(requestFor(route), async ({ url, body }) => {
        const res = await send(route.method, url, caller, body);
        expectCleanAnswer(res, `${route.method} ${url} as ${caller.name}: ${res.body.slice(0, 200)}`);
      }),
      { numRuns: RUNS_PER_ROUTE, seed },
    );
  });
});
