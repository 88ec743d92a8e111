import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatAverage, formatRatingBadge, starParts, starValue } from '../../src/domain/rating';

describe('core §9 rating', () => {
  it('stars at 0.5 precision; the average with 1 decimal; the badge with the money decimals', () => {
    expect(starValue(4.24)).toBe(4);
    expect(starValue(4.26)).toBe(4.5);
    expect(starValue(4.75)).toBe(5);
    expect(starParts(3.5)).toEqual({ full: 3, half: true, empty: 1 });
    expect(formatAverage(4.666)).toBe('4.7');
    expect(formatAverage(0)).toBe('0.0');
    expect(formatRatingBadge(4.5, 2)).toBe('4.50');
    expect(formatRatingBadge(null)).toBe('0.00');
  });
  it('property: five stars in all, every rating shown as a multiple of 0.5 within half a star', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 5, noNaN: true }), (r) => {
        const p = starParts(r);
        expect(p.full + (p.half ? 1 : 0) + p.empty).toBe(5);
        expect(Math.abs(starValue(r) - r)).toBeLessThanOrEqual(0.25);
        expect((starValue(r) * 2) % 1).toBe(0);
      }),
    );
  });
});
