import { describe, expect, it } from 'vitest';
import { lastDeliveryLabel, responseTimeLabel } from './trust.js';

describe('trust fact labels', () => {
  it('words a median response time', () => {
    expect(responseTimeLabel(null)).toBe('New seller');
    expect(responseTimeLabel(120)).toBe('within an hour');
    expect(responseTimeLabel(3600)).toBe('within an hour');
    expect(responseTimeLabel(3601)).toBe('2 hours');
    expect(responseTimeLabel(4 * 3600)).toBe('4 hours');
    expect(responseTimeLabel(30 * 3600)).toBe('1 day');
    expect(responseTimeLabel(3 * 86_400)).toBe('3 days');
  });

  it('words the time since the last delivery', () => {
    const now = Date.parse('2026-11-23T12:00:00Z');
    expect(lastDeliveryLabel(null, now)).toBe('No deliveries yet');
    expect(lastDeliveryLabel('2026-11-23T08:00:00Z', now)).toBe('today');
    expect(lastDeliveryLabel('2026-11-22T08:00:00Z', now)).toBe('1 day');
    expect(lastDeliveryLabel('2026-11-13T12:00:00Z', now)).toBe('10 days');
    expect(lastDeliveryLabel('2026-08-01T12:00:00Z', now)).toBe('3 months');
    expect(lastDeliveryLabel('2023-11-01T12:00:00Z', now)).toBe('3 years');
  });
});
