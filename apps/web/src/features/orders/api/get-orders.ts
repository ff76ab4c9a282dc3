import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ordersQueryKey } from '@/lib/live-query-keys';
import { useRealtimeConnected } from '@/lib/realtime';
import type { Order } from '../types';

/** GET /api/orders: mine as buyer or seller, newest first. */
export function getOrders(signal?: AbortSignal): Promise<Order[]> {
  return api<Order[]>('/orders', { signal });
}

/** Without the socket, orders are polled this often so status changes still arrive. */
const FALLBACK_POLL_MS = 30_000;

export function ordersQueryOptions({ live = true }: { live?: boolean } = {}) {
  return queryOptions({
    queryKey: ordersQueryKey,
    queryFn: ({ signal }) => getOrders(signal),
    refetchInterval: live ? false : FALLBACK_POLL_MS,
  });
}

export function useOrders() {
  const live = useRealtimeConnected();
  return useQuery(ordersQueryOptions({ live }));
}
