import { describe, expect, it } from 'vitest';
import { clockTime, formatDate, formatDateTime, formatMonthYear, formatShortDateTime } from './format';

describe('dates in the viewer locale', () => {
  it('prints a bare calendar day as that day whatever the time zone', () => {
    const day = formatDate('2030-03-01');
    expect(day).toContain('2030');
    expect(day).toMatch(/\b1\b/);
    expect(day).not.toMatch(/Feb|28/);
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('not a date');
  });

  it('prints instants with the same date style, and a time when asked', () => {
    const iso = '2030-03-01T12:00:00Z';
    expect(formatDate(iso)).toBe(new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' }));
    expect(formatDateTime(iso).startsWith(formatDate(iso))).toBe(true);
    expect(formatDateTime(iso).length).toBeGreaterThan(formatDate(iso).length);
    expect(formatDateTime(undefined)).toBe('');
    expect(formatMonthYear('2030-03-15T12:00:00Z')).toContain('2030');
    expect(formatMonthYear('bad')).toBe('');
  });
});

describe('one time of day across the app', () => {
  it('pads hours and minutes to 24-hour HH:mm in local time', () => {
    expect(clockTime(new Date(2026, 0, 2, 9, 5))).toBe('09:05');
    expect(clockTime(new Date(2026, 0, 2, 13, 9))).toBe('13:09');
    expect(clockTime(new Date(2026, 0, 2, 23, 59))).toBe('23:59');
    expect(clockTime('not a date')).toBe('');
  });

  it('gives dates with a time the chat\'s HH:mm, never AM/PM', () => {
    const afternoon = new Date(2026, 0, 2, 13, 9).toISOString();
    expect(formatDateTime(afternoon)).toBe(`${formatDate(afternoon)}, 13:09`);
    expect(formatShortDateTime(afternoon)).toMatch(/, 13:09$/);
    expect(formatShortDateTime(afternoon)).not.toMatch(/[AP]M/i);
    expect(formatShortDateTime(null)).toBe('');
  });
});
