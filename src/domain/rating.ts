/** core §9 ratings: stars at 0.5 precision, the average with 1 decimal, the badge with the money decimals. */
import { DEFAULT_DIGITS, formatNumber } from './money';

export const RATING_PRECISION = 0.5;
export const MAX_RATING = 5;

function clampRating(value: unknown): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) return 0;
  return Math.min(MAX_RATING, n);
}

/** The rating the stars show, rounded to the nearest half (4.26 → 4.5, 4.24 → 4). */
export function starValue(avg: unknown): number {
  return Math.round(clampRating(avg) / RATING_PRECISION) * RATING_PRECISION;
}

/** Full, half and empty stars of a rating, summing to 5. */
export function starParts(avg: unknown): { full: number; half: boolean; empty: number } {
  const v = starValue(avg);
  const full = Math.floor(v);
  const half = v - full === RATING_PRECISION;
  return { full, half, empty: MAX_RATING - full - (half ? 1 : 0) };
}

/** The average as text with 1 decimal ("4.5"). */
export function formatAverage(avg: unknown): string {
  return formatNumber(clampRating(avg), 1);
}

/** The rating badge of cards uses digit_after_decimal_point decimals (core §9). */
export function formatRatingBadge(avg: unknown, digits = DEFAULT_DIGITS): string {
  return formatNumber(clampRating(avg), digits);
}
