import type { DiscountTerms } from './money.ts';

/** A coupon as coupon/list and coupon/apply return it (api §5.7), as far as the coupon rules read it. */
export interface Coupon extends DiscountTerms {
  code?: string;
  coupon_type?: string | null;
  store_id?: number | string | null;
  /** zone_wise: the zone ids as JSON (`"[2]"`); store_wise: the store's name. */
  data?: string | null;
  /** Some backends name the zone of a zone_wise coupon directly. */
  zoneId?: number | string | null;
  zone_id?: number | string | null;
}
