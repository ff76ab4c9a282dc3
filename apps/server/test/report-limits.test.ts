import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGig } from '../src/db/factories.js';
import { createTestApp, type TestApp } from './helpers.js';
import { signedInPerson, type Person } from './listing-helpers.js';

// Reports a minute (decision 2452): 20 per reporter, 200 per address for all its reporters together.
const PER_USER = 20;
const PER_ADDRESS = 200;

describe('how many reports people may file', () => {
  let t: TestApp;
  let gigId: string;
  beforeAll(async () => {
    t = await createTestApp();
    const courier = await signedInPerson(t.db, true);
    gigId = (await createGig(t.db, courier.id)).id;
  });
  afterAll(() => t.close());

  // The same report again is a 409 after the first; every attempt counts towards the limits alike.
  const report = (who: Person, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/reports', headers: { cookie: who.cookie }, remoteAddress, payload: { targetType: 'gig', targetId: gigId, reason: 'scam' } });
  const expectLimited = (res: { statusCode: number; json(): { message: string }; headers: Record<string, unknown> }) => {
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  };

  it(`counts ${PER_USER} a minute per reporter: a neighbour behind the same address still reports`, async () => {
    const campus = '198.51.100.20';
    const busy = await signedInPerson(t.db);
    const neighbour = await signedInPerson(t.db);
    const statuses = [];
    for (let i = 0; i < PER_USER; i++) statuses.push((await report(busy, campus)).statusCode);
    expect(statuses).toEqual([201, ...Array<number>(PER_USER - 1).fill(409)]);
    expectLimited(await report(busy, campus));
    // Moving to another network does not reset one's own count.
    expectLimited(await report(busy, '203.0.113.20'));
    expect((await report(neighbour, campus)).statusCode).toBe(201);
  });

  it(`caps one address at ${PER_ADDRESS} a minute for all its reporters together`, async () => {
    const nat = '198.51.100.30';
    const crowd = await Promise.all(Array.from({ length: PER_ADDRESS / PER_USER }, () => signedInPerson(t.db)));
    const answers = await Promise.all(crowd.map(async (who) => {
      const codes = [];
      for (let i = 0; i < PER_USER; i++) codes.push((await report(who, nat)).statusCode);
      return codes;
    }));
    expect(answers.flat().filter((code) => code === 429)).toEqual([]);
    const late = await signedInPerson(t.db);
    expectLimited(await report(late, nat));
    expect((await report(late, '203.0.113.30')).statusCode).toBe(201);
  });

  it('asks a visitor to sign in before counting anything', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/reports', remoteAddress: '198.51.100.40', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});
