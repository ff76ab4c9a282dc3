import type { Order as SharedOrder } from '@spaceshare/shared/schemas/order';

/** GET /api/orders row: the shared shape plus what the API contract adds for the screen. */
export type Order = SharedOrder & {
  priceRMB?: number;
  cancelledAt?: string | null;
  otherUser?: { _id: string; username: string; img: string; country: string };
};
