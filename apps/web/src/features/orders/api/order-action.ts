import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ordersQueryKey } from '@/lib/live-query-keys';
import type { OrderAction } from '@spaceshare/shared/schemas/order';
import type { Order } from '../types';
import { applyOrderUpdate } from '../order-cache';

/** POST /api/orders/{id}/{action}: one step of an order; the answer is the order as the caller sees it. */
export function postOrderAction(id: string, action: OrderAction, body?: unknown): Promise<Order> {
  return api<Order>(`/orders/${encodeURIComponent(id)}/${action}`, { method: 'POST', body });
}

/**
 * The hook of a step: the answer replaces the order in the list at once. A refusal usually means the
 * order moved on elsewhere (the courier picked it up while the buyer pressed Cancel), so the list is
 * fetched again and the card shows what is still possible.
 */
export function useOrderAction<Input>(mutationFn: (input: Input) => Promise<Order>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (order) => applyOrderUpdate(queryClient, order),
    onError: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  });
}
