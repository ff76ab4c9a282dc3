import { focusAfterRender } from '@/lib/use-zod-form';

/** The id of an order's card on /orders. */
export const orderCardId = (id: string) => `order-${id}`;

/**
 * After an action whose button goes with it (the code accepted, delivered, confirmed, cancelled,
 * reviewed), the order's card takes the focus instead of the top of the page, once the list has
 * re-rendered with the new status (a card moved in the list loses the focus).
 */
export const focusOrderCard = (id: string) => focusAfterRender(orderCardId(id));
