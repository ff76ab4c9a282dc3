import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Order } from '../types';
import { applyOrderUpdate } from '../order-cache';

/**
 * POST /api/orders/{id}/deliver: the seller marks the order delivered, or with the buyer's code
 * completes it at once (issue 10).
 */
export function deliverOrder({ id, code }: { id: string; code?: string }): Promise<Order> {
  return api<Order>(`/orders/${encodeURIComponent(id)}/deliver`, { method: 'POST', body: code ? { code } : undefined });
}

export function useDeliverOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deliverOrder,
    onSuccess: (order) => applyOrderUpdate(queryClient, order),
  });
}
