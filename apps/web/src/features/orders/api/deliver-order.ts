import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Order } from '../types';
import { applyOrderUpdate } from '../order-cache';

/** POST /api/orders/{id}/deliver: the seller marks the order delivered. */
export function deliverOrder(id: string): Promise<Order> {
  return api<Order>(`/orders/${encodeURIComponent(id)}/deliver`, { method: 'POST' });
}

export function useDeliverOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deliverOrder,
    onSuccess: (order) => applyOrderUpdate(queryClient, order),
  });
}
