import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WS_CLOSE } from '@spaceshare/shared/constants';
import { MESSAGES } from '@spaceshare/shared/messages';
import { createTestApp, type TestApp } from './helpers.js';
import { signedInPerson } from './listing-helpers.js';

// A request to the live socket's address that asks for no upgrade (decision 2303): it was a 404 with
// an empty body, the one answer of /api that was not { message }.

describe('GET /api/ws without an upgrade, and its documentation', () => {
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

  it('is in the OpenAPI document with its protocol (decision 2451): the events out, the frame in, the close codes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const ws = res.json().paths['/api/ws']?.get as
      | { summary: string; description: string; tags: string[]; security: unknown[]; parameters: Array<{ name: string; in: string }>; responses: Record<string, { content?: Record<string, { schema: unknown }> }> }
      | undefined;
    expect(ws).toBeDefined();
    expect(ws!.tags).toEqual(['realtime']);
    expect(ws!.summary).toMatch(/WebSocket/);
    expect(ws!.security).toEqual([{ cookieAuth: [] }, { bearerAuth: [] }]);
    expect(ws!.parameters).toEqual([expect.objectContaining({ name: 'token', in: 'query' })]);
    expect(Object.keys(ws!.responses).sort()).toEqual(['101', '400', '403', '426']);

    // Every event a socket can receive is described and in the frame schema; the instances' own is not.
    const sent = ['message', 'conversation', 'typing', 'order', 'request', 'interest', 'notification', 'notifications-read', 'signed-out'];
    for (const type of sent) expect(ws!.description).toContain(`- \`${type}\`: `);
    const frames = ws!.responses['101']!.content!['application/json']!.schema as { oneOf: Array<{ properties: { type: { enum: string[] } } }> };
    expect(frames.oneOf.flatMap((frame) => frame.properties.type.enum)).toEqual(sent);
    expect(ws!.description).not.toContain('sessions-ended');
    expect(ws!.description).toContain('{"type":"typing","conversationId":"<conversation id>"}');
    for (const code of Object.values(WS_CLOSE)) expect(ws!.description).toContain(`- ${code}: `);
  });
});
