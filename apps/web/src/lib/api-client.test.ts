import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@spaceshare/shared/messages';
import { testUser } from '@/test/factories';
import { ApiError, api, errorMessage } from './api-client';
import { clearCurrentUser, getCurrentUser, setCurrentUser } from './current-user';
import { takeSessionEnded } from './session-ended';

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

  // Decision 2109: a session ended elsewhere (a password changed on another device).
  it('a 401 to a signed-in tab signs it out and marks why, once', async () => {
    setCurrentUser(testUser({}));
    mockFetch(401, { message: 'Not signed in' });
    await expect(api('/orders')).rejects.toMatchObject({ status: 401 });
    expect(getCurrentUser()).toBeNull();
    expect(takeSessionEnded()).toBe(MESSAGES.sessionExpired);
    expect(takeSessionEnded()).toBeNull();
  });

  it('a 401 saying a password change ended the session marks that reason (decision 2311)', async () => {
    setCurrentUser(testUser({}));
    mockFetch(401, { message: MESSAGES.sessionEndedPasswordChanged });
    await expect(api('/orders')).rejects.toMatchObject({ status: 401 });
    expect(takeSessionEnded()).toBe(MESSAGES.sessionEndedPasswordChanged);
  });

  it('a 401 from sign-in itself, or to a visitor, marks nothing', async () => {
    setCurrentUser(testUser({}));
    mockFetch(401, { message: 'Invalid username or password' });
    await expect(api('/auth/login', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 401 });
    expect(getCurrentUser()).not.toBeNull();
    clearCurrentUser();
    mockFetch(401, { message: 'Not signed in' });
    await expect(api('/orders')).rejects.toMatchObject({ status: 401 });
    expect(takeSessionEnded()).toBeNull();
  });

});

describe('errorMessage (spec §8)', () => {
  const offline = new ApiError(0, 'Network error: please check your connection and try again.');

  it("prefers the server's message field, then its text body", () => {
    expect(errorMessage(new ApiError(429, 'x', { message: 'Too many attempts' }), 'fallback')).toBe('Too many attempts');
    expect(errorMessage(new ApiError(502, 'x', 'Bad gateway'), 'fallback')).toBe('Bad gateway');
  });

  it('then the message of a call that got no answer', () => {
    expect(errorMessage(offline, 'fallback')).toMatch(/^Network error/);
    expect(errorMessage(new TypeError('boom'), 'fallback')).toBe('boom');
  });

  it('else the fallback, never a bare status text', () => {
    expect(errorMessage(new ApiError(401, 'Unauthorized'), MESSAGES.invalidLogin)).toBe(MESSAGES.invalidLogin);
    expect(errorMessage(new ApiError(502, 'x', '   '), 'fallback')).toBe('fallback');
    expect(errorMessage('weird', 'fallback')).toBe('fallback');
  });

  it('shows only what the server said when asked to', () => {
    const opts = { serverOnly: true };
    expect(errorMessage(new ApiError(400, 'x', { message: 'Username is already taken' }), MESSAGES.somethingWrong, opts)).toBe(
      'Username is already taken',
    );
    expect(errorMessage(new ApiError(500, 'Internal Server Error'), MESSAGES.somethingWrong, opts)).toBe(MESSAGES.somethingWrong);
    expect(errorMessage(offline, MESSAGES.somethingWrong, opts)).toBe(MESSAGES.somethingWrong);
    expect(errorMessage(new TypeError('boom'), MESSAGES.somethingWrong, opts)).toBe(MESSAGES.somethingWrong);
  });
});
