import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  canMarkComplete,
  completionState,
  daysLeftLabel,
  daysRemaining,
  departureCutoff,
  expiresAt,
  expiryLabel,
  expiryStatus,
  isExpired,
} from './expiry.js';

// Local-time constructors keep the calendar-day rule independent of the machine's time zone.
const now = new Date(2025, 5, 15, 12, 0, 0);
/** A listing created `offsetDays` (fractional) days before `now` with a 10-day lifetime. */
const createdDaysAgo = (offsetDays: number) => new Date(now.getTime() - offsetDays * DAY_MS);
/** createdAt such that the listing ends exactly `days` days after now. */
const endingIn = (days: number) => createdDaysAgo(10 - days);

describe('daysRemaining', () => {
  it('rounds the time left up to whole days', () => {
    expect(daysRemaining(endingIn(8), 10, now)).toBe(8);
    expect(daysRemaining(endingIn(7.2), 10, now)).toBe(8);
    expect(daysRemaining(endingIn(0.01), 10, now)).toBe(1);
  });

  it('is 0 at the exact end and negative afterwards, never -0', () => {
    expect(Object.is(daysRemaining(endingIn(0), 10, now), 0)).toBe(true);
    expect(Object.is(daysRemaining(endingIn(-0.5), 10, now), 0)).toBe(true);
    expect(daysRemaining(endingIn(-3), 10, now)).toBe(-3);
  });

  it('accepts ISO strings', () => {
    expect(daysRemaining(endingIn(3).toISOString(), 10, now)).toBe(3);
  });

  it('is null when createdAt or expirationDays is missing or invalid', () => {
    expect(daysRemaining(null, 10, now)).toBeNull();
    expect(daysRemaining(undefined, 10, now)).toBeNull();
    expect(daysRemaining('', 10, now)).toBeNull();
    expect(daysRemaining('not a date', 10, now)).toBeNull();
    expect(daysRemaining(now, null, now)).toBeNull();
    expect(daysRemaining(now, undefined, now)).toBeNull();
    expect(daysRemaining(now, Number.NaN, now)).toBeNull();
  });

  it('defaults now to the current time', () => {
    expect(daysRemaining(new Date(), 5)).toBe(5);
  });
});

describe('expiryStatus at the spec boundaries', () => {
  it.each([
    [-1, 'expired'],
    [0, 'expired'],
    [1, 'urgent'],
    [2, 'urgent'],
    [3, 'expiring-soon'],
    [7, 'expiring-soon'],
    [8, 'active'],
  ] as const)('%i days left → %s', (days, status) => {
    expect(expiryStatus(endingIn(days), 10, now)).toBe(status);
  });

  it('treats missing data as expired', () => {
    expect(expiryStatus(null, 10, now)).toBe('expired');
    expect(expiryStatus(now, undefined, now)).toBe('expired');
    expect(isExpired(undefined, undefined, now)).toBe(true);
  });

  it('treats zero expiration days as expired', () => {
    expect(isExpired(now, 0, now)).toBe(true);
  });

  it('isExpired follows the status', () => {
    expect(isExpired(endingIn(0), 10, now)).toBe(true);
    expect(isExpired(endingIn(1), 10, now)).toBe(false);
  });
});

describe('expiryLabel', () => {
  it.each([
    [-1, 'EXPIRED'],
    [0, 'EXPIRED'],
    [2, 'EXP in 2 days'],
    [3, 'EXP in 3 days'],
    [7, 'EXP in 7 days'],
    [8, 'EXP in 8 days'],
  ] as const)('%i days left → %s', (days, label) => {
    expect(expiryLabel(endingIn(days), 10, now)).toBe(label);
  });

  it("says 'Expires today' when the end falls before the coming local midnight", () => {
    // now is 12:00; ends at 18:00 the same day
    expect(expiryLabel(endingIn(0.25), 10, now)).toBe('Expires today');
  });

  it("says 'Expires in 1 day' when less than a day is left but the end is tomorrow", () => {
    // ends at 06:00 tomorrow
    expect(expiryLabel(endingIn(0.75), 10, now)).toBe('Expires in 1 day');
    expect(expiryLabel(endingIn(1), 10, now)).toBe('Expires in 1 day');
  });

  it('says EXPIRED for missing data', () => {
    expect(expiryLabel(null, null, now)).toBe('EXPIRED');
  });
});

