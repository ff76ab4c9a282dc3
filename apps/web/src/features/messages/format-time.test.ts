import { describe, expect, it } from 'vitest';
import { dayKey, dayLabel, timeAgo } from './format-time';

describe('timeAgo', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

  it('says just now under a minute', () => {
    expect(timeAgo(ago(5), now)).toBe('just now');
    expect(timeAgo(ago(59), now)).toBe('just now');
  });

  it('counts whole units, largest first', () => {
    expect(timeAgo(ago(60), now)).toBe('1 minute ago');
    expect(timeAgo(ago(5 * 60 + 30), now)).toBe('5 minutes ago');
    expect(timeAgo(ago(3 * 3600), now)).toBe('3 hours ago');
    expect(timeAgo(ago(26 * 3600), now)).toBe('1 day ago');
    expect(timeAgo(ago(15 * 24 * 3600), now)).toBe('2 weeks ago');
    expect(timeAgo(ago(400 * 24 * 3600), now)).toBe('1 year ago');
  });

  it('is empty for an invalid date', () => {
    expect(timeAgo('not a date', now)).toBe('');
  });
});

describe('dayLabel', () => {
  // Local times: the labels follow the reader's calendar, whatever the time zone.
  const now = new Date(2026, 2, 10, 0, 30);

  it('says Today and Yesterday by calendar day, not by 24 hours', () => {
    expect(dayLabel(new Date(2026, 2, 10, 0, 5), now)).toBe('Today');
    expect(dayLabel(new Date(2026, 2, 9, 23, 59), now)).toBe('Yesterday');
    expect(dayLabel(new Date(2026, 2, 9, 0, 0), now)).toBe('Yesterday');
  });

  it("gives older days as a date in the reader's locale", () => {
    expect(dayLabel(new Date(2026, 2, 8, 12), now, 'en-US')).toBe('Mar 8, 2026');
    expect(dayLabel(new Date(2025, 11, 31, 12), now, 'en-GB')).toBe('31 Dec 2025');
    expect(dayLabel('not a date', now)).toBe('');
  });

  it('keys a day so that it changes at local midnight', () => {
    expect(dayKey(new Date(2026, 2, 9, 23, 59))).not.toBe(dayKey(new Date(2026, 2, 10, 0, 0)));
    expect(dayKey(new Date(2026, 2, 10, 0, 0))).toBe(dayKey(new Date(2026, 2, 10, 23, 59)));
  });
});
