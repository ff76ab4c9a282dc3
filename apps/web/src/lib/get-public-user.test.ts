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

  it('keeps any other failure of the fallback', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(answer(404, { message: 'User not found' })).mockResolvedValueOnce(answer(500, { message: 'Down' })));
    await expect(getPublicUser('abc')).rejects.toMatchObject({ status: 500 });
  });
});
