import { describe, expect, it } from 'vitest';
import { computeBill, deliveryFeeOf, type BillInput, type BillLine } from '../../src/domain/bill';
import {
  billInputFrom,
  billLinesFromBuyNow,
  billLinesFromCart,
  billZoneOf,
  distanceKm,
  metersOfDistanceAnswer,
  straightLineMeters,
} from '../../src/domain/billInput';
import { isStoreDiscountRunning } from '../../src/domain/money';
import { STORE_DISCOUNT_CASES, caseNow } from '../fixtures/store-discount-cases';
import { plainBill } from '../fixtures/plain-bill';

const now = new Date(2025, 5, 15, 12, 0, 0);
const line = (price: number, quantity: number, extra: Partial<BillLine> = {}): BillLine => ({
  price,
  quantity,
  discount: 0,
  discount_type: 'percent',
  addOns: [],
  ...extra,
});

/** A delivery 3 km from a store in zone 2, whose zone charges ৳10 a km within ৳40 to ৳200. */
const input = (over: Partial<BillInput> = {}): BillInput =>
  plainBill(now, {
    lines: [line(100, 2)],
    store: { id: 7, zone_id: 2, tax: 0, free_delivery: false, self_delivery_system: 0, discount: null },
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
    orderType: 'delivery',
    distanceKm: 3,
    ...over,
  });

describe('acc §9 bill: lines and discounts', () => {
  it('acc §9 subtotal: price × quantity plus add-ons × their quantity', () => {
    const b = computeBill(input({ lines: [line(12.5, 3, { addOns: [{ price: 2.25, quantity: 2 }] }), line(0.1, 3)] }));
    expect(b.subtotal).toBe(42.3);
  });

  it('acc §9 item discount: percent takes a share of the line, amount subtracts amount × quantity', () => {
    const b = computeBill(
      input({
        lines: [
          line(33.33, 3, { discount: 15, discount_type: 'percent' }),
          line(50, 2, { discount: 5, discount_type: 'amount' }),
        ],
      }),
    );
    // 99.99 × 15% = 14.9985 → 15.00; 5 × 2 = 10
    expect(b.itemDiscount).toBe(25);
    expect(b.purchase).toBe(174.99);
  });

  it('acc §9 item discount: an amount larger than the price leaves the line at zero, not below', () => {
    const b = computeBill(input({ lines: [line(3, 2, { discount: 5, discount_type: 'amount' })] }));
    expect(b.itemDiscount).toBe(6);
    expect(b.purchase).toBe(0);
  });

  it('acc §9 store discount: needs min_purchase, percent is capped at max_discount', () => {
    const discount = {
      discount: 10,
      discount_type: 'percent',
      min_purchase: 300,
      max_discount: 25,
      end_date: '2099-12-31',
      end_time: '23:59:59',
    };
    expect(computeBill(input({ lines: [line(100, 2)], store: { id: 7, discount } })).storeDiscount).toBe(0);
    expect(computeBill(input({ lines: [line(100, 3)], store: { id: 7, discount } })).storeDiscount).toBe(25);
    expect(
      computeBill(input({ lines: [line(100, 3)], store: { id: 7, discount: { ...discount, max_discount: 0 } } }))
        .storeDiscount,
    ).toBe(30);
  });

  it('acc §9 store discount: counts only until its end date and time', () => {
    const discount = {
      discount: 10,
      discount_type: 'percent',
      min_purchase: 0,
      max_discount: 0,
      end_date: '2025-06-15',
      end_time: '11:59:00',
    };
    expect(computeBill(input({ store: { id: 7, discount } })).storeDiscount).toBe(0);
    expect(
      computeBill(input({ store: { id: 7, discount: { ...discount, end_time: '12:30:00' } } })).storeDiscount,
    ).toBe(20);
  });
});

