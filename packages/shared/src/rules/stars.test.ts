import { describe, expect, it } from 'vitest';
import { averageRating, averageStars, roundToHalf, starIcons } from './stars.js';

describe('averageStars', () => {
  it('rounds total / count', () => {
    expect(averageStars(13, 3)).toBe(4); // 4.33
    expect(averageStars(7, 2)).toBe(4); // 3.5 rounds up
    expect(averageStars(5, 1)).toBe(5);
  });

  it('is 0 with no ratings', () => {
    expect(averageStars(0, 0)).toBe(0);
    expect(averageStars(undefined, undefined)).toBe(0);
    expect(averageStars(10, null)).toBe(0);
  });
});

describe('averageRating', () => {
  it('shows one decimal', () => {
    expect(averageRating(13, 3)).toBe('4.3');
    expect(averageRating(10, 2)).toBe('5.0');
  });

  it("is 'N/A' with no ratings", () => {
    expect(averageRating(0, 0)).toBe('N/A');
    expect(averageRating(null, undefined)).toBe('N/A');
  });
});

describe('roundToHalf', () => {
  it.each([
    [3.24, 3],
    [3.25, 3.5],
    [3.74, 3.5],
    [3.75, 4],
    [5, 5],
    [0, 0],
  ])('%d → %d', (value, expected) => {
    expect(roundToHalf(value)).toBe(expected);
  });
});

describe('starIcons', () => {
  it('returns five icons with half stars', () => {
    expect(starIcons(3.5)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(starIcons(3.25)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(starIcons(3.24)).toEqual(['full', 'full', 'full', 'empty', 'empty']);
    expect(starIcons(0.5)).toEqual(['half', 'empty', 'empty', 'empty', 'empty']);
  });

  it('clamps out-of-range values', () => {
    expect(starIcons(0)).toEqual(Array(5).fill('empty'));
    expect(starIcons(7)).toEqual(Array(5).fill('full'));
    expect(starIcons(-2)).toEqual(Array(5).fill('empty'));
    expect(starIcons(Number.NaN)).toEqual(Array(5).fill('empty'));
  });
});
