import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMonthYear } from './format';

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
