import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_TIMEOUT_MS } from '../src/app.js';
import { createTestApp, type TestApp } from './helpers.js';

describe('server core', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives a client a bounded time to send its request (a trickled body cannot hold a connection for ever)', () => {
    // Fastify's default, 0, would also lift Node's own limit.
    expect(t.app.server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
    expect(REQUEST_TIMEOUT_MS).toBeGreaterThan(0);
  });

  it('answers health once the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found' });
  });

  it('answers malformed JSON with 400 and no internals', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Malformed JSON in request body' });
  });

  it('answers a body that is not UTF-8 with 400, and takes one that is', async () => {
    const login = (payload: Buffer) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload });
    // "Gh\xff\xfeana": the default parser stored it as "Gh\ufffd\ufffdana".
    const latin = Buffer.concat([Buffer.from('{"username":"Gh'), Buffer.from([0xff, 0xfe]), Buffer.from('ana","password":"x"}')]);
    const res = await login(latin);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body is not valid UTF-8' });
    // Real UTF-8 (and a byte-order mark) is read as before: a wrong password, not a bad body.
    const utf8 = await login(Buffer.from('\ufeff{"username":"Gh\u0101na","password":"x"}'));
    expect(utf8.statusCode).toBe(401);
    // Prototype poisoning is still refused by Fastify's parser, and the answer says why.
    const poisoned = await login(Buffer.from('{"__proto__":{"x":1},"username":"a","password":"b"}'));
    expect([poisoned.statusCode, poisoned.json()]).toEqual([400, { message: 'The request body has a forbidden key (__proto__ or constructor.prototype)' }]);
    const viaConstructor = await login(Buffer.from('{"constructor":{"prototype":{"x":1}},"username":"a","password":"b"}'));
    expect(viaConstructor.statusCode).toBe(400);
  });

  it('answers a multipart body sent to a JSON route with 415, and takes one on the upload route', async () => {
    const multipart = (url: string) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        payload: '--x\r\nContent-Disposition: form-data; name="username"\r\n\r\na\r\n--x--\r\n',
      });
    const login = await multipart('/api/auth/login');
    expect([login.statusCode, login.json()]).toEqual([415, { message: 'Unsupported content type' }]);
    // The upload route reads multipart: a part that is no file is its own 400, not a 415.
    expect((await multipart('/api/uploads')).statusCode).toBe(400);
  });

  it('answers an oversized body with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024), password: 'y' }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toHaveProperty('message');
  });

  it('sets security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toContain('max-age=');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // Errors carry them too.
    const missing = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(missing.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
  });

  it('answers 503 on health when the database is gone', async () => {
    const { createTestApp: make } = await import('./helpers.js');
    const other = await make();
    await other.database.close();
    const res = await other.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    await other.app.close();
  });
});
