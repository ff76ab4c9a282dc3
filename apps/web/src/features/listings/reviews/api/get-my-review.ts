import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Review } from '@spaceshare/shared/schemas/review';
import { api } from '@/lib/api-client';

/** GET /api/reviews/{sellerId}/mine: the signed-in user's own review of the seller, or null. */
export function getMyReview(sellerId: string, signal?: AbortSignal): Promise<{ review: Review | null }> {
  return api<{ review: Review | null }>(`/reviews/${encodeURIComponent(sellerId)}/mine`, { signal });
}

export const myReviewQueryKey = (sellerId: string) => ['reviews', sellerId, 'mine'] as const;

/** Only for a signed-in reader who may review this seller. */
export function useMyReview(sellerId: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: myReviewQueryKey(sellerId),
      queryFn: ({ signal }) => getMyReview(sellerId, signal),
      enabled: enabled && !!sellerId,
    }),
  );
}
