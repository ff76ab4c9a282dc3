import { describe, expect, it } from 'vitest';
import { clockTime, timeAgo } from './format-time';

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

describe('clockTime', () => {
  it('pads hours and minutes to HH:mm in local time', () => {
    expect(clockTime(new Date(2026, 0, 2, 9, 5))).toBe('09:05');
    expect(clockTime(new Date(2026, 0, 2, 23, 59))).toBe('23:59');
  });
});
