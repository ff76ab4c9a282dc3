import net, { type AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@spaceshare/shared/messages';
import { createTestApp, type TestApp } from './helpers.js';

/** Writes raw bytes to the server and resolves with everything it answered before closing. */
function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
    socket.write(request);
  });
}

function parse(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const [statusLine = '', ...headers] = head.split('\r\n');
  const contentType = headers.find((h) => /^content-type:/i.test(h)) ?? '';
  return { status: Number(statusLine.split(' ')[1]), contentType, body: JSON.parse(body) as unknown };
}

// The HTTP server's own refusals (before any route runs) answer `{ message }` like every other 4xx,
// not Fastify's `{ error, message, statusCode }` (tester round 9).
describe('requests the HTTP server cannot read', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('answers headers past the size limit with 431 { message }', async () => {
    const answer = parse(await rawExchange(port, `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`));
    expect(answer).toEqual({ status: 431, contentType: expect.stringMatching(/application\/json/), body: { message: MESSAGES.requestHeadersTooLarge } });
  });

  it('answers a request line or a chunked body that does not parse with 400 { message }', async () => {
    for (const request of [
      'GARBAGE\r\n\r\n',
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nZZ\r\nabc\r\n0\r\n\r\n',
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    ]) {
      expect(parse(await rawExchange(port, request)), request).toEqual({ status: 400, contentType: expect.stringMatching(/application\/json/), body: { message: MESSAGES.requestUnreadable } });
    }
  });
});

describe('a compressed request body', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is refused with 415 for what it is, not read as bytes that are "not valid UTF-8"', async () => {
    const payload = gzipSync(JSON.stringify({ username: 'nobody', password: 'password123' }));
    for (const encoding of ['gzip', 'br', 'deflate, gzip']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json', 'content-encoding': encoding }, payload });
      expect([res.statusCode, res.json()], encoding).toEqual([415, { message: MESSAGES.contentEncodingUnsupported }]);
    }
    // 'identity' is no coding at all, and a request without a body carries nothing to decode.
    const identity = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json', 'content-encoding': 'identity' }, payload: { username: 'nobody', password: 'password123' } });
    expect(identity.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'content-encoding': 'gzip' } })).statusCode).toBe(200);
  });
});
