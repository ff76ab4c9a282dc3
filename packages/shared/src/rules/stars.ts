// Seller ratings (spec §3, §9): stars are 1 to 5, totals are kept as a sum and a count.

export const STAR_MAX = 5;

export type StarIcon = 'full' | 'half' | 'empty';

function mean(totalStars: number | null | undefined, starNumber: number | null | undefined): number | null {
  if (!starNumber || starNumber <= 0 || typeof totalStars !== 'number' || !Number.isFinite(totalStars)) return null;
  return totalStars / starNumber;
}

/** Whole-star average for the star row; 0 when there are no ratings. */
export function averageStars(totalStars: number | null | undefined, starNumber: number | null | undefined): number {
  const value = mean(totalStars, starNumber);
  return value === null ? 0 : Math.round(value);
}

/** One-decimal average for the profile ('4.3'), or 'N/A' with no ratings. */
export function averageRating(totalStars: number | null | undefined, starNumber: number | null | undefined): string {
  const value = mean(totalStars, starNumber);
  return value === null ? 'N/A' : value.toFixed(1);
}

/** Nearest half star, ties rounding up: 3.24 → 3, 3.25 → 3.5, 3.74 → 3.5, 3.75 → 4. */
export function roundToHalf(value: number): number {
  return Math.round(value * 2) / 2;
}

/** Five icons for a rating, e.g. 3.5 → full, full, full, half, empty. Out-of-range values are clamped. */
export function starIcons(value: number): StarIcon[] {
  const rounded = Number.isFinite(value) ? Math.min(STAR_MAX, Math.max(0, roundToHalf(value))) : 0;
  return Array.from({ length: STAR_MAX }, (_, index): StarIcon => {
    if (index + 1 <= rounded) return 'full';
    if (index + 0.5 === rounded) return 'half';
    return 'empty';
  });
}
