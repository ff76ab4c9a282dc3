import { postOrderAction, useOrderAction } from './order-action';

/**
 * POST /api/orders/{id}/pickup: the seller marks the parcel (or cargo) handed over by the buyer; from
 * then on only the seller can cancel (decision 1701).
 */
export const pickUpOrder = (id: string) => postOrderAction(id, 'pickup');

export const usePickUpOrder = () => useOrderAction(pickUpOrder);
