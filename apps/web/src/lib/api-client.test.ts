import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, errorMessage, toQueryString } from './api-client';

function mockFetch(status: number, body: unknown, contentType = 'application/json') {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const fn = vi.fn().mockResolvedValue(new Response(text, { status, headers: { 'content-type': contentType } }));
  vi.stubGlobal('fetch', fn);
  return fn;
}

describe('api client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('calls /api with cookies and a JSON body', async () => {
    const fetchMock = mockFetch(200, { ok: true });
    await expect(api('/auth/login', { method: 'POST', body: { username: 'a' } })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/login');
    expect(init.credentials).toBe('include');
    expect(init.headers['content-type']).toBe('application/json');
    expect(init.body).toBe('{"username":"a"}');
  });

  it('throws the server message field first, then a text body', async () => {
    mockFetch(400, { message: 'Username is already taken' });
    await expect(api('/auth/register', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 400,
      message: 'Username is already taken',
    });
    mockFetch(500, 'Gateway exploded', 'text/plain');
    await expect(api('/x')).rejects.toMatchObject({ status: 500, message: 'Gateway exploded' });
  });

  it('turns a network failure into a readable ApiError', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const err = await api('/x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(0);
  });

  it('builds query strings without empty values', () => {
    expect(toQueryString({ search: 'China to Ghana', min: 0, max: undefined, sort: '' })).toBe('?search=China+to+Ghana&min=0');
    expect(toQueryString({})).toBe('');
  });

  it('prefers the error message, then the fallback', () => {
    expect(errorMessage(new ApiError(400, 'Bad'), 'fallback')).toBe('Bad');
    expect(errorMessage('weird', 'fallback')).toBe('fallback');
  });
});
