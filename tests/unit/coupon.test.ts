import { describe, expect, it } from 'vitest';
import {
  checkCoupon,
  couponApiRefusal,
  couponFitsStore,
  couponAmount,
  couponZoneIds,
  COUPON_MIN_PURCHASE_MESSAGE,
  isFreeDeliveryCoupon,
} from '../../src/domain/coupon';

const ctx = { purchase: 300, storeId: 1, storeZoneId: 2, zoneIds: [2, 1] };

describe('acc §9 coupons', () => {
  it('acc §8 coupon: the minimum purchase message is exact', () => {
    expect(COUPON_MIN_PURCHASE_MESSAGE).toBe('To apply this coupon,the minimum purchase amount is.');
  });

  it('acc §9 coupon: applies only when the purchase reaches min_purchase', () => {
    expect(checkCoupon({ min_purchase: 300 }, ctx)).toEqual({ ok: true, refusal: null, minPurchase: 300 });
    expect(checkCoupon({ min_purchase: '300.01' }, ctx)).toEqual({
      ok: false,
      refusal: 'minPurchase',
      minPurchase: 300.01,
    });
  });

  it('acc §9 coupon: zone_wise needs the stored zone and the store zone among its zones', () => {
    expect(couponZoneIds({ coupon_type: 'zone_wise', data: '[2,3]' })).toEqual([2, 3]);
    expect(couponZoneIds({ coupon_type: 'zone_wise', zoneId: 4 })).toEqual([4]);
    expect(checkCoupon({ coupon_type: 'zone_wise', data: '[2]' }, ctx).ok).toBe(true);
    expect(checkCoupon({ coupon_type: 'zone_wise', data: '[1]' }, ctx).refusal).toBe('zone');
    expect(checkCoupon({ coupon_type: 'zone_wise', data: '[3]' }, ctx).refusal).toBe('zone');
    expect(checkCoupon({ coupon_type: 'zone_wise', data: 'nonsense' }, ctx).refusal).toBe('zone');
  });

  it('acc §9 coupon: store_wise needs a matching store id', () => {
    expect(checkCoupon({ coupon_type: 'store_wise', store_id: 1 }, ctx).ok).toBe(true);
    expect(checkCoupon({ coupon_type: 'store_wise', store_id: '9' }, ctx).refusal).toBe('store');
  });

  it('acc §9 checkout lists only the coupons this store and zone can take: zone_wise of other zones and store_wise of other stores are left out', () => {
    const ctx = { storeId: 1, storeZoneId: 2, zoneIds: [2, 1] };
    const list = [
      { code: 'ALL', coupon_type: 'default', min_purchase: 0 },
      { code: 'BIG', coupon_type: 'default', min_purchase: 100000 },
      { code: 'HERE', coupon_type: 'zone_wise', data: '[2]' },
      { code: 'UTTARA', coupon_type: 'zone_wise', data: '[3]' },
      { code: 'MINE', coupon_type: 'store_wise', store_id: 1 },
      { code: 'OTHER', coupon_type: 'store_wise', store_id: 7 },
      { code: 'SHIP', coupon_type: 'free_delivery' },
    ];
    // A coupon below its minimum stays listed: applying it says the minimum.
    expect(list.filter((c) => couponFitsStore(c, ctx)).map((c) => c.code)).toEqual([
      'ALL',
      'BIG',
      'HERE',
      'MINE',
      'SHIP',
    ]);
    // A zone_wise coupon of the customer's zone but not of the store's zone is left out too.
    expect(couponFitsStore({ coupon_type: 'zone_wise', data: '[1]' }, ctx)).toBe(false);
  });

  it('acc §9 coupon: percent capped at max_discount unless 0; amount never above the base; free_delivery gives no money', () => {
    expect(couponAmount({ discount: 10, discount_type: 'percent', max_discount: 15 }, 300)).toBe(15);
    expect(couponAmount({ discount: 10, discount_type: 'percent', max_discount: 0 }, 300)).toBe(30);
    expect(couponAmount({ discount: 12.5, discount_type: 'percent', max_discount: 0 }, 99.99)).toBe(12.5);
    expect(couponAmount({ discount: 50, discount_type: 'amount' }, 30)).toBe(30);
    expect(couponAmount({ coupon_type: 'free_delivery', discount: 50, discount_type: 'amount' }, 300)).toBe(0);
    expect(isFreeDeliveryCoupon({ coupon_type: 'free_delivery' })).toBe(true);
  });

  it('api §3.6 coupon refusals by status: 404 not found, 406 used up, 407 expired, 403 not eligible', () => {
    expect([404, 406, 407, 403, 500].map(couponApiRefusal)).toEqual([
      'notFound',
      'usedUp',
      'expired',
      'notEligible',
      null,
    ]);
  });
});
