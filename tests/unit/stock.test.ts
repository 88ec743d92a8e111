import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canDecrease, increaseBlock, isStockTracked, nextAddOnQuantity, padQuantity } from '../../src/domain/stock';

describe('core §5 stock and limits', () => {
  it('plus is blocked with "Out of Stock" at stock and "Out of Limits" at maximum_cart_quantity', () => {
    expect(increaseBlock(24, { stock: 25, maxCartQuantity: null })).toBeNull();
    expect(increaseBlock(25, { stock: 25, maxCartQuantity: null })).toBe('outOfStock');
    expect(increaseBlock(2, { stock: 40, maxCartQuantity: 2 })).toBe('outOfLimits');
    expect(increaseBlock(2, { stock: 2, maxCartQuantity: 2 })).toBe('outOfStock');
    expect(increaseBlock(99, { stock: null, maxCartQuantity: 0 })).toBeNull();
  });
  it('minus is disabled at 1; add-ons never go below 0', () => {
    expect(canDecrease(1)).toBe(false);
    expect(canDecrease(2)).toBe(true);
    expect(nextAddOnQuantity(0, -1)).toBe(0);
    expect(nextAddOnQuantity(1, 1)).toBe(2);
  });
  it('core §9: quantities below 10 are zero-padded', () => {
    expect(padQuantity(1)).toBe('01');
    expect(padQuantity(9)).toBe('09');
    expect(padQuantity(10)).toBe('10');
    expect(padQuantity(123)).toBe('123');
  });
  it('stock is tracked unless the module config says it is not (food)', () => {
    const config = { food: { stock: false }, grocery: { stock: true } };
    expect(isStockTracked(config, 'food')).toBe(false);
    expect(isStockTracked(config, 'grocery')).toBe(true);
    expect(isStockTracked(undefined, 'food')).toBe(true);
  });
  it('property: stepping up from 1 never passes stock or the limit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 0, max: 30 }), (stock, max) => {
        let q = 1;
        for (let i = 0; i < 40; i++) if (!increaseBlock(q, { stock, maxCartQuantity: max })) q++;
        expect(q).toBe(Math.max(1, Math.min(stock, max || Infinity)));
      }),
    );
  });
});
