import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { conversationQueryKey, conversationsQueryKey, messagesQueryKey } from '@/lib/live-query-keys';
import { stubApi } from '@/test/render';
import { useSendMessage } from './send-message';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup(status: number) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(conversationQueryKey('c1'), { id: 'c1' });
  queryClient.setQueryData(conversationsQueryKey, [{ id: 'c1' }]);
  queryClient.setQueryData(messagesQueryKey('c1'), []);
  stubApi(() => ({ status, body: { message: status === 403 ? 'You cannot contact this user' : 'Something went wrong' } }));
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useSendMessage('c1'), { wrapper });
  const stale = () => [queryClient.getQueryState(conversationQueryKey('c1'))?.isInvalidated, queryClient.getQueryState(conversationsQueryKey)?.isInvalidated];
  return { result, stale };
}

describe('useSendMessage', () => {
  it('reads the thread again when the send is refused (the other account may be gone)', async () => {
    const { result, stale } = setup(403);
    await expect(result.current.mutateAsync('Hello?')).rejects.toThrow('You cannot contact this user');
    await waitFor(() => expect(stale()).toEqual([true, true]));
  });

  it('leaves the thread as it is when the send failed for another reason', async () => {
    const { result, stale } = setup(500);
    await expect(result.current.mutateAsync('Hello?')).rejects.toThrow();
    expect(stale()).toEqual([false, false]);
  });
});
