import { afterEach, describe, expect, it, vi } from 'vitest';
import { getPublicUser } from './get-public-user';

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('getPublicUser', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("says 'User not found' when the owner-only fallback refuses someone else (a deleted or suspended account)", async () => {
    const fetchMock = vi.fn().mockResolvedValueOnce(answer(404, { message: 'User not found' })).mockResolvedValueOnce(answer(403, { message: 'You are not allowed to do that' }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(getPublicUser('abc')).rejects.toMatchObject({ status: 404, message: 'User not found' });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/users/public/abc', '/api/users/abc']);
  });

  it('answers null for a 410 (a deleted account): one request, no fallback, nothing to retry (decision 2313)', async () => {
    const fetchMock = vi.fn().mockResolvedValueOnce(answer(410, { message: 'This account was deleted' }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(getPublicUser('abc')).resolves.toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('keeps any other failure of the fallback', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(answer(404, { message: 'User not found' })).mockResolvedValueOnce(answer(500, { message: 'Down' })));
    await expect(getPublicUser('abc')).rejects.toMatchObject({ status: 500 });
  });
});
