import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Order } from '../types';
import { applyOrderUpdate } from '../order-cache';

/** POST /api/orders/{id}/confirm: the buyer confirms receipt; the order is completed. */
export function confirmOrder(id: string): Promise<Order> {
  return api<Order>(`/orders/${encodeURIComponent(id)}/confirm`, { method: 'POST' });
}

export function useConfirmOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmOrder,
    onSuccess: (order) => applyOrderUpdate(queryClient, order),
  });
}
