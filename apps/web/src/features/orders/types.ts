export type { Order } from '@spaceshare/shared/schemas/order';
