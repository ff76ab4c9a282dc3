import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@spaceshare/shared/messages';
import { createTestApp, type TestApp } from './helpers.js';
import { signedInPerson } from './listing-helpers.js';

// A request to the live socket's address that asks for no upgrade (decision 2303): it was a 404 with
// an empty body, the one answer of /api that was not { message }.

describe('GET /api/ws without an upgrade', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is 426 { message } for a visitor and for a signed-in person', async () => {
    const person = await signedInPerson(t.db);
    for (const headers of [{}, { cookie: person.cookie }, { authorization: `Bearer ${person.token}` }]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/ws', headers });
      expect(res.statusCode).toBe(426);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers.upgrade).toBe('websocket');
      expect(res.json()).toEqual({ message: MESSAGES.websocketOnly });
    }
  });

  it('still refuses a repeated token with 400 { message }', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ws?token=a&token=b' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json() as object)).toEqual(['message']);
  });
});
