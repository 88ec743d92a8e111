/** The checkout bill's input and result shapes (bill.ts computes one from the other). */
import type { CouponRefusal } from './coupon';
import type { FreeDeliveryConfig } from './cartMath';
import type { Coupon } from './types/coupon';
import type { StoreDiscount } from './types/store';

export type BillOrderType = 'delivery' | 'take_away';

/** One line as priced: the unit price of the chosen variation (api §5.8 `price`), the item's discount. */
export interface BillLine {
  price: number;
  quantity: number;
  discount?: number | string | null;
  discount_type?: string | null;
  /** The item is in a running flash sale (its discount is the sale's; a store discount does not replace it). */
  flashSale?: boolean;
  /** A campaign item (ItemCampaign): its campaign discount is its price everywhere; a store discount does not replace it. */
  campaign?: boolean;
  addOns: ReadonlyArray<{ price: number; quantity: number }>;
}

/** A charge per km within a minimum and a maximum (0 or none: no maximum), the store's own or the zone's. */
export interface PerKmCharges {
  per_km_shipping_charge?: number | string | null;
  minimum_shipping_charge?: number | string | null;
  maximum_shipping_charge?: number | string | null;
}

/** What the bill reads of the store (stores/details, api §5.2). */
export interface BillStore extends PerKmCharges {
  id: number;
  zone_id?: number | null;
  tax?: number | string | null;
  free_delivery?: boolean | number | null;
  self_delivery_system?: number | boolean | null;
  extra_packaging_status?: boolean | number | null;
  extra_packaging_amount?: number | string | null;
  discount?: StoreDiscount | null;
}

/** The zone's delivery figures for the store's module (get-zone-id zone_data[].modules[].pivot). */
export interface BillZonePivot extends PerKmCharges {
  delivery_charge_type?: string | null;
  fixed_shipping_charge?: number | string | null;
  /** Cash on delivery is refused above this order total (0 or null: no limit). */
  maximum_cod_order_amount?: number | string | null;
}

export interface BillZone {
  id: number;
  increased_delivery_fee?: number | string | null;
  increased_delivery_fee_status?: number | boolean | null;
  /** acc §9: 'amount' adds increased_delivery_fee itself; otherwise (the platform's kind) it is a percent. */
  increased_delivery_fee_type?: string | null;
  /** The pivot of the store's module in this zone; null → config per-km and minimum. */
  pivot?: BillZonePivot | null;
}

export interface BillConfig extends FreeDeliveryConfig {
  tax_included?: number | boolean | null;
  additional_charge_status?: number | boolean | null;
  additional_charge?: number | string | null;
  additional_charge_name?: string | null;
  per_km_shipping_charge?: number | string | null;
  minimum_shipping_charge?: number | string | null;
  dm_tips_status?: number | boolean | null;
  digit_after_decimal_point?: number | string | null;
}

export interface BillInput {
  lines: ReadonlyArray<BillLine>;
  store: BillStore;
  /** The zone the address is in (the store's zone for take-away); null when unknown. */
  zone: BillZone | null;
  config: BillConfig;
  /** The applied coupon, or null. Checked here again: a coupon that does not apply gives nothing. */
  coupon: Coupon | null;
  /** The customer's stored zone ids (the zoneId header), for zone_wise coupons. */
  zoneIds?: readonly number[] | null;
  orderType: BillOrderType;
  /** Delivery distance in km (distanceKm() of billInput.ts); ignored for take-away. */
  distanceKm: number;
  /** A delivery with no address chosen yet: there is no distance, so no fee is charged or shown. */
  awaitingAddress?: boolean;
  /** Delivery man tip; only for delivery and when the config allows tips. */
  tip: number;
  /** The customer asked for the store's extra packaging. */
  extraPackaging: boolean;
  now: Date;
}

export type DeliveryFreeReason = 'takeAway' | 'coupon' | 'store' | 'adminAll' | 'adminAmount' | null;

export interface Bill {
  digits: number;
  subtotal: number;
  itemDiscount: number;
  /** subtotal − itemDiscount. */
  purchase: number;
  storeDiscount: number;
  /** The coupon that is applied (null when none or when it does not apply). */
  coupon: Coupon | null;
  couponDiscount: number;
  /** Why an offered coupon gives nothing (then `coupon` is null). */
  couponRefusal: CouponRefusal | null;
  couponMinPurchase: number;
  taxable: number;
  tax: number;
  taxIncluded: boolean;
  /** The fee before any free-delivery rule (what the customer saves when it is free). */
  deliveryFeeBeforeFree: number;
  /** A delivery whose address is not chosen yet: the fee is not known, and counts 0 until it is. */
  awaitingAddress: boolean;
  deliveryFee: number;
  deliveryFree: DeliveryFreeReason;
  distanceKm: number;
  tip: number;
  additionalCharge: number;
  additionalChargeName: string;
  extraPackaging: number;
  total: number;
  /** The zone's cash-on-delivery limit for the module, or null when none. */
  cashOnDeliveryLimit: number | null;
  /** issue 13 item 5: above the limit, cash on delivery shows "The total amount of the order, exceeds maximum
   *  amount of the cash on delivery method." and the server refuses it (403 order_amount). */
  exceedsCashOnDeliveryLimit: boolean;
}
