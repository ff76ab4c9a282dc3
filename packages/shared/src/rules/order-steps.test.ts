import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.js';
import { cancelRefusal } from './order-steps.js';

describe('cancelRefusal (decision 1701)', () => {
  const at = '2026-01-05T00:00:00.000Z';
  it('lets either side cancel until the pick-up, then the courier alone, nobody once delivered', () => {
    const open = { pickedUpAt: null, deliveredAt: null };
    expect([cancelRefusal(open, true), cancelRefusal(open, false)]).toEqual([null, null]);
    const pickedUp = { pickedUpAt: at, deliveredAt: null };
    expect([cancelRefusal(pickedUp, true), cancelRefusal(pickedUp, false)]).toEqual([MESSAGES.orderPickedUpNoCancel, null]);
    for (const pickedUpAt of [null, at]) {
      const delivered = { pickedUpAt, deliveredAt: at };
      expect([cancelRefusal(delivered, true), cancelRefusal(delivered, false)]).toEqual([MESSAGES.orderDeliveredNoCancel, MESSAGES.orderDeliveredNoCancel]);
    }
  });
});
