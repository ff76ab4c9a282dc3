import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { conversationQueryKey, conversationsQueryKey, messagesQueryKey } from '@/lib/live-query-keys';
import { stubApi } from '@/test/render';
import { ApiError } from '@/lib/api-client';
import { mightGetThrough, useSendMessage } from './send-message';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup(status: number | ((attempt: number) => number)) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(conversationQueryKey('c1'), { id: 'c1' });
  queryClient.setQueryData(conversationsQueryKey, [{ id: 'c1' }]);
  queryClient.setQueryData(messagesQueryKey('c1'), []);
  const bodies: unknown[] = [];
  stubApi(({ body }) => {
    bodies.push(body);
    const answer = typeof status === 'number' ? status : status(bodies.length);
    if (answer === 201) return { status: 201, body: { _id: 'm1', conversationId: 'c1', userId: 'u1', desc: 'Hello?', createdAt: new Date().toISOString(), listing: null } };
    return { status: answer, body: { message: answer === 403 ? 'You cannot contact this user' : 'Something went wrong' } };
  });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useSendMessage('c1'), { wrapper });
  const stale = () => [queryClient.getQueryState(conversationQueryKey('c1'))?.isInvalidated, queryClient.getQueryState(conversationsQueryKey)?.isInvalidated];
  return { result, stale, bodies };
}

describe('useSendMessage', () => {
  it('reads the thread again when the send is refused (the other account may be gone)', async () => {
    const { result, stale } = setup(403);
    await expect(result.current.mutateAsync({ desc: 'Hello?', clientKey: 'k-12345678' })).rejects.toThrow('You cannot contact this user');
    await waitFor(() => expect(stale()).toEqual([true, true]));
  });

  it('leaves the thread as it is when the send failed for another reason', async () => {
    const { result, stale } = setup(500);
    await expect(result.current.mutateAsync({ desc: 'Hello?', clientKey: 'k-12345678' })).rejects.toThrow();
    expect(stale()).toEqual([false, false]);
  });

  it('tries a send that got no good answer again by itself, with the same key (decision 2301)', async () => {
    const { result, bodies } = setup((attempt) => (attempt === 1 ? 503 : 201));
    await expect(result.current.mutateAsync({ desc: 'Hello?', clientKey: 'k-12345678' })).resolves.toMatchObject({ _id: 'm1' });
    expect(bodies).toEqual([
      { conversationId: 'c1', desc: 'Hello?', clientKey: 'k-12345678' },
      { conversationId: 'c1', desc: 'Hello?', clientKey: 'k-12345678' },
    ]);
  });

  it('does not try again what the server refused or failed at (4xx, 500)', async () => {
    for (const status of [400, 429, 500]) {
      const { result, bodies } = setup(status);
      await expect(result.current.mutateAsync({ desc: 'Hello?', clientKey: 'k-12345678' })).rejects.toThrow();
      expect([status, bodies.length]).toEqual([status, 1]);
      cleanup();
    }
  });
});

describe('mightGetThrough', () => {
  it('is true for no answer and a gateway or overloaded server only', () => {
    expect([0, 502, 503, 504].map((status) => mightGetThrough(new ApiError(status, 'x')))).toEqual([true, true, true, true]);
    expect([400, 401, 403, 404, 409, 429, 500].some((status) => mightGetThrough(new ApiError(status, 'x')))).toBe(false);
    expect(mightGetThrough(new Error('x'))).toBe(false);
  });
});
