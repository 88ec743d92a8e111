/**
 * customer/order/track's answer (more §10) as the app's placed order: read once here, so every view of the
 * order (its page, the order-placed page, tracking, the chat's header, the offline payment panel) gets ids,
 * amounts, coordinates and times as numbers. The server decides every amount; this only reads them.
 */
import type { components } from '../schema.gen';
import { codeOf, flagOf, numberOr } from './fields';
import type {
  PlacedOrder,
  PlacedOrderAddress,
  PlacedOrderCourier,
  PlacedOrderReceiver,
  PlacedOrderStore,
} from '../../domain/types/placedOrder';

type Schemas = components['schemas'];
type OrderTrack = Schemas['OrderTrack'];

const idOr = (v: unknown): number | null => numberOr(v, null);

/** What a sender's address and a receiver's share: the kind of place, its coordinates and its details. */
function placeOf(a: Schemas['DeliveryAddress'] | Schemas['ReceiverDetails']) {
  const { address_type, floor, road, house } = a;
  return {
    address_type: address_type ?? null,
    latitude: numberOr(a.latitude, null),
    longitude: numberOr(a.longitude, null),
    floor: floor ?? null,
    road: road ?? null,
    house: house ?? null,
  };
}

function addressOf(a: Schemas['DeliveryAddress'] | null | undefined): PlacedOrderAddress | null {
  if (!a) return null;
  const { contact_person_name, contact_person_number, contact_person_email, address } = a;
  return {
    ...placeOf(a),
    contact_person_name: contact_person_name ?? null,
    contact_person_number: contact_person_number ?? null,
    contact_person_email: contact_person_email ?? null,
    address: address ?? null,
  };
}

function receiverOf(r: Schemas['ReceiverDetails'] | null | undefined): PlacedOrderReceiver | null {
  if (!r) return null;
  return {
    ...placeOf(r),
    contact_person_name: r.contact_person_name,
    contact_person_number: r.contact_person_number,
    address: r.address,
    zone_id: idOr(r.zone_id),
  };
}

function storeOf(s: Schemas['Store'] | null | undefined): PlacedOrderStore | null {
  if (!s) return null;
  return {
    id: s.id,
    name: s.name,
    vendor_id: idOr(s.vendor_id),
    address: s.address ?? null,
    phone: s.phone ?? null,
    logo_full_url: s.logo_full_url ?? null,
    latitude: numberOr(s.latitude, null),
    longitude: numberOr(s.longitude, null),
    delivery_time: s.delivery_time ?? null,
  };
}

function courierOf(c: Schemas['OrderDeliveryMan'] | null | undefined): PlacedOrderCourier | null {
  if (!c) return null;
  return {
    id: c.id,
    f_name: c.f_name,
    l_name: c.l_name,
    phone: c.phone ?? null,
    image_full_url: c.image_full_url ?? null,
    avg_rating: numberOr(c.avg_rating, 0),
    rating_count: numberOr(c.rating_count, 0),
    lat: numberOr(c.lat, null),
    lng: numberOr(c.lng, null),
    location: c.location ?? null,
  };
}

const urls = (list: ReadonlyArray<string | null> | undefined): string[] =>
  (list ?? []).filter((u): u is string => typeof u === 'string' && u !== '');

/** Each key's value read by `read`, as one object (the keys' fields all of one kind). */
function each<K extends string, V>(keys: readonly K[], read: (k: K) => V): { [P in K]: V } {
  return Object.fromEntries(keys.map((k) => [k, read(k)])) as { [P in K]: V };
}

/** The amounts the platform recorded on the order; an absent one is none (null). */
const AMOUNTS = [
  'coupon_discount_amount',
  'store_discount_amount',
  'flash_admin_discount_amount',
  'flash_store_discount_amount',
  'total_tax_amount',
  'delivery_charge',
  'original_delivery_charge',
  'additional_charge',
  'extra_packaging_amount',
  'dm_tips',
  'partially_paid_amount',
  'prescription_price',
] as const satisfies ReadonlyArray<keyof OrderTrack>;

/** The ids and figures the platform may send as numbers or numeric strings. */
const NUMBERS = [
  'user_id',
  'store_id',
  'zone_id',
  'module_id',
  'delivery_man_id',
  'delivery_address_id',
  'parcel_category_id',
  'prescription_order',
  'details_count',
  'processing_time',
  'distance',
  'min_delivery_time',
  'max_delivery_time',
] as const satisfies ReadonlyArray<keyof OrderTrack>;

/** The words and dates, as the platform recorded them (null when empty). */
const TEXTS = [
  'tax_status',
  'free_delivery_by',
  'coupon_code',
  'coupon_discount_title',
  'transaction_reference',
  'order_note',
  'delivery_instruction',
  'cancellation_reason',
  'canceled_by',
  'module_type',
  'schedule_at',
  'updated_at',
] as const satisfies ReadonlyArray<keyof OrderTrack>;

/** order/track's answer as the app's placed order. */
export function placedOrderOf(o: OrderTrack): PlacedOrder {
  return {
    order_amount: numberOr(o.order_amount, 0),
    id: numberOr(o.id, 0),
    ...each(AMOUNTS, (k) => numberOr(o[k], null)),
    ...each(NUMBERS, (k) => numberOr(o[k], null)),
    ...each(TEXTS, (k) => o[k] ?? null),
    order_status: o.order_status,
    payment_status: o.payment_status,
    payment_method: o.payment_method,
    order_type: o.order_type,
    created_at: o.created_at,
    otp: codeOf(o.otp),
    charge_payer: o.charge_payer ?? null,
    is_guest: flagOf(o.is_guest),
    parcel_category: o.parcel_category ? { id: o.parcel_category.id, name: o.parcel_category.name } : null,
    delivery_address: addressOf(o.delivery_address),
    receiver_details: receiverOf(o.receiver_details),
    store: storeOf(o.store),
    delivery_man: courierOf(o.delivery_man),
    refund: o.refund
      ? { ...o.refund, customer_note: o.refund.customer_note ?? null, admin_note: o.refund.admin_note ?? null }
      : null,
    payments: (o.payments ?? []).map((p) => ({
      order_id: p.order_id,
      amount: numberOr(p.amount, 0),
      payment_status: p.payment_status,
      payment_method: p.payment_method,
    })),
    offline_payment: o.offline_payment ?? null,
    order_attachment_full_url: urls(o.order_attachment_full_url),
    order_proof_full_url: urls(o.order_proof_full_url),
  };
}
