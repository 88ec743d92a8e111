import { describe, expect, it } from 'vitest';
import { computeBill, type BillLine } from '../../src/domain/bill';
import { lineTotalsOf } from '../../src/domain/billDiscounts';
import { lineTotalsFrom } from '../../src/domain/billInput';
import { sumMoney } from '../../src/domain/money';
import { plainBill } from '../fixtures/plain-bill';

const now = new Date(2025, 5, 15, 12, 0, 0);
/** Daily Needs' offer in the demo: 5 % off from ৳500, at most ৳50. */
const storeOffer = {
  discount: 5,
  discount_type: 'percent',
  min_purchase: 500,
  max_discount: 50,
  end_date: '2099-12-31',
  end_time: '23:59:59',
};
const tomatoes = (quantity: number, extra: Partial<BillLine> = {}): BillLine => ({
  price: 70,
  quantity,
  discount: 10,
  discount_type: 'amount',
  addOns: [],
  ...extra,
});

const bill = (lines: BillLine[], discount: typeof storeOffer | null = storeOffer) =>
  computeBill(plainBill(now, { lines, store: { id: 3, zone_id: 2, tax: 0, discount } }));

/** What the bill charges for the items: after the items' own discounts and the store's. */
const itemsCharged = (lines: BillLine[], discount: typeof storeOffer | null = storeOffer) => {
  const b = bill(lines, discount);
  return sumMoney([b.subtotal, -b.itemDiscount, -b.storeDiscount], 2);
};

describe("acc §9 Discount: the cart's and checkout's lines show what the bill charges for them", () => {
  it('9 tomatoes (৳70, ৳10 off each) at a store whose 5 % runs from ৳500: the line is ৳598.50, not ৳540.00', () => {
    const lines = [tomatoes(9)];
    expect(lineTotalsOf(lines, storeOffer, now, 2)).toEqual([598.5]);
    expect(itemsCharged(lines)).toBe(598.5);
  });

  it("below the store offer's ৳500 the item keeps its own ৳10 off", () => {
    const lines = [tomatoes(2)];
    expect(lineTotalsOf(lines, storeOffer, now, 2)).toEqual([120]);
    expect(itemsCharged(lines)).toBe(120);
  });

  it('a capped store offer is shared out over the lines, which still add up to the charge', () => {
    const offer = { ...storeOffer, discount: 20, max_discount: 50 };
    const lines = [tomatoes(5, { price: 60, discount: 0 }), tomatoes(2, { price: 101, discount: 0 })];
    const totals = lineTotalsOf(lines, offer, now, 2);
    // 20 % would take 60 + 40.40; at most 50 is taken, in proportion.
    expect(sumMoney(totals, 2)).toBe(502 - 50);
    expect(sumMoney(totals, 2)).toBe(itemsCharged(lines, offer));
    expect(totals[0]).toBeGreaterThan(300 - 60);
  });

  it('a flash-sale line keeps its sale price while the store offer takes the others; add-ons are never discounted', () => {
    const lines = [
      tomatoes(8),
      tomatoes(1, { price: 200, discount: 50, discount_type: 'amount', flashSale: true }),
      tomatoes(1, { price: 100, discount: 0, addOns: [{ price: 30, quantity: 2 }] }),
    ];
    const totals = lineTotalsOf(lines, storeOffer, now, 2);
    expect(totals).toEqual([532, 150, 155]);
    expect(sumMoney(totals, 2)).toBe(itemsCharged(lines));
  });

  it("the cart's lines as the server sends them, priced with the store's answer", () => {
    const cartLine = {
      price: 70,
      quantity: 9,
      add_on_ids: [],
      add_on_qtys: [],
      item: { discount: 10, discount_type: 'amount' },
    };
    expect(lineTotalsFrom({ store: { id: 3, discount: storeOffer }, cartLines: [cartLine], now }, 2)).toEqual([598.5]);
    expect(lineTotalsFrom({ store: { id: 3, discount: null }, cartLines: [cartLine], now }, 2)).toEqual([540]);
  });
});
