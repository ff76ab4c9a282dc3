import { describe, expect, it } from 'vitest';
import { orderRefLine, orderRefOf, withOrderRef } from './report-order.js';

describe('report-order', () => {
  it('puts the order on the first line of the details and reads it back', () => {
    expect(withOrderRef('abc123', 'It arrived wet')).toBe('Order #abc123\nIt arrived wet');
    expect(withOrderRef('abc123', undefined)).toBe('Order #abc123');
    expect(orderRefOf(withOrderRef('abc123', 'It arrived wet'))).toBe('abc123');
    expect(orderRefOf(withOrderRef('abc123', ''))).toBe('abc123');
    expect(orderRefLine('abc123')).toBe('Order #abc123');
  });

  it('reads no order from details that do not start with one', () => {
    expect(orderRefOf('')).toBeNull();
    expect(orderRefOf('He never came')).toBeNull();
    expect(orderRefOf('Order #')).toBeNull();
    expect(orderRefOf('Order # abc')).toBeNull();
    expect(orderRefOf('See Order #abc123')).toBeNull();
  });
});
