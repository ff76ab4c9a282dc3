import { postOrderAction, useOrderAction } from './order-action';

/**
 * POST /api/orders/{id}/deliver: the seller marks the order delivered, or with the buyer's code
 * completes it at once (issue 10). It needs no pick-up first.
 */
export const deliverOrder = ({ id, code }: { id: string; code?: string }) => postOrderAction(id, 'deliver', code ? { code } : undefined);

export const useDeliverOrder = () => useOrderAction(deliverOrder);