describe('acc §9 bill: coupons', () => {
  const base = {
    code: 'C',
    discount: 10,
    discount_type: 'percent',
    min_purchase: 0,
    max_discount: 0,
    coupon_type: 'default',
  };

  it('acc §9 coupon: percent of the purchase after the store discount, capped at max_discount unless 0', () => {
    expect(computeBill(input({ coupon: { ...base, max_discount: 15 } })).couponDiscount).toBe(15);
    expect(computeBill(input({ coupon: base })).couponDiscount).toBe(20);
  });

  it('acc §9 coupon: below min_purchase it gives nothing and says why', () => {
    const b = computeBill(input({ coupon: { ...base, min_purchase: 500 } }));
    expect(b.couponDiscount).toBe(0);
    expect(b.coupon).toBeNull();
    expect(b.couponRefusal).toBe('minPurchase');
    expect(b.couponMinPurchase).toBe(500);
  });

  it('acc §9 coupon: zone_wise needs the zone, store_wise the store', () => {
    expect(computeBill(input({ coupon: { ...base, coupon_type: 'zone_wise', data: '[3]' } })).couponRefusal).toBe(
      'zone',
    );
    expect(computeBill(input({ coupon: { ...base, coupon_type: 'zone_wise', data: '[2]' } })).couponDiscount).toBe(20);
    expect(computeBill(input({ coupon: { ...base, coupon_type: 'store_wise', store_id: 8 } })).couponRefusal).toBe(
      'store',
    );
    expect(computeBill(input({ coupon: { ...base, coupon_type: 'store_wise', store_id: 7 } })).couponDiscount).toBe(20);
  });

  it('acc §9 coupon: free_delivery frees the delivery and gives no money', () => {
    const b = computeBill(
      input({ coupon: { ...base, coupon_type: 'free_delivery', discount: 50, discount_type: 'amount' } }),
    );
    expect(b.couponDiscount).toBe(0);
    expect(b.deliveryFee).toBe(0);
    expect(b.deliveryFree).toBe('coupon');
    expect(b.deliveryFeeBeforeFree).toBe(40);
    expect(b.total).toBe(200);
  });

  it('acc §9 coupon: an amount coupon never takes more than the purchase', () => {
    expect(computeBill(input({ coupon: { ...base, discount: 500, discount_type: 'amount' } })).couponDiscount).toBe(
      200,
    );
  });
});

describe('acc §9 bill: tax', () => {
  it('acc §9 tax added: base × rate / 100, added to the total', () => {
    const b = computeBill(input({ store: { id: 7, tax: 5 }, orderType: 'take_away' }));
    expect(b.tax).toBe(10);
    expect(b.total).toBe(210);
  });

  it('acc §9 tax included: base × rate / (100 + rate), not added', () => {
    const b = computeBill(
      input({ lines: [line(105, 1)], store: { id: 7, tax: 5 }, orderType: 'take_away', config: { tax_included: 1 } }),
    );
    expect(b.tax).toBe(5);
    expect(b.taxIncluded).toBe(true);
    expect(b.total).toBe(105);
  });
});

