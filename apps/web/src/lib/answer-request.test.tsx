import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testBookingRequest } from '@/test/factories';
import { stubApi } from '@/test/render';
import { useDeclineRequest, useWithdrawRequest } from './answer-request';
import { interestedQueryKey } from './live-query-keys';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const gigId = 'g'.repeat(24);
const otherGig = 'h'.repeat(24);

/** A client that holds two listings' interested lists; says which of them were marked for a refetch. */
function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  for (const id of [gigId, otherGig]) queryClient.setQueryData(interestedQueryKey('gigs', id), { interested: true, interestedCount: 1, interestedUsers: [] });
  stubApi(() => ({ body: testBookingRequest({ status: 'withdrawn' }) }));
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const stale = () => [gigId, otherGig].map((id) => queryClient.getQueryState(interestedQueryKey('gigs', id))?.isInvalidated);
  return { wrapper, stale };
}

describe('answers to a request', () => {
  it("a withdrawn request reads its listing's interested list again, and only that one (the buyer's offer button)", async () => {
    const { wrapper, stale } = setup();
    const { result } = renderHook(() => useWithdrawRequest(), { wrapper });
    await result.current.mutateAsync(testBookingRequest({ listingId: gigId }));
    await waitFor(() => expect(stale()).toEqual([true, false]));
  });

  it("a declined request reads its listing's interested list again (the owner's Interested users)", async () => {
    const { wrapper, stale } = setup();
    const { result } = renderHook(() => useDeclineRequest(), { wrapper });
    await result.current.mutateAsync({ request: testBookingRequest({ listingId: gigId }) });
    await waitFor(() => expect(stale()).toEqual([true, false]));
  });
});
