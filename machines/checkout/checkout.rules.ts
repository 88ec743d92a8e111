/**
 * The checkout form's own rules (issue 13): what stops Place Order, and the order/place body built from the
 * form. Pure: the checkout machine's guards and the views both read them. The bill's arithmetic is not here
 * (src/domain/bill.ts): these rules take its total as a fact.
 */
import type { DeliveryAddress, GuestContact, OrderType } from '../../src/domain/address';
import { toMinor } from '../../src/domain/money';
import { walletCovers, type PaymentChoice } from '../../src/domain/payment';

export type { PaymentChoice, PaymentMethod } from '../../src/domain/payment';

/** What the customer fills in on the page; kept as it was when an order is refused. */
export interface CheckoutDraft {
  orderType: OrderType;
  address: DeliveryAddress | null;
  saveAddress: boolean;
  contact: GuestContact | null;
  /** null = as soon as possible; else the chosen slot, "YYYY-MM-DD HH:mm:ss" in the store's time. */
  scheduleAt: string | null;
  payment: PaymentChoice | null;
  /** Pay what the wallet holds and the rest with the chosen method (config partial_payment_status). */
  partialWallet: boolean;
  tip: number;
  orderNote: string;
  deliveryInstruction: string;
  unavailableNote: string;
  cutlery: boolean;
  /** Prescription images (File objects in the browser; opaque here). */
  prescriptions: unknown[];
  /** The customer asked for the store's extra packaging. */
  extraPackaging: boolean;
}

/** What the page knows, from the server and the bill, when Place Order is pressed. */
export interface PlaceFacts {
  signedIn: boolean;
  storeId: number;
  /** The bill's total (what the server will charge). */
  total: number;
  /** The zone's maximum_cod_order_amount; null or 0 = no limit. */
  codLimit: number | null;
  walletBalance: number;
  /** A line needs a prescription and prescription orders are on. */
  needsPrescription: boolean;
  /** The store takes orders now (open, active); when false only a slot can be ordered. */
  storeOpenNow: boolean;
  /** The chosen address is in the store's zone (null while unknown, e.g. no address yet). */
  addressInZone: boolean | null;
  /** Kilometres to the store (the bill's: the distance call, else the straight-line estimate); posted verbatim. */
  distanceKm: number;
  /** The coupon the bill applies (it re-checks the applied one), or null. */
  couponCode: string | null;
  /** The bill's extra packaging amount (0 when not asked or not offered). */
  extraPackaging: number;
  /** The buy-now line posted as `cart` with is_buy_now=1 (page=buy_now|campaign); null for the cart. */
  buyNowCart: unknown[] | null;
  /** Nothing to buy. */
  empty: boolean;
}

export type PlaceProblem =
  | 'empty'
  | 'addressMissing'
  | 'addressOutOfZone'
  | 'contactMissing'
  | 'storeClosed'
  | 'paymentMissing'
  | 'codLimit'
  | 'walletShort'
  | 'prescriptionMissing';

export const MAX_PRESCRIPTIONS = 3;
export const PRESCRIPTION_TYPES = ['image/jpeg', 'image/png', 'image/jpg', 'image/gif'] as const;

/** acc §5 image upload: jpeg, png, jpg, gif only. */
export function isPrescriptionFormat(file: { type?: string; name?: string }): boolean {
  if (file.type && (PRESCRIPTION_TYPES as readonly string[]).includes(file.type.toLowerCase())) return true;
  return /\.(jpe?g|png|gif)$/i.test(file.name ?? '') && !file.type;
}

export const hasContact = (c: Pick<GuestContact, 'contact_person_name' | 'contact_person_number'> | null | undefined): boolean =>
  !!c && c.contact_person_name.trim() !== '' && c.contact_person_number.trim() !== '';

/** Cash on delivery is refused above the zone's limit (acc §8 message). */
export const overCodLimit = (total: number, limit: number | null | undefined): boolean => !!limit && limit > 0 && total > limit;