describe('acc §9 bill: delivery fee', () => {
  it('acc §9 delivery fee: distance × per km, within the minimum and the maximum', () => {
    expect(computeBill(input({ distanceKm: 2 })).deliveryFee).toBe(40);
    expect(computeBill(input({ distanceKm: 7.345 })).deliveryFee).toBe(73.45);
    expect(computeBill(input({ distanceKm: 50 })).deliveryFee).toBe(200);
  });

  it('acc §9 delivery fee: a self-delivery store uses its own figures', () => {
    const store = {
      id: 7,
      self_delivery_system: 1,
      per_km_shipping_charge: 12,
      minimum_shipping_charge: 30,
      maximum_shipping_charge: 120,
    };
    expect(computeBill(input({ store, distanceKm: 5 })).deliveryFee).toBe(60);
    expect(computeBill(input({ store, distanceKm: 1 })).deliveryFee).toBe(30);
    expect(computeBill(input({ store, distanceKm: 20 })).deliveryFee).toBe(120);
  });

  it('acc §9 delivery fee: a zone with a fixed charge ignores the distance', () => {
    const zone = {
      id: 2,
      pivot: {
        delivery_charge_type: 'fixed',
        fixed_shipping_charge: 60,
        per_km_shipping_charge: 10,
        minimum_shipping_charge: 40,
      },
    };
    expect(computeBill(input({ zone, distanceKm: 30 })).deliveryFee).toBe(60);
  });

  it('acc §9 delivery fee: the zone increased fee percent is added', () => {
    const zone = {
      id: 2,
      increased_delivery_fee: 10,
      increased_delivery_fee_status: 1,
      pivot: { per_km_shipping_charge: 10, minimum_shipping_charge: 40, maximum_shipping_charge: 200 },
    };
    expect(computeBill(input({ zone, distanceKm: 5.55 })).deliveryFee).toBe(61.05);
  });

  it('acc §9 delivery fee: without a zone the config per km and minimum apply', () => {
    expect(deliveryFeeOf({ id: 1 }, null, { per_km_shipping_charge: 8, minimum_shipping_charge: 20 }, 5)).toBe(40);
  });

  it('acc §9 delivery fee: free by the store, by the admin for all stores, or from the admin order amount', () => {
    expect(computeBill(input({ store: { id: 7, free_delivery: true } })).deliveryFree).toBe('store');
    expect(
      computeBill(
        input({
          config: {
            admin_free_delivery: { status: true, type: 'free_delivery_to_all_store', free_delivery_over: null },
          },
        }),
      ).deliveryFee,
    ).toBe(0);
    const byAmount = {
      admin_free_delivery: { status: true, type: 'free_delivery_by_order_amount', free_delivery_over: 200 },
    };
    expect(computeBill(input({ config: byAmount })).deliveryFree).toBe('adminAmount');
    expect(
      computeBill(input({ config: byAmount, lines: [line(100, 2, { discount: 1, discount_type: 'amount' })] }))
        .deliveryFee,
    ).toBe(40);
  });

  it('acc §9 delivery fee: take-away pays no delivery and no tip', () => {
    const b = computeBill(input({ orderType: 'take_away', tip: 20 }));
    expect(b.deliveryFee).toBe(0);
    expect(b.tip).toBe(0);
    expect(b.total).toBe(200);
  });
});

describe('acc §9 bill: tip, charges and total', () => {
  it('acc §9 total: items, tax, delivery, tip, service charge and extra packaging', () => {
    const b = computeBill(
      input({
        store: { id: 7, tax: 10, extra_packaging_status: true, extra_packaging_amount: 10 },
        config: {
          tax_included: 0,
          additional_charge_status: 1,
          additional_charge: 15,
          additional_charge_name: 'Service Charge',
        },
        tip: 20,
        extraPackaging: true,
      }),
    );
    expect([b.tax, b.deliveryFee, b.tip, b.additionalCharge, b.extraPackaging]).toEqual([20, 40, 20, 15, 10]);
    expect(b.total).toBe(305);
    expect(b.additionalChargeName).toBe('Service Charge');
  });

  it('acc §9 tip: none when the config switches tips off; packaging only when the store offers it', () => {
    const b = computeBill(
      input({
        config: { dm_tips_status: 0 },
        tip: 20,
        extraPackaging: true,
        store: { id: 7, extra_packaging_status: false, extra_packaging_amount: 10 },
      }),
    );
    expect(b.tip).toBe(0);
    expect(b.extraPackaging).toBe(0);
  });
});

describe('Checkout: cash on delivery limit', () => {
  it('Checkout: the zone pivot maximum_cod_order_amount marks a total above it', () => {
    const zone = (limit: number) => ({
      id: 2,
      pivot: { per_km_shipping_charge: 10, minimum_shipping_charge: 40, maximum_cod_order_amount: limit },
    });
    expect(computeBill(input({ zone: zone(240) }))).toMatchObject({
      total: 240,
      cashOnDeliveryLimit: 240,
      exceedsCashOnDeliveryLimit: false,
    });
    expect(computeBill(input({ zone: zone(239.99) })).exceedsCashOnDeliveryLimit).toBe(true);
    expect(computeBill(input({ zone: zone(0) }))).toMatchObject({
      cashOnDeliveryLimit: null,
      exceedsCashOnDeliveryLimit: false,
    });
  });
});

