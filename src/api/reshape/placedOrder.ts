/**
 * customer/order/track's answer (more §10) as the app's placed order: read once here, so every view of the
 * order (its page, the order-placed page, tracking, the chat's header, the offline payment panel) gets ids,
 * amounts, coordinates and times as numbers. The server decides every amount; this only reads them.
 */
import type { components } from '../schema.gen';
import { codeOf, flagOf, numberOr, textOr } from './fields';
import type { PlacedOrder, PlacedOrderAddress, PlacedOrderCourier, PlacedOrderReceiver, PlacedOrderStore } from '../../domain/types/placedOrder';

type Schemas = components['schemas'];
type OrderTrack = Schemas['OrderTrack'];

const idOr = (v: unknown): number | null => numberOr(v, null);

function addressOf(a: Schemas['DeliveryAddress'] | null | undefined): PlacedOrderAddress | null {
  if (!a) return null;
  return {
    contact_person_name: a.contact_person_name ?? null,
    contact_person_number: a.contact_person_number ?? null,
    contact_person_email: a.contact_person_email ?? null,
    address_type: a.address_type ?? null,
    address: a.address ?? null,
    latitude: numberOr(a.latitude, null),
    longitude: numberOr(a.longitude, null),
    floor: a.floor ?? null,
    road: a.road ?? null,
    house: a.house ?? null,
  };
}

function receiverOf(r: Schemas['ReceiverDetails'] | null | undefined): PlacedOrderReceiver | null {
  if (!r) return null;
  return {
    contact_person_name: r.contact_person_name,
    contact_person_number: r.contact_person_number,
    address: r.address,
    address_type: r.address_type ?? null,
    latitude: numberOr(r.latitude, null),
    longitude: numberOr(r.longitude, null),
    zone_id: idOr(r.zone_id),
    road: r.road ?? null,
    house: r.house ?? null,
    floor: r.floor ?? null,
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

const urls = (list: ReadonlyArray<string | null> | undefined): string[] => (list ?? []).filter((u): u is string => typeof u === 'string' && u !== '');

/** The amounts the platform recorded on the order; an absent one is none (null). */
function amountsOf(o: OrderTrack) {
  return {
    order_amount: numberOr(o.order_amount, 0),
    coupon_discount_amount: numberOr(o.coupon_discount_amount, null),
    store_discount_amount: numberOr(o.store_discount_amount, null),
    flash_admin_discount_amount: numberOr(o.flash_admin_discount_amount, null),
    flash_store_discount_amount: numberOr(o.flash_store_discount_amount, null),
    total_tax_amount: numberOr(o.total_tax_amount, null),
    delivery_charge: numberOr(o.delivery_charge, null),
    original_delivery_charge: numberOr(o.original_delivery_charge, null),
    additional_charge: numberOr(o.additional_charge, null),
    extra_packaging_amount: numberOr(o.extra_packaging_amount, null),
    dm_tips: numberOr(o.dm_tips, null),
    partially_paid_amount: numberOr(o.partially_paid_amount, null),
    prescription_price: numberOr(o.prescription_price, null),
  };
}

/** The ids and times the platform may send as numbers or numeric strings. */
function numbersOf(o: OrderTrack) {
  return {
    id: numberOr(o.id, 0),
    user_id: idOr(o.user_id),
    store_id: idOr(o.store_id),
    zone_id: idOr(o.zone_id),
    module_id: idOr(o.module_id),
    delivery_man_id: idOr(o.delivery_man_id),
    delivery_address_id: idOr(o.delivery_address_id),
    parcel_category_id: idOr(o.parcel_category_id),
    prescription_order: idOr(o.prescription_order),
    details_count: idOr(o.details_count),
    processing_time: numberOr(o.processing_time, null),
    distance: numberOr(o.distance, null),
    min_delivery_time: numberOr(o.min_delivery_time, null),
    max_delivery_time: numberOr(o.max_delivery_time, null),
  };
}

/** The words and dates, as the platform recorded them. */
function textsOf(o: OrderTrack) {
  return {
    order_status: o.order_status,
    payment_status: o.payment_status,
    payment_method: o.payment_method,
    order_type: o.order_type,
    tax_status: o.tax_status ?? null,
    free_delivery_by: o.free_delivery_by ?? null,
    coupon_code: o.coupon_code ?? null,
    coupon_discount_title: o.coupon_discount_title ?? null,
    transaction_reference: o.transaction_reference ?? null,
    order_note: o.order_note ?? null,
    delivery_instruction: o.delivery_instruction ?? null,
    cancellation_reason: o.cancellation_reason ?? null,
    canceled_by: o.canceled_by ?? null,
    module_type: textOr(o.module_type, null),
    charge_payer: o.charge_payer ?? null,
    schedule_at: o.schedule_at ?? null,
    created_at: o.created_at,
    updated_at: o.updated_at ?? null,
    otp: codeOf(o.otp),
  };
}

/** order/track's answer as the app's placed order. */
export function placedOrderOf(o: OrderTrack): PlacedOrder {
  return {
    ...amountsOf(o),
    ...numbersOf(o),
    ...textsOf(o),
    is_guest: flagOf(o.is_guest),
    parcel_category: o.parcel_category ? { id: o.parcel_category.id, name: o.parcel_category.name } : null,
    delivery_address: addressOf(o.delivery_address),
    receiver_details: receiverOf(o.receiver_details),
    store: storeOf(o.store),
    delivery_man: courierOf(o.delivery_man),
    refund: o.refund ? { ...o.refund, customer_note: o.refund.customer_note ?? null, admin_note: o.refund.admin_note ?? null } : null,
    payments: (o.payments ?? []).map((p) => ({ order_id: p.order_id, amount: numberOr(p.amount, 0), payment_status: p.payment_status, payment_method: p.payment_method })),
    offline_payment: o.offline_payment ?? null,
    order_attachment_full_url: urls(o.order_attachment_full_url),
    order_proof_full_url: urls(o.order_proof_full_url),
  };
}
