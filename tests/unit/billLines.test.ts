import { describe, expect, it } from 'vitest';
import {
  billLines,
  billLinesSum,
  freeDeliveryNotice,
  orderBillFacts,
  orderItemsOf,
  tripBillFacts,
} from '../../src/domain/billLines';

const config = {
  admin_free_delivery: { status: true, type: 'free_delivery_by_order_amount', free_delivery_over: 500 },
  free_delivery_over: 500,
};

describe('acc §9 every bill adds up, the same way everywhere', () => {
  it('acc §2 trip details: a trip with RIDE15 shows its coupon line and the lines sum to the total', () => {
    const rows = billLines(
      tripBillFacts({ trip_amount: 1084.39, discount_on_trip: 135, coupon_discount_amount: 182.25, tax_amount: 51.64 }),
    );
    expect(rows.map((r) => r.id)).toEqual(['bill.fare', 'bill.tripDiscount', 'bill.coupon', 'bill.tax', 'bill.total']);
    expect(rows.find((r) => r.id === 'bill.coupon')!.amount).toBe(182.25);
    expect(rows[0]!.amount).toBe(1350);
    expect(billLinesSum(rows)).toBe(1084.39);
  });

  it('acc §9 a parcel bill starts from its charge: no items, no zero tax, no delivery line twice', () => {
    const rows = billLines(
      orderBillFacts(
        { order_type: 'parcel', order_amount: 95, delivery_charge: 85, dm_tips: 10, total_tax_amount: 0 },
        orderItemsOf([]),
        false,
      ),
    );
    expect(rows.map((r) => r.id)).toEqual(['bill.parcelCharge', 'bill.tip', 'bill.total']);
    expect(billLinesSum(rows)).toBe(95);
  });

  it("acc §9 an order bill: the order's discount (items and flash sale, counted once), coupon, tax, free delivery, wallet after the total", () => {
    const items = orderItemsOf([{ price: 300, quantity: 1, total_add_on_price: 25 }]);
    // store_discount_amount holds the line's discount_on_item (30) already; the flash sale gave 5 more.
    const rows = billLines(
      orderBillFacts(
        {
          order_type: 'delivery',
          order_amount: 285.5,
          store_discount_amount: 30,
          flash_store_discount_amount: 5,
          coupon_discount_amount: 20,
          total_tax_amount: 15.5,
          delivery_charge: 0,
          partially_paid_amount: 100,
        },
        items,
        false,
      ),
    );
    expect(rows.map((r) => r.id)).toEqual([
      'bill.items',
      'bill.itemDiscount',
      'bill.coupon',
      'bill.tax',
      'bill.delivery',
      'bill.total',
      'bill.walletPaid',
    ]);
    expect(rows.find((r) => r.id === 'bill.itemDiscount')!.amount).toBe(35);
    expect(rows.find((r) => r.id === 'bill.delivery')!.free).toBe(true);
    expect(billLinesSum(rows)).toBe(285.5);
  });

  it('acc §9 included tax is shown in brackets and not added', () => {
    const rows = billLines({ base: { id: 'bill.items', amount: 100 }, tax: { amount: 5, included: true }, total: 100 });
    expect(rows.map((r) => [r.id, r.sign])).toEqual([
      ['bill.items', 'base'],
      ['bill.taxIncluded', 'included'],
      ['bill.total', 'total'],
    ]);
    expect(billLinesSum(rows)).toBe(100);
  });
});

describe('core §4 Free-delivery bar knows the store and the admin rules', () => {
  it('core §4 a store that delivers for free: the bar says nothing about "more for free delivery"', () => {
    expect(freeDeliveryNotice(config, { free_delivery: true }, 80)).toEqual({ kind: 'none' });
  });
  it('core §4 the admin makes delivery free at every store: nothing to reach', () => {
    expect(
      freeDeliveryNotice(
        { admin_free_delivery: { status: 1, type: 'free_delivery_to_all_store' } },
        { free_delivery: false },
        80,
      ),
    ).toEqual({ kind: 'none' });
  });
  it('core §4 before the store is known the bar waits instead of guessing', () => {
    expect(freeDeliveryNotice(config, null, 80)).toEqual({ kind: 'none' });
  });
  it('core §4 a store without its own free delivery: how far the subtotal is from the admin amount', () => {
    expect(freeDeliveryNotice(config, { free_delivery: false }, 180)).toEqual({
      kind: 'progress',
      percent: 36,
      remaining: 320,
      reached: false,
    });
    expect(freeDeliveryNotice(config, { free_delivery: 0 }, 540)).toMatchObject({ reached: true, percent: 100 });
  });
});

describe('turn4 §5.1 Prescription order: its bill adds up once the pharmacy has priced it', () => {
  // The demo pharmacy: delivery ৳44 and a ৳10 service charge priced at placing; the store then sets ৳120.
  const placed = { order_type: 'delivery', prescription_order: 1, delivery_charge: 44, additional_charge: 10 };

  it('priced: a "Prescription" line of ৳120, then the delivery and the charge, make the ৳174 total', () => {
    const rows = billLines(
      orderBillFacts({ ...placed, order_amount: 174, prescription_price: 120 }, { subtotal: 0 }, false),
    );
    expect(rows.map((r) => [r.id, r.amount])).toEqual([
      ['bill.prescription', 120],
      ['bill.delivery', 44],
      ['bill.additional', 10],
      ['bill.total', 174],
    ]);
    expect(billLinesSum(rows)).toBe(174);
  });

  it('from a backend that keeps no price of its own, the line is the total less what was priced at placing', () => {
    const rows = billLines(
      orderBillFacts({ ...placed, order_amount: 182.5, dm_tips: 5, total_tax_amount: 3.5 }, { subtotal: 0 }, false),
    );
    expect(rows.find((r) => r.id === 'bill.prescription')?.amount).toBe(120);
    expect(billLinesSum(rows)).toBe(182.5);
  });

  it('not priced yet: no prescription line, the bill is the charges so far', () => {
    const rows = billLines(orderBillFacts({ ...placed, order_amount: 54 }, { subtotal: 0 }, false));
    expect(rows.map((r) => r.id)).toEqual(['bill.delivery', 'bill.additional', 'bill.total']);
  });
});
