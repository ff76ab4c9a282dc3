import { postOrderAction, useOrderAction } from './order-action';

/**
 * POST /api/orders/{id}/cancel: either side cancels an open order, the buyer only until the courier
 * picked it up, nobody once it is delivered (decision 1701).
 */
export const cancelOrder = (id: string) => postOrderAction(id, 'cancel');

export const useCancelOrder = () => useOrderAction(cancelOrder);
