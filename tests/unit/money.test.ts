import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compactNumber, formatMoneyCompact } from '../../src/domain/moneyCompact';
import {
  discountedTotal,
  formatAmount,
  formatMoney,
  formatNumber,
  formatSignedMoney,
  moneyFormatOf,
  roundMoney,
  storeDiscountAmount,
  sumMoney,
  taxAmount,
  toMinor,
} from '../../src/domain/money';

const now = new Date(2025, 5, 15, 12, 0, 0);
/** Prices with at most 2 decimals, as the platform stores them. */
const price = fc.integer({ min: 0, max: 10_000_000 }).map((c) => c / 100);
const qty = fc.integer({ min: 1, max: 50 });
const decimals = (n: number) => (String(n).split('.')[1] ?? '').length;

describe('acc §9 money: discounts', () => {
  it('percent (and fixed) take a share of the total; amount subtracts amount × quantity', () => {
    expect(discountedTotal(450, 1, { discount: 10, discount_type: 'percent' })).toBe(405);
    expect(discountedTotal(450, 2, { discount: 10, discount_type: 'fixed' })).toBe(810);
    expect(discountedTotal(520, 2, { discount: 50, discount_type: 'amount' })).toBe(940);
    expect(discountedTotal(19.99, 3, { discount: 15, discount_type: 'percent' })).toBe(50.97);
    expect(discountedTotal(100, 1, { discount: 0, discount_type: 'amount' })).toBe(100);
    expect(discountedTotal(40, 2, { discount: 100, discount_type: 'amount' })).toBe(0);
  });

  it('property: a discounted total lies between 0 and the undiscounted total, at the configured decimals', () => {
    fc.assert(
      fc.property(
        price,
        qty,
        fc.integer({ min: 0, max: 100 }),
        fc.constantFrom('percent', 'amount', 'fixed'),
        (p, q, d, t) => {
          const total = discountedTotal(p, q, { discount: d, discount_type: t });
          expect(total).toBeGreaterThanOrEqual(0);
          expect(toMinor(total)).toBeLessThanOrEqual(toMinor(p) * q);
          expect(decimals(total)).toBeLessThanOrEqual(2);
        },
      ),
    );
  });

  it('property: an amount discount takes exactly amount × quantity (no drift)', () => {
    fc.assert(
      fc.property(price, qty, price, (p, q, d) => {
        fc.pre(d <= p);
        expect(toMinor(discountedTotal(p, q, { discount: d, discount_type: 'amount' }))).toBe(
          (toMinor(p) - toMinor(d)) * q,
        );
      }),
    );
  });

  it('property: sums of prices never drift (ten times 0.1 is 1.00)', () => {
    expect(sumMoney(Array(10).fill(0.1))).toBe(1);
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
    fc.assert(
      fc.property(fc.array(price, { maxLength: 30 }), (list) => {
        expect(toMinor(sumMoney(list))).toBe(list.reduce((a, x) => a + toMinor(x), 0));
      }),
    );
  });

  it('rounds half away from zero at the configured decimals', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(2.675)).toBe(2.68);
    expect(roundMoney(1.004)).toBe(1);
    expect(roundMoney(-1.005)).toBe(-1.01);
    expect(roundMoney(1.23456, 3)).toBe(1.235);
  });
});

describe('acc §9 money: store discount', () => {
  const d = {
    discount: 10,
    discount_type: 'percent',
    min_purchase: 300,
    max_discount: 100,
    end_date: '2099-12-31',
    end_time: '23:59:59',
  };
  it('needs min_purchase and is capped at max_discount', () => {
    expect(storeDiscountAmount(250, d, now)).toBe(0);
    expect(storeDiscountAmount(300, d, now)).toBe(30);
    expect(storeDiscountAmount(5000, d, now)).toBe(100);
    expect(storeDiscountAmount(2000, { ...d, discount: 100, discount_type: 'amount', min_purchase: 1000 }, now)).toBe(
      100,
    );
    expect(storeDiscountAmount(2000, { ...d, max_discount: 0 }, now)).toBe(200);
  });
  it('counts only until its end date and time', () => {
    const ends = { ...d, end_date: '2025-06-15', end_time: '11:59:59' };
    expect(storeDiscountAmount(1000, ends, now)).toBe(0);
    expect(storeDiscountAmount(1000, { ...ends, end_time: '12:00:00' }, now)).toBe(100);
    expect(storeDiscountAmount(1000, { ...ends, end_date: '2025-06-14', end_time: '23:59:59' }, now)).toBe(0);
  });
  it('property: never more than the subtotal, never negative', () => {
    fc.assert(
      fc.property(price, fc.integer({ min: 0, max: 100 }), fc.constantFrom('percent', 'amount'), (sub, disc, type) => {
        const off = storeDiscountAmount(
          sub,
          { ...d, discount: disc, discount_type: type, min_purchase: 0, max_discount: 0 },
          now,
        );
        expect(off).toBeGreaterThanOrEqual(0);
        expect(off).toBeLessThanOrEqual(sub);
      }),
    );
  });
});

