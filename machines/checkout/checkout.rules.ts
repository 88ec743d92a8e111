/**
 * The checkout form's own rules (issue 13): what stops Place Order, and the order/place body built from the
 * form. Pure: the checkout machine's guards and the views both read them. The bill's arithmetic is not here
 * (src/domain/bill.ts): these rules take its total as a fact.
 */
import type { GuestContact } from '../../src/domain/address';
import { toMinor } from '../../src/domain/money';
import { walletCovers, type PaymentChoice } from '../../src/domain/payment';
import type { CheckoutDraft, PlaceFacts } from '../../src/domain/checkoutDraft';

export type { PaymentChoice, PaymentMethod } from '../../src/domain/payment';

export type { CheckoutDraft, PlaceFacts } from '../../src/domain/checkoutDraft';

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

export const hasContact = (
  c: Pick<GuestContact, 'contact_person_name' | 'contact_person_number'> | null | undefined,
): boolean => !!c && c.contact_person_name.trim() !== '' && c.contact_person_number.trim() !== '';

/** Cash on delivery is refused above the zone's limit (acc §8 message). */
export const overCodLimit = (total: number, limit: number | null | undefined): boolean =>
  !!limit && limit > 0 && total > limit;

/**
 * What stops Place Order, in the order the page checks them: the first that holds is the one shown. Each is
 * its own guarded transition of the checkout machine (its diagram and QA paths show which one fired).
 */
export const PLACE_CHECKS: ReadonlyArray<{ problem: PlaceProblem; blocks(d: CheckoutDraft, f: PlaceFacts): boolean }> =
  [
    { problem: 'empty', blocks: (_d, f) => f.empty },
    { problem: 'addressMissing', blocks: (d) => d.orderType === 'delivery' && !d.address },
    { problem: 'addressOutOfZone', blocks: (d, f) => d.orderType === 'delivery' && f.addressInZone === false },
    { problem: 'contactMissing', blocks: (d, f) => !f.signedIn && !hasContact(d.contact ?? d.address) },
    { problem: 'storeClosed', blocks: (d, f) => !f.storeOpenNow && !d.scheduleAt },
    { problem: 'paymentMissing', blocks: (d) => !d.payment },
    { problem: 'prescriptionMissing', blocks: (d, f) => f.needsPrescription && d.prescriptions.length === 0 },
    {
      problem: 'walletShort',
      blocks: (d, f) => d.payment?.method === 'wallet' && !walletCovers(f.walletBalance, f.total),
    },
    {
      problem: 'codLimit',
      blocks: (d, f) => d.payment?.method === 'cash_on_delivery' && overCodLimit(cashPart(d, f), f.codLimit),
    },
  ];

/** With a partial wallet payment only the rest is paid in cash. */
const cashPart = (d: CheckoutDraft, f: PlaceFacts) =>
  d.partialWallet ? Math.max(0, f.total - f.walletBalance) : f.total;

/** The first thing that stops Place Order, or null when the order can be sent. */
export function placeProblem(d: CheckoutDraft, f: PlaceFacts): PlaceProblem | null {
  return PLACE_CHECKS.find((c) => c.blocks(d, f))?.problem ?? null;
}

/**
 * Over the cash limit the page offers the first other method the customer can use (not a wallet that falls
 * short), instead of leaving cash on delivery selected; null when there is none.
 */
export function otherThanCash(
  offered: readonly PaymentChoice[],
  f: Pick<PlaceFacts, 'walletBalance' | 'total'>,
): PaymentChoice | null {
  return (
    offered.find(
      (p) => p.method !== 'cash_on_delivery' && (p.method !== 'wallet' || walletCovers(f.walletBalance, f.total)),
    ) ?? null
  );
}

/**
 * One Place Order intent: the request as it would be sent (cart, bill and choices). The same intent is sent
 * with the same Idempotency-Key (retries, double taps, a reload); any change makes a new one.
 */
export function intentOf(body: Record<string, string | number>, f: Pick<PlaceFacts, 'cartKey'>): string {
  const sorted = Object.keys(body)
    .sort()
    .map((k) => [k, body[k]]);
  return JSON.stringify([f.cartKey ?? '', sorted]);
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
export const belowCouponMinimum = (c: Pick<AppliedCoupon, 'min_purchase'>, amount: number): boolean =>
  toMinor(amount) < toMinor(Number(c.min_purchase) || 0);

/** What order/place answered (platform-api §3.7). */
export interface PlacedOrder {
  orderId: number;
  total: number;
  /** Digital payment: the single-use proof that opens the order's payment page (order/place payment_reference). */
  paymentReference?: string | null;
}