/** The first thing that stops Place Order, or null when the order can be sent. */
export function placeProblem(d: CheckoutDraft, f: PlaceFacts): PlaceProblem | null {
  if (f.empty) return 'empty';
  if (d.orderType === 'delivery' && !d.address) return 'addressMissing';
  if (d.orderType === 'delivery' && f.addressInZone === false) return 'addressOutOfZone';
  if (!f.signedIn && !hasContact(d.contact ?? d.address)) return 'contactMissing';
  if (!f.storeOpenNow && !d.scheduleAt) return 'storeClosed';
  if (!d.payment) return 'paymentMissing';
  if (f.needsPrescription && d.prescriptions.length === 0) return 'prescriptionMissing';
  const method = d.payment.method;
  if (method === 'wallet' && !walletCovers(f.walletBalance, f.total)) return 'walletShort';
  // With a partial wallet payment only the rest is paid in cash.
  const cashPart = d.partialWallet ? Math.max(0, f.total - f.walletBalance) : f.total;
  if (method === 'cash_on_delivery' && overCodLimit(cashPart, f.codLimit)) return 'codLimit';
  return null;
}

/** The order/place fields (platform-api §3.7). Files go separately, as `order_attachment`. */
export function orderRequest(d: CheckoutDraft, f: PlaceFacts): Record<string, string | number> {
  const body: Record<string, string | number> = {
    order_amount: f.total,
    payment_method: d.payment?.method ?? 'cash_on_delivery',
    order_type: d.orderType,
    store_id: f.storeId,
  };
  const contact =
    d.contact ??
    (d.address
      ? {
          contact_person_name: d.address.contact_person_name,
          contact_person_number: d.address.contact_person_number,
          contact_person_email: d.address.contact_person_email ?? '',
        }
      : null);
  // Empty fields are left out: for a signed-in customer the server fills in the account's name and phone.
  if (contact?.contact_person_name.trim()) body.contact_person_name = contact.contact_person_name.trim();
  if (contact?.contact_person_number.trim()) body.contact_person_number = contact.contact_person_number.trim();
  if (contact?.contact_person_email) body.contact_person_email = contact.contact_person_email;
  if (d.orderType === 'delivery' && d.address) {
    body.address = d.address.address;
    body.latitude = d.address.latitude;
    body.longitude = d.address.longitude;
    body.distance = f.distanceKm;
    body.address_type = d.address.address_type || 'others';
    for (const k of ['road', 'house', 'floor'] as const) if (d.address[k]) body[k] = d.address[k]!;
    if (d.tip > 0) body.dm_tips = d.tip;
    if (d.deliveryInstruction.trim()) body.delivery_instruction = d.deliveryInstruction.trim();
  }
  if (d.scheduleAt) body.schedule_at = d.scheduleAt;
  if (f.couponCode) body.coupon_code = f.couponCode;
  if (f.extraPackaging > 0) body.extra_packaging_amount = f.extraPackaging;
  if (d.partialWallet) body.partial_payment = 1;
  if (d.orderNote.trim()) body.order_note = d.orderNote.trim();
  if (d.unavailableNote) body.unavailable_item_note = d.unavailableNote;
  if (d.cutlery) body.cutlery = 1;
  if (f.buyNowCart) {
    body.is_buy_now = 1;
    body.cart = JSON.stringify(f.buyNowCart);
  }
  return body;
}

/** A refusal of order/place or coupon/apply, as the API layer's typed error carries it. */
export interface Refusal {
  status: number;
  code: string | null;
  messages: string[];
}

export function refusalOf(error: unknown): Refusal {
  // The API layer's ApiError: status and details [{code, message}] whatever shape the body had.
  const e = error as {
    status?: number;
    details?: Array<{ code?: string | null; message?: string }>;
    message?: string;
  } | null;
  const details = Array.isArray(e?.details) ? e.details : [];
  const messages = details.length ? details.map((x) => x.message ?? '').filter(Boolean) : e?.message ? [e.message] : [];
  return {
    status: Number(e?.status) || 0,
    code: details.find((x) => x.code)?.code ?? null,
    messages,
  };
}

/** The coupon as the page keeps it once the server accepted it (platform-api §5.7). */
export interface AppliedCoupon {
  id: number;
  code: string;
  title?: string | null;
  coupon_type: string;
  discount: number;
  discount_type: string;
  min_purchase: number;
  max_discount: number;
  store_id?: number | null;
  data?: string | null;
}

/** acc §9: a coupon applies only when the purchase is at least its min_purchase (compared in cents, as the bill does). */
export const belowCouponMinimum = (c: Pick<AppliedCoupon, 'min_purchase'>, amount: number): boolean => toMinor(amount) < toMinor(Number(c.min_purchase) || 0);

/** What order/place answered (platform-api §3.7). */
export interface PlacedOrder {
  orderId: number;
  total: number;
}
