import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.js';
import { ORDER_STATUSES, acceptOfferSchema, orderSchema } from './order.js';

describe('orderSchema', () => {
  it('describes an order in whole dollars', () => {
    const order = {
      _id: 'o1',
      title: 'Beijing to Accra',
      img: '',
      price: 140,
      priceRMB: 1000,
      createdAt: '2025-01-01T00:00:00.000Z',
      sellerId: 's1',
      buyerId: 'b1',
      status: 'active',
      quantity: 2.5,
      unit: 'kg',
      listingType: 'gig',
      listingId: 'g1',
      pickedUpAt: null,
      deliveredAt: null,
      buyerConfirmedAt: null,
      cancelledAt: null,
      requestedAt: null,
      completedAt: null,
      requestId: null,
      deliveryCode: '042917',
      underReview: false,
      review: 'none',
      otherUser: { _id: 'b1', username: 'ama', img: '', country: 'Ghana' },
    };
    expect(orderSchema.parse(order)).toEqual(order);
    expect(orderSchema.safeParse({ ...order, price: 140.5 }).success).toBe(false);
    expect(orderSchema.safeParse({ ...order, status: 'pending' }).success).toBe(false);
    expect(orderSchema.safeParse({ ...order, review: true }).success).toBe(false);
    expect(ORDER_STATUSES).toEqual(['active', 'completed', 'cancelled']);
  });
});

describe('acceptOfferSchema', () => {
  it('takes quantities in steps of 0.5', () => {
    expect(acceptOfferSchema.parse({ userId: 'u1', quantity: '2.5' })).toEqual({ userId: 'u1', quantity: 2.5 });
    expect(acceptOfferSchema.safeParse({ userId: 'u1', quantity: 0.3 }).error?.issues[0]?.message).toBe(
      MESSAGES.quantityStep,
    );
    expect(acceptOfferSchema.safeParse({ userId: 'u1', quantity: 0 }).error?.issues[0]?.message).toBe(
      MESSAGES.quantityPositive,
    );
  });
});
