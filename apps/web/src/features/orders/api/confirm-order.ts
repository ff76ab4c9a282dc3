import { postOrderAction, useOrderAction } from './order-action';

/** POST /api/orders/{id}/confirm: the buyer confirms receipt; the order is completed. */
export const confirmOrder = (id: string) => postOrderAction(id, 'confirm');

export const useConfirmOrder = () => useOrderAction(confirmOrder);
