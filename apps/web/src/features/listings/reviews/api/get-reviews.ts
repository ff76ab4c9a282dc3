import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Review } from '@spaceshare/shared/schemas/review';
import { api } from '@/lib/api-client';
import { reviewsQueryKey } from '@/lib/write-review';

/** GET /api/reviews/{sellerId}: newest first. */
export function getReviews(sellerId: string, signal?: AbortSignal): Promise<Review[]> {
  return api<Review[]>(`/reviews/${encodeURIComponent(sellerId)}`, { signal });
}

export function reviewsQueryOptions(sellerId: string) {
  return queryOptions({
    queryKey: reviewsQueryKey(sellerId),
    queryFn: ({ signal }) => getReviews(sellerId, signal),
    enabled: !!sellerId,
  });
}

export function useReviews(sellerId: string) {
  return useQuery(reviewsQueryOptions(sellerId));
}
