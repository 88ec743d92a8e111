/**
 * The app's words for a placed order as order/track answers it (more §10), for customers and guests alike:
 * the order page, the order-placed page, tracking, the offline payment panel and the chat's header all read
 * this one shape. Numbers arrive parsed (src/api/reshape/placedOrder.ts): the platform may send an id, a
 * coordinate or a time as a numeric string, and the views never parse them again.
 */
import type { OfflineProof } from '../offlinePayment';
import type { Order } from './order';

/** Fields the platform may leave empty: null, never absent, once read. */
type Texts<K extends string> = { [P in K]: string | null };
type Numbers<K extends string> = { [P in K]: number | null };

/** Where the order goes (a parcel: its sender), with the coordinates as numbers (null when unknown). */
export interface PlacedOrderAddress
  extends
    Texts<
      | 'contact_person_name'
      | 'contact_person_number'
      | 'contact_person_email'
      | 'address_type'
      | 'address'
      | 'floor'
      | 'road'
      | 'house'
    >,
    Numbers<'latitude' | 'longitude'> {}

/** A parcel's receiver (the order stores it decoded). */
export interface PlacedOrderReceiver
  extends Texts<'address_type' | 'road' | 'house' | 'floor'>, Numbers<'latitude' | 'longitude' | 'zone_id'> {
  contact_person_name: string;
  contact_person_number: string;
  address: string;
}

/** The store the order was placed with, as far as the order's views read it; `delivery_time` ("30-40 min") starts tracking's estimate. */
export interface PlacedOrderStore
  extends
    Texts<'address' | 'phone' | 'logo_full_url' | 'delivery_time'>,
    Numbers<'vendor_id' | 'latitude' | 'longitude'> {
  id: number;
  name: string;
}

/** The courier and where it was last seen (null until it reports a place). */
export interface PlacedOrderCourier extends Texts<'phone' | 'image_full_url' | 'location'>, Numbers<'lat' | 'lng'> {
  id: number;
  f_name: string;
  l_name: string;
  avg_rating: number;
  rating_count: number;
}

/** Where a cancelled order's money went: `wallet` (credited at once) or `manual` (a refund request). */
export interface PlacedOrderRefund extends Texts<'customer_note' | 'admin_note'> {
  order_id: number;
  refund_amount: number;
  refund_method: string;
  refund_status: string;
}

/** A partly paid order's parts, wallet first. */
export interface PlacedOrderPayment {
  order_id: number;
  amount: number;
  payment_status: string;
  payment_method: string;
}

/** The words and dates as recorded; `otp` is the delivery code (a number or a string on the wire). */
type PlacedOrderTexts = Texts<
  | 'coupon_discount_title'
  | 'coupon_code'
  | 'transaction_reference'
  | 'order_note'
  | 'delivery_instruction'
  | 'cancellation_reason'
  | 'canceled_by'
  | 'schedule_at'
  | 'updated_at'
  | 'otp'
  | 'module_type'
>;

/**
 * Ids and figures: `processing_time` (minutes the store set), `distance` (km measured at placement), the delivery
 * window (a prescription order's flag and price are the bill's, in Order). Amounts: absent is none.
 */
type PlacedOrderNumbers = Numbers<
  | 'original_delivery_charge'
  | 'user_id'
  | 'processing_time'
  | 'distance'
  | 'min_delivery_time'
  | 'max_delivery_time'
  | 'store_id'
  | 'zone_id'
  | 'module_id'
  | 'delivery_man_id'
  | 'delivery_address_id'
  | 'details_count'
  | 'parcel_category_id'
>;

export interface PlacedOrder extends Order, PlacedOrderTexts, PlacedOrderNumbers {
  id: number;
  order_status: string;
  payment_status: string;
  payment_method: string;
  order_type: string;
  order_amount: number;
  created_at: string;
  is_guest: boolean;
  parcel_category: { id: number; name: string } | null;
  charge_payer: 'sender' | 'receiver' | null;
  delivery_address: PlacedOrderAddress | null;
  receiver_details: PlacedOrderReceiver | null;
  store: PlacedOrderStore | null;
  delivery_man: PlacedOrderCourier | null;
  refund: PlacedOrderRefund | null;
  payments: PlacedOrderPayment[];
  offline_payment: OfflineProof | null;
  order_attachment_full_url: string[];
  order_proof_full_url: string[];
}
