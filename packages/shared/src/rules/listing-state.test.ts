import { describe, expect, it } from 'vitest';
import { CLOSED_LABELS, closedReason } from './listing-state.js';

const now = new Date('2026-11-23T12:00:00Z');
const open = { isCompleted: false, expiresAt: '2026-11-30T00:00:00Z', space: 5, deletedAt: null };

describe('closedReason', () => {
  it('is null while the listing is open', () => {
    expect(closedReason(open, now)).toBeNull();
    expect(closedReason({ ...open, space: 0.5 }, now)).toBeNull();
  });

  it('names the first reason: deleted, completed, expired, full', () => {
    expect(closedReason({ ...open, deletedAt: now, isCompleted: true, space: 0 }, now)).toBe('deleted');
    expect(closedReason({ ...open, isCompleted: true, expiresAt: '2026-01-01T00:00:00Z' }, now)).toBe('completed');
    expect(closedReason({ ...open, expiresAt: now }, now)).toBe('expired');
    expect(closedReason({ ...open, expiresAt: null }, now)).toBe('expired');
    expect(closedReason({ ...open, expiresAt: 'not a date' }, now)).toBe('expired');
    expect(closedReason({ ...open, space: 0 }, now)).toBe('full');
  });

  it('labels the badges as the issue words them', () => {
    expect(CLOSED_LABELS.expired).toBe('EXPIRED');
    expect(CLOSED_LABELS.completed).toBe('✓ COMPLETED');
    expect(CLOSED_LABELS.full).toBe('Fully booked');
  });
});
