/**
 * The app's words for a placed order as order/track answers it (more §10), for customers and guests alike:
 * the order page, the order-placed page, tracking, the offline payment panel and the chat's header all read
 * this one shape. Numbers arrive parsed (src/api/reshape/placedOrder.ts): the platform may send an id, a
 * coordinate or a time as a numeric string, and the views never parse them again.
 */
import type { OfflineProof } from '../offlinePayment';
import type { Order } from './order';
import type { RecordedAmount } from './money';

/** Where the order goes (a parcel: its sender), with the coordinates as numbers (null when unknown). */
export interface PlacedOrderAddress {
  contact_person_name: string | null;
  contact_person_number: string | null;
  contact_person_email: string | null;
  address_type: string | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  floor: string | null;
  road: string | null;
  house: string | null;
}

/** A parcel's receiver (the order stores it decoded). */
export interface PlacedOrderReceiver {
  contact_person_name: string;
  contact_person_number: string;
  address: string;
  address_type: string | null;
  latitude: number | null;
  longitude: number | null;
  zone_id: number | null;
  road: string | null;
  house: string | null;
  floor: string | null;
}

/** The store the order was placed with, as far as the order's views read it. */
export interface PlacedOrderStore {
  id: number;
  name: string;
  vendor_id: number | null;
  address: string | null;
  phone: string | null;
  logo_full_url: string | null;
  latitude: number | null;
  longitude: number | null;
  /** e.g. "30-40 min": where tracking's estimate starts. */
  delivery_time: string | null;
}

/** The courier and where it was last seen (null until it reports a place). */
export interface PlacedOrderCourier {
  id: number;
  f_name: string;
  l_name: string;
  phone: string | null;
  image_full_url: string | null;
  avg_rating: number;
  rating_count: number;
  lat: number | null;
  lng: number | null;
  location: string | null;
}

/** Where a cancelled order's money went: `wallet` (credited at once) or `manual` (a refund request). */
export interface PlacedOrderRefund {
  order_id: number;
  refund_amount: number;
  refund_method: string;
  refund_status: string;
  customer_note: string | null;
  admin_note: string | null;
}

/** A partly paid order's parts, wallet first. */
export interface PlacedOrderPayment {
  order_id: number;
  amount: number;
  payment_status: string;
  payment_method: string;
}

export interface PlacedOrder extends Order {
  id: number;
  user_id: number | null;
  order_status: string;
  payment_status: string;
  payment_method: string;
  order_type: string;
  order_amount: number;
  coupon_discount_amount: RecordedAmount;
  coupon_discount_title: string | null;
  coupon_code: string | null;
  original_delivery_charge: RecordedAmount;
  transaction_reference: string | null;
  order_note: string | null;
  delivery_instruction: string | null;
  cancellation_reason: string | null;
  canceled_by: string | null;
  schedule_at: string | null;
  created_at: string;
  updated_at: string | null;
  /** The delivery code the customer tells the courier; the platform sends a number or a string. */
  otp: string | null;
  /** Minutes the store set when it accepted; null until then. */
  processing_time: number | null;
  /** Kilometres from the store to the address, as the server measured at placement. */
  distance: number | null;
  min_delivery_time: number | null;
  max_delivery_time: number | null;
  is_guest: boolean;
  store_id: number | null;
  zone_id: number | null;
  module_id: number | null;
  module_type: string | null;
  delivery_man_id: number | null;
  delivery_address_id: number | null;
  details_count: number | null;
  /** 1 for a prescription-only order: no lines; its price is the store's to set. */
  prescription_order: number | null;
  prescription_price: number | null;
  parcel_category_id: number | null;
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
