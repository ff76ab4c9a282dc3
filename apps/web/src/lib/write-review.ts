import type { QueryClient } from '@tanstack/react-query';
import type { Review, ReviewFormInput } from '@spaceshare/shared/schemas/review';
import { api } from './api-client';
import { publicUserQueryKey } from './get-public-user';

// Writing a review of a courier, from their profile or from a completed order's card: one request and
// one rule for what is read again after it.

/** A seller's reviews list. */
export const reviewsQueryKey = (sellerId: string) => ['reviews', sellerId] as const;

/** POST /api/reviews. The author is the session user. */
export function createReview(input: ReviewFormInput): Promise<Review> {
  return api<Review>('/reviews', { method: 'POST', body: input });
}

/** After a review of `sellerId` is written: their reviews (the reader's own among them) and profile (its star totals) are fetched again. */
export const refetchSellerReviews = (queryClient: QueryClient, sellerId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: reviewsQueryKey(sellerId) }),
    queryClient.invalidateQueries({ queryKey: publicUserQueryKey(sellerId) }),
  ]);
