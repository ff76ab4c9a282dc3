import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Review, ReviewFormInput } from '@spaceshare/shared/schemas/review';
import { api } from '@/lib/api-client';
import { publicUserQueryKey } from '@/lib/get-public-user';
import { reviewsQueryKey } from './get-reviews';

/** POST /api/reviews. The author is the session user. */
export function createReview(input: ReviewFormInput): Promise<Review> {
  return api<Review>('/reviews', { method: 'POST', body: input });
}

/** On success the seller's reviews (the reader's own among them) and profile (its star totals) are fetched again. */
export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSuccess: (_review, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewsQueryKey(input.sellerId) }),
        queryClient.invalidateQueries({ queryKey: publicUserQueryKey(input.sellerId) }),
      ]),
  });
}
