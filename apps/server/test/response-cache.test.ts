import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { testConfig } from '../src/config.js';
import { createGig, createSeller, createUser } from '../src/db/factories.js';
import { createRedis, type Redis } from '../src/lib/redis.js';
import { createSession } from '../src/plugins/auth.js';
import { createTestDatabase, login } from './helpers.js';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const gigBody = {
  title: 'Shenzhen to Nairobi, 15 kg spare',
  about: 'Flying Shenzhen to Nairobi next week with fifteen kilos of spare checked luggage allowance.',
  departureCountry: 'China',
  departureCity: 'Shenzhen',
  destinationCountry: 'Kenya',
  destinationCity: 'Nairobi',
  availableSpace: 15,
  priceRMB: 55,
  expirationDays: 20,
};

describe('response micro-cache for public listing reads (two instances sharing Redis)', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  const redises: Redis[] = [];
  let drop: () => Promise<void>;
  let db: Awaited<ReturnType<typeof createTestDatabase>>['database']['db'];

  beforeAll(async () => {
    const created = await createTestDatabase();
    db = created.database.db;
    drop = created.drop;
    const channel = `test:${randomBytes(6).toString('hex')}`;
    const start = async () => {
      const redis = createRedis(REDIS_URL);
      redises.push(redis);
      const app = await buildApp({
        config: testConfig({ redisUrl: REDIS_URL, responseCacheTtlMs: 60_000 }),
        database: created.database,
        redis,
        eventsChannel: channel,
      });
      await app.ready();
      return app;
    };
    a = await start();
    b = await start();
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await Promise.all(redises.map((r) => r.quit()));
    await drop();
  });

  it('answers a repeated Explore read from memory, headers included', async () => {
    const seller = await createSeller(db);
    await createGig(db, seller.id);
    const first = await a.inject({ method: 'GET', url: '/api/gigs?search=China%20to%20Ghana' });
    expect(first.headers['x-cache']).toBe('MISS');
    // A row written behind the API's back is not seen while the answer is cached...
    await createGig(db, seller.id);
    const second = await a.inject({ method: 'GET', url: '/api/gigs?search=China%20to%20Ghana' });
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.body).toBe(first.body);
    expect(second.headers['x-total-count']).toBe('1');
    expect(second.headers['content-type']).toContain('application/json');
  });

  it('forgets every cached answer on both instances after a listing write through the API', async () => {
    const seller = await createSeller(db, { username: `cache_seller_${randomBytes(3).toString('hex')}` });
    const { cookie } = await login(a, seller.username);
    await b.inject({ method: 'GET', url: '/api/gigs?search=Nairobi' });
    const before = await b.inject({ method: 'GET', url: '/api/gigs?search=Nairobi' });
    expect(before.headers['x-cache']).toBe('HIT');
    expect(before.json()).toHaveLength(0);

    const created = await a.inject({ method: 'POST', url: '/api/gigs', headers: { cookie }, payload: gigBody });
    expect(created.statusCode).toBe(201);

    // Instance B hears about the write through Redis.
    await expect
      .poll(async () => (await b.inject({ method: 'GET', url: '/api/gigs?search=Nairobi' })).json().length, { timeout: 2000 })
      .toBe(1);
  });

  it('drops a cached listing detail when interest changes it', async () => {
    const seller = await createSeller(db, { username: `cache_owner_${randomBytes(3).toString('hex')}` });
    const buyer = await createUser(db, { username: `cache_buyer_${randomBytes(3).toString('hex')}` });
    const gig = await createGig(db, seller.id);
    const url = `/api/gigs/single/${gig.id}`;
    await a.inject({ method: 'GET', url });
    expect((await a.inject({ method: 'GET', url })).headers['x-cache']).toBe('HIT');
    const { cookie } = await login(a, buyer.username);
    const toggled = await a.inject({ method: 'POST', url: `/api/gigs/${gig.id}/interest`, headers: { cookie } });
    expect(toggled.json().interestedCount).toBe(1);
    const after = await a.inject({ method: 'GET', url });
    expect(after.headers['x-cache']).toBe('MISS');
    expect(after.json().interestedCount).toBe(1);
  });

  it('drops a cached listing detail on both instances when accepting a request takes its space', async () => {
    const seller = await createSeller(db, { username: `cache_req_owner_${randomBytes(3).toString('hex')}` });
    const buyer = await createUser(db, { username: `cache_req_buyer_${randomBytes(3).toString('hex')}` });
    const gig = await createGig(db, seller.id, { availableSpace: 10 });
    const url = `/api/gigs/single/${gig.id}`;
    await b.inject({ method: 'GET', url });
    expect((await b.inject({ method: 'GET', url })).headers['x-cache']).toBe('HIT');
    const asked = await a.inject({
      method: 'POST',
      url: `/api/gigs/${gig.id}/requests`,
      headers: { cookie: `sid=${await createSession(db, buyer.id)}` },
      payload: { quantity: 4, description: 'A suitcase of clothes', declaration: true },
    });
    const sellerCookie = `sid=${await createSession(db, seller.id)}`;
    await expect.poll(async () => (await b.inject({ method: 'GET', url })).headers['x-cache']).toBe('HIT');
    expect((await a.inject({ method: 'POST', url: `/api/requests/${asked.json()._id}/accept`, headers: { cookie: sellerCookie } })).statusCode).toBe(201);
    await expect.poll(async () => (await b.inject({ method: 'GET', url })).json().availableSpace).toBe(6);
  });

  it('never caches errors or personal reads', async () => {
    const missing = '/api/gigs/single/ffffffffffffffffffffffff';
    await a.inject({ method: 'GET', url: missing });
    const again = await a.inject({ method: 'GET', url: missing });
    expect(again.statusCode).toBe(404);
    expect(again.headers['x-cache']).toBeUndefined();
    const seller = await createSeller(db, { username: `cache_me_${randomBytes(3).toString('hex')}` });
    const { cookie } = await login(a, seller.username);
    const me = await a.inject({ method: 'GET', url: `/api/users/${seller.id}`, headers: { cookie } });
    expect(me.headers['x-cache']).toBeUndefined();
  });
});
