import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Order } from '../types';
import { applyOrderUpdate } from '../order-cache';

/** POST /api/orders/{id}/cancel: the either side cancels before completion. */
export function cancelOrder(id: string): Promise<Order> {
  return api<Order>(`/orders/${encodeURIComponent(id)}/cancel`, { method: 'POST' });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: (order) => applyOrderUpdate(queryClient, order),
  });
}
