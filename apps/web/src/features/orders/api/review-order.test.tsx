import { cleanup, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicUserQueryKey } from '@/lib/get-public-user';
import { ordersQueryKey } from '@/lib/live-query-keys';
import { reviewsQueryKey } from '@/lib/write-review';
import { stubApi } from '@/test/render';
import { useReviewOrder } from './review-order';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const sellerId = 's'.repeat(24);
const otherSeller = 't'.repeat(24);

describe('a review written from the order card', () => {
  it("reads again the orders, and the courier's reviews and star totals (cached for minutes otherwise), not another courier's", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    const keys = [ordersQueryKey, reviewsQueryKey(sellerId), publicUserQueryKey(sellerId), reviewsQueryKey(otherSeller), publicUserQueryKey(otherSeller)];
    for (const key of keys) queryClient.setQueryData(key, []);
    stubApi(() => ({ status: 201, body: { _id: 'r'.repeat(24) } }));
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useReviewOrder(), { wrapper });
    await result.current.mutateAsync({ sellerId, star: 5, desc: 'On time and careful with the boxes.' });
    expect(keys.map((key) => queryClient.getQueryState(key)?.isInvalidated)).toEqual([true, true, true, false, false]);
  });
});
