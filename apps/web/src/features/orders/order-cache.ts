import type { QueryClient } from '@tanstack/react-query';
import { ordersQueryKey } from '@/lib/live-query-keys';
import type { Order } from './types';

/** After a status change: show the answer at once, then fetch the list again. */
export function applyOrderUpdate(queryClient: QueryClient, order: Order) {
  queryClient.setQueryData<Order[]>(ordersQueryKey, (old) => old?.map((o) => (o._id === order._id ? order : o)));
  return queryClient.invalidateQueries({ queryKey: ordersQueryKey });
}
