import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Review, ReviewFormInput } from '@spaceshare/shared/schemas/review';
import { api } from '@/lib/api-client';
import { ordersQueryKey } from '@/lib/live-query-keys';

/** POST /api/reviews with the completed order: the review is a verified booking, linked to it. */
export function reviewOrder(input: ReviewFormInput): Promise<Review> {
  return api<Review>('/reviews', { method: 'POST', body: input });
}

/** The order list refetches, so the card's invitation turns into 'Reviewed'. */
export function useReviewOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  });
}