describe('acc §9 bill input from API data', () => {
  it('acc §9 distance: the distance call metres, else the straight line with radius 6378137 m', () => {
    expect(distanceKm(2500, null, null)).toBe(2.5);
    // one degree of latitude on a sphere of 6378137 m
    expect(straightLineMeters({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo((Math.PI / 180) * 6378137, 3);
    // No answer: the straight line scaled as the distance service scales it (× 1.3, whole metres), the server's figure.
    expect(distanceKm(null, { lat: '23.75', lng: '90.37' }, { lat: 23.76, lng: 90.37 })).toBe(
      Math.round(((0.01 * Math.PI * 6378137) / 180) * 1.3) / 1000,
    );
    expect(metersOfDistanceAnswer({ distanceMeters: 1234 })).toBe(1234);
    expect(metersOfDistanceAnswer({ rows: [{ elements: [{ distance: { value: 99 } }] }] })).toBe(99);
    expect(metersOfDistanceAnswer({})).toBeNull();
  });

  it('acc §9 cart lines: the server line price, the item discount and the add-ons from the item', () => {
    const lines = billLinesFromCart([
      {
        price: 120,
        quantity: 2,
        add_on_ids: [5],
        add_on_qtys: [3],
        item: { discount: 10, discount_type: 'percent', addons: [{ id: 5, name: 'Cheese', price: 15 }] },
      },
    ]);
    expect(lines).toEqual([
      { price: 120, quantity: 2, discount: 10, discount_type: 'percent', addOns: [{ price: 15, quantity: 3 }] },
    ]);
  });

  it('acc §9 buy now: priced from the item (food options, shop variations), never a stored price', () => {
    const food = {
      price: 100,
      module_type: 'food',
      food_variations: [
        {
          name: 'Size',
          values: [
            { label: 'Large', optionPrice: '20' },
            { label: 'Small', optionPrice: '0' },
          ],
        },
      ],
      add_ons: [{ id: 1, price: 5 }],
    };
    expect(
      billLinesFromBuyNow(
        { quantity: 2, variation: [{ name: 'Size', values: { label: ['Large'] } }], add_on_ids: [1], add_on_qtys: [2] },
        food,
      )[0],
    ).toMatchObject({
      price: 120,
      addOns: [{ price: 5, quantity: 2 }],
    });
    const shop = { price: 100, module_type: 'ecommerce', variations: [{ type: 'Red-L', price: 130 }] };
    expect(
      billLinesFromBuyNow(
        { quantity: 1, variation: [{ type: 'Red-L', price: 1 }], add_on_ids: [], add_on_qtys: [] },
        shop,
      )[0]!.price,
    ).toBe(130);
  });

  it('acc §9 zone: the zone_data entry of the store zone with its module pivot', () => {
    const zones = [
      { id: 1, modules: [] },
      {
        id: 2,
        increased_delivery_fee: 10,
        increased_delivery_fee_status: 1,
        modules: [{ id: 1, pivot: { delivery_charge_type: 'fixed', fixed_shipping_charge: 60 } }],
      },
    ];
    expect(billZoneOf(zones, 2, 1)).toEqual({
      id: 2,
      increased_delivery_fee: 10,
      increased_delivery_fee_status: 1,
      pivot: { delivery_charge_type: 'fixed', fixed_shipping_charge: 60 },
    });
    expect(billZoneOf(zones, 3, 1)).toBeNull();
  });

  it('acc §9 bill input: one call from the page data', () => {
    const i = billInputFrom({
      config: { tax_included: 0 },
      store: { id: 7, zone_id: 2, module_id: 1, latitude: '23.75', longitude: '90.37' },
      cartLines: [{ price: 50, quantity: 1, add_on_ids: [], add_on_qtys: [], item: {} }],
      zoneData: [{ id: 2, modules: [{ id: 1, pivot: { per_km_shipping_charge: 10, minimum_shipping_charge: 40 } }] }],
      orderType: 'delivery',
      distanceMeters: 4200,
      tip: 10,
      now,
    });
    expect(i.distanceKm).toBe(4.2);
    expect(i.zone?.pivot?.per_km_shipping_charge).toBe(10);
    expect(computeBill(i).total).toBe(50 + 42 + 10);
  });
});

describe('acc §9 Store discount: one daily window, the same on the page as on the server', () => {
  for (const c of STORE_DISCOUNT_CASES)
    it(`acc §9 Store discount: ${c.name} → ${c.running ? 'shown' : 'not shown'}`, () => {
      const d = { ...c.window, discount: 10, discount_type: 'percent', min_purchase: 0, max_discount: 0 };
      expect(isStoreDiscountRunning(d, caseNow(c))).toBe(c.running);
      // And the bill takes it, or not: 10 % of a 200 line.
      const bill = computeBill(input({ store: { id: 1, tax: 0, discount: d }, now: caseNow(c) }));
      expect(bill.storeDiscount).toBe(c.running ? 20 : 0);
    });
});

describe('acc §9 Discount on the item price, not its add-ons (the platform’s rule)', () => {
  it('acc §9 Discount: the store’s percent replaces the item’s own and leaves the add-ons whole', () => {
    const d = {
      start_date: '2024-01-01',
      end_date: '2099-12-31',
      start_time: '00:00:00',
      end_time: '23:59:59',
      discount: 10,
      discount_type: 'percent',
      min_purchase: 300,
      max_discount: 100,
    };
    const lines = [
      { price: 300, quantity: 1, discount: 5, discount_type: 'percent', addOns: [{ price: 30, quantity: 1 }] },
    ];
    const bill = computeBill(input({ lines, store: { id: 1, tax: 5, discount: d } }));
    expect(bill).toMatchObject({ subtotal: 330, itemDiscount: 0, storeDiscount: 30, tax: 15 });
    // Below its min_purchase the store discount does not run and the item keeps its own 5 %.
    const small = computeBill(
      input({ lines: [{ ...lines[0]!, price: 200, addOns: [] }], store: { id: 1, tax: 5, discount: d } }),
    );
    expect(small).toMatchObject({ itemDiscount: 10, storeDiscount: 0 });
    // A flash-sale line keeps its sale discount.
    const flash = computeBill(
      input({ lines: [{ ...lines[0]!, flashSale: true }], store: { id: 1, tax: 5, discount: d } }),
    );
    expect(flash).toMatchObject({ itemDiscount: 15, storeDiscount: 0 });
  });
});

describe('acc §9 Delivery fee: the zone’s increased fee, percent or amount', () => {
  it('acc §9 Delivery fee: a percent increase takes its share of the fee; an amount increase adds the amount', () => {
    const pivot = {
      delivery_charge_type: 'distance',
      per_km_shipping_charge: 10,
      minimum_shipping_charge: 40,
      maximum_shipping_charge: 200,
    };
    const store = { id: 1 };
    // 6 km × 10 = 60
    expect(
      deliveryFeeOf(store, { id: 2, increased_delivery_fee: 10, increased_delivery_fee_status: 1, pivot }, {}, 6),
    ).toBe(66);
    expect(
      deliveryFeeOf(
        store,
        {
          id: 2,
          increased_delivery_fee: 10,
          increased_delivery_fee_status: 1,
          increased_delivery_fee_type: 'amount',
          pivot,
        },
        {},
        6,
      ),
    ).toBe(70);
    expect(
      deliveryFeeOf(
        store,
        {
          id: 2,
          increased_delivery_fee: 10,
          increased_delivery_fee_status: 0,
          increased_delivery_fee_type: 'amount',
          pivot,
        },
        {},
        6,
      ),
    ).toBe(60);
  });
});