describe('expiresAt', () => {
  it('adds the expiration days to createdAt', () => {
    expect(expiresAt('2025-01-01T00:00:00.000Z', 3)?.toISOString()).toBe('2025-01-04T00:00:00.000Z');
    expect(expiresAt(null, 3)).toBeNull();
  });

  it("ends a container at its departure's cut-off when that comes first (decision 2460)", () => {
    expect(expiresAt('2025-01-01T00:00:00.000Z', 30, '2025-01-10')?.toISOString()).toBe('2025-01-10T12:00:00.000Z');
    expect(expiresAt('2025-01-01T00:00:00.000Z', 3, '2025-01-10')?.toISOString()).toBe('2025-01-04T00:00:00.000Z');
    expect(expiresAt('2025-01-01T00:00:00.000Z', 3, '')?.toISOString()).toBe('2025-01-04T00:00:00.000Z');
  });
});

describe('departureCutoff', () => {
  it('is the date beginning at UTC-12: 12:00 UTC on it', () => {
    expect(departureCutoff('2025-06-20')?.toISOString()).toBe('2025-06-20T12:00:00.000Z');
    expect(departureCutoff('20 June')).toBeNull();
    expect(departureCutoff(undefined)).toBeNull();
  });
});

describe('a departed container', () => {
  const at = new Date('2025-06-20T12:00:00Z');
  const created = '2025-06-10T00:00:00Z';

  it('reads DEPARTED from its cut-off on, with the days still to run', () => {
    expect(expiryStatus(created, 30, at, '2025-06-20')).toBe('expired');
    expect(expiryLabel(created, 30, at, '2025-06-20')).toBe('DEPARTED');
    expect(expiryLabel(created, 30, new Date(at.getTime() - 1), '2025-06-20')).not.toBe('DEPARTED');
    expect(expiryLabel(created, 30, at)).toBe('EXP in 20 days');
  });

  it('counts days left to its departure and offers Mark Complete once it sailed', () => {
    const before = new Date('2025-06-15T12:00:00Z');
    expect(completionState({ createdAt: created, expirationDays: 30, departureDate: '2025-06-20', isCompleted: false }, before)).toEqual({ kind: 'days-left', days: 5 });
    expect(canMarkComplete({ createdAt: created, expirationDays: 30, departureDate: '2025-06-20', isCompleted: false }, at)).toBe(true);
  });

  it('reads EXPIRED when its days ran out before it sailed', () => {
    expect(expiryLabel(created, 3, at, '2025-06-25')).toBe('EXPIRED');
  });
});

describe('completion', () => {
  const expired = { createdAt: endingIn(-1), expirationDays: 10 };
  const live = { createdAt: endingIn(4), expirationDays: 10 };

  it('offers Mark Complete only for expired, not completed listings', () => {
    expect(canMarkComplete({ ...expired, isCompleted: false }, now)).toBe(true);
    expect(canMarkComplete({ ...expired, isCompleted: true }, now)).toBe(false);
    expect(canMarkComplete({ ...live, isCompleted: false }, now)).toBe(false);
  });

  it('derives the owner table cell', () => {
    expect(completionState({ ...expired, isCompleted: false }, now)).toEqual({ kind: 'mark-complete' });
    expect(completionState({ ...expired, isCompleted: true }, now)).toEqual({ kind: 'completed' });
    expect(completionState({ ...live, isCompleted: false }, now)).toEqual({ kind: 'days-left', days: 4 });
  });

  it('labels days left', () => {
    expect(daysLeftLabel(4)).toBe('4 days left');
    expect(daysLeftLabel(1)).toBe('1 day left');
  });
});
