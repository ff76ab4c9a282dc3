import { orderDeliveredNoCancel, orderPickedUpNoCancel } from '../messages/order-refusals.js';

// Who may cancel an active order narrows as the parcel moves (decision 1701): either side until the
// courier picks it up, then the courier alone, nobody once it is delivered. The server refuses with
// the message (409); the order card offers Cancel only when there is none.

export interface OrderStep {
  pickedUpAt: Date | string | null;
  deliveredAt: Date | string | null;
}

/** Why this side may not cancel the active order at its step, or null when it may. */
export function cancelRefusal(order: OrderStep, asBuyer: boolean): string | null {
  if (order.deliveredAt) return orderDeliveredNoCancel;
  if (order.pickedUpAt && asBuyer) return orderPickedUpNoCancel;
  return null;
}