describe('acc §9 money: tax', () => {
  it('included: base × rate / (100 + rate); added: base × rate / 100', () => {
    expect(taxAmount(105, 5, true)).toBe(5);
    expect(taxAmount(100, 5, false)).toBe(5);
    expect(taxAmount(250, 7.5, false)).toBe(18.75);
    expect(taxAmount(100, 0, false)).toBe(0);
  });
  it('property: the tax inside a gross amount matches the tax added to its net, within one minor unit', () => {
    fc.assert(
      fc.property(
        price,
        fc.integer({ min: 0, max: 3000 }).map((r) => r / 100),
        (gross, rate) => {
          const inside = taxAmount(gross, rate, true);
          const net = roundMoney(gross - inside);
          expect(Math.abs(toMinor(taxAmount(net, rate, false)) - toMinor(inside))).toBeLessThanOrEqual(1);
          expect(toMinor(net) + toMinor(inside)).toBe(toMinor(gross));
        },
      ),
    );
  });
});

describe('core §9 money: formatting', () => {
  const left = moneyFormatOf({ currency_symbol: '৳', currency_symbol_direction: 'left', digit_after_decimal_point: 2 });
  it('symbol left or right, digit_after_decimal_point decimals, default 2', () => {
    expect(formatMoney(250, left)).toBe('৳250.00');
    expect(formatMoney(1.005, left)).toBe('৳1.01');
    expect(
      formatMoney(
        99.5,
        moneyFormatOf({ currency_symbol: '$', currency_symbol_direction: 'right', digit_after_decimal_point: 0 }),
      ),
    ).toBe('100$');
    expect(formatMoney(12.3456, moneyFormatOf({ currency_symbol: '€', digit_after_decimal_point: 3 }))).toBe('€12.346');
    expect(moneyFormatOf({}).digits).toBe(2);
    expect(moneyFormatOf({ digit_after_decimal_point: null }).digits).toBe(2);
    expect(formatNumber(-3.5)).toBe('-3.50');
    expect(formatNumber(0.07)).toBe('0.07');
  });
  it('core §9 Money: one formatter for prices and the wallet: thousands grouped, sign before the symbol', () => {
    expect(formatMoney(1500, left)).toBe('৳1,500.00');
    expect(formatMoney(1234567.891, left)).toBe('৳1,234,567.89');
    expect(formatMoney(999.999, left)).toBe('৳1,000.00');
    expect(formatMoney(-1500, left)).toBe('-৳1,500.00');
    expect(
      formatMoney(
        1500,
        moneyFormatOf({ currency_symbol: '$', currency_symbol_direction: 'right', digit_after_decimal_point: 0 }),
      ),
    ).toBe('1,500$');
    expect(formatAmount(100)).toBe('100.00');
    expect(formatAmount(-0.001)).toBe('0.00');
    expect(formatSignedMoney(25, left)).toBe('+৳25.00');
    expect(formatSignedMoney(-5, left)).toBe('-৳5.00');
    expect(formatSignedMoney(0, left)).toBe('৳0.00');
    expect(formatMoneyCompact(99_999, left)).toBe('৳99,999.00');
  });
  it('property: grouping never changes the amount and leaves no group over three digits', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), fc.integer({ min: 0, max: 3 }), (x, digits) => {
        const text = formatAmount(x, digits);
        expect(text.replaceAll(',', '')).toBe(formatNumber(x, digits));
        const whole = text.replace(/^-/, '').split('.')[0] ?? '';
        expect(whole.split(',').every((g, i) => (i === 0 ? g.length >= 1 && g.length <= 3 : g.length === 3))).toBe(
          true,
        );
      }),
    );
  });
  it('compact forms: B at 1e9, M at 1e6, K at 1e5 and above', () => {
    expect(compactNumber(99_999)).toBe('99999.00');
    expect(compactNumber(100_000)).toBe('100K');
    expect(compactNumber(123_456)).toBe('123.46K');
    expect(compactNumber(1_500_000)).toBe('1.5M');
    expect(compactNumber(999_999)).toBe('1M');
    expect(compactNumber(999_999_999)).toBe('1B');
    expect(compactNumber(999_994)).toBe('999.99K');
    expect(compactNumber(2_000_000_000)).toBe('2B');
    expect(formatMoneyCompact(1_250_000, left)).toBe('৳1.25M');
  });
  it('property: the written number has exactly the configured decimals and reads back as the rounded amount', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e7, max: 1e7, noNaN: true }), fc.integer({ min: 0, max: 4 }), (x, digits) => {
        const text = formatNumber(x, digits);
        expect(decimals(Number(text)) <= digits).toBe(true);
        expect(text.split('.')[1]?.length ?? 0).toBe(digits);
        expect(Number(text)).toBe(roundMoney(x, digits) === 0 ? 0 : roundMoney(x, digits));
      }),
    );
  });
});
