/**
 * The app's words for a placed order (more §10): the status and payment the customer's actions depend on and
 * the columns its bill reads (order/details, order/track), as the platform recorded them. The generated
 * Order fits it (tests/unit/api-shapes.test.ts).
 */
import type { RecordedAmount } from './money.ts';

export interface Order {
  order_status?: string | null;
  payment_status?: string | null;
  payment_method?: string | null;
  order_type?: string | null;
  order_amount: number;
  store_discount_amount?: RecordedAmount;
  flash_admin_discount_amount?: RecordedAmount;
  flash_store_discount_amount?: RecordedAmount;
  coupon_discount_amount?: RecordedAmount;
  total_tax_amount?: RecordedAmount;
  tax_status?: string | null;
  delivery_charge?: RecordedAmount;
  free_delivery_by?: string | null;
  additional_charge?: RecordedAmount;
  extra_packaging_amount?: RecordedAmount;
  dm_tips?: RecordedAmount;
  partially_paid_amount?: RecordedAmount;
  /** 1 for a prescription-only order: no items, the store sets its price after placing. */
  prescription_order?: number | null;
  /** The price the store set for the prescription (the reference server's record; absent on the platform). */
  prescription_price?: number | null;
}

/** Where an order stands: what the cancel, refund and cash-on-delivery rules read. */
export type OrderStanding = Pick<Order, 'order_status' | 'payment_status' | 'payment_method'>;

/** The columns an order's bill reads (everything but its standing). */
export type OrderBill = Omit<Order, keyof OrderStanding>;
