import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createReview, refetchSellerReviews } from '@/lib/write-review';

/** POST /api/reviews; on success the seller's reviews and profile (its star totals) are fetched again. */
export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSuccess: (_review, input) => refetchSellerReviews(queryClient, input.sellerId),
  });
}
