import { describe, expect, it } from 'vitest';
import { computeBill, type BillInput, type BillLine } from '../../src/domain/bill';

// The platform's rule (OrderController::place_order): the admin's "free delivery over an amount" reads what the
// items come to after every discount and the coupon, and holds at a self-delivery store as well.
const now = new Date(2025, 5, 15, 12, 0, 0);
const line = (price: number, quantity: number): BillLine => ({
  price,
  quantity,
  discount: 0,
  discount_type: 'percent',
  addOns: [],
});
const OVER_500 = {
  tax_included: 0,
  additional_charge_status: 0,
  admin_free_delivery: { status: true, type: 'free_delivery_by_order_amount', free_delivery_over: 500 },
};
const SELF_DELIVERY = {
  id: 9,
  zone_id: 2,
  tax: 0,
  free_delivery: false,
  self_delivery_system: 1,
  minimum_shipping_charge: 30,
  per_km_shipping_charge: 5,
  maximum_shipping_charge: 0,
  discount: null,
};
const TEN_PERCENT = {
  code: 'C',
  discount: 10,
  discount_type: 'percent',
  min_purchase: 0,
  max_discount: 0,
  coupon_type: 'default',
};

function input(over: Partial<BillInput> = {}): BillInput {
  return {
    lines: [line(300, 2)],
    store: SELF_DELIVERY,
    zone: {
      id: 2,
      increased_delivery_fee: 0,
      increased_delivery_fee_status: 0,
      pivot: {
        delivery_charge_type: 'distance',
        per_km_shipping_charge: 10,
        minimum_shipping_charge: 40,
        maximum_shipping_charge: 200,
      },
    },
    config: OVER_500,
    coupon: null,
    zoneIds: [2],
    orderType: 'delivery',
    distanceKm: 3,
    tip: 0,
    extraPackaging: false,
    now,
    ...over,
  };
}

describe('acc §9 bill: the admin free delivery over an amount, by the platform rule', () => {
  it('acc §9 delivery fee: a self-delivery store over the admin amount delivers free (the admin bears it)', () => {
    const b = computeBill(input());
    expect(b.deliveryFeeBeforeFree).toBe(30);
    expect(b.deliveryFree).toBe('adminAmount');
    expect(b.deliveryFee).toBe(0);
    expect(b.total).toBe(600);
  });

  it('acc §9 delivery fee: a coupon that brings the order under the admin amount brings the delivery fee back', () => {
    // 540 of items, 10 % off → 486 left: under 500, so the self-delivery store's 30 is charged.
    const b = computeBill(input({ lines: [line(270, 2)], coupon: TEN_PERCENT }));
    expect(b.purchase).toBe(540);
    expect(b.couponDiscount).toBe(54);
    expect(b.deliveryFree).toBeNull();
    expect(b.deliveryFee).toBe(30);
    expect(b.total).toBe(516);
  });

  it("acc §9 delivery fee: the store's running discount counts before the admin amount is read", () => {
    const discount = {
      discount: 10,
      discount_type: 'percent',
      min_purchase: 0,
      max_discount: 0,
      start_date: '2025-01-01',
      end_date: '2099-12-31',
      start_time: '00:00:00',
      end_time: '23:59:59',
    };
    const b = computeBill(
      input({ lines: [line(270, 2)], store: { ...SELF_DELIVERY, self_delivery_system: 0, discount } }),
    );
    expect(b.storeDiscount).toBe(54);
    expect(b.deliveryFree).toBeNull();
    expect(b.deliveryFee).toBe(40);
  });
});
