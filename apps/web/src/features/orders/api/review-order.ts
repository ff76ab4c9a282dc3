import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ordersQueryKey } from '@/lib/live-query-keys';
import { createReview, refetchSellerReviews } from '@/lib/write-review';

/**
 * POST /api/reviews from the completed order (a verified booking, linked to it). The order list
 * refetches, so the card's invitation turns into 'Reviewed'; so do the courier's reviews and profile
 * (its star totals), which would otherwise show the old review for as long as they stay cached.
 */
export function useReviewOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSuccess: (_review, input) => Promise.all([queryClient.invalidateQueries({ queryKey: ordersQueryKey }), refetchSellerReviews(queryClient, input.sellerId)]),
  });
}
