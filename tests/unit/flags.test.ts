import { describe, expect, it } from 'vitest';
import { flagOn, flagOr } from '../../src/domain/flags';
import { offeredPayments } from '../../src/domain/payment';

describe('acc §3 Config switches read one way everywhere', () => {
  it('1, "1" and true are on; 0, "0", false, null, absent and other strings are off', () => {
    expect([1, '1', true].map(flagOn)).toEqual([true, true, true]);
    expect([0, '0', false, null, undefined, 'yes', 2].map(flagOn)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
  it('an absent zone switch takes the fallback; a present one is read as the platform sends it', () => {
    expect(flagOr(undefined, true)).toBe(true);
    expect(flagOr(null, false)).toBe(false);
    expect(flagOr('0', true)).toBe(false);
    expect(flagOr(1, false)).toBe(true);
  });
  it('cash on delivery offered with "1" from one endpoint and 1 from another, and hidden by a zone that says "0"', () => {
    const keys = (config: Record<string, unknown>, zone: Record<string, unknown> | null) =>
      offeredPayments(config as never, zone as never, false).map((o) => o.key);
    expect(keys({ cash_on_delivery: '1' }, null)).toEqual(['cod']);
    expect(keys({ cash_on_delivery: 1 }, { cash_on_delivery: '0' })).toEqual([]);
  });
});
