/**
 * The checkout draft kept on the device (issue 30 "Nothing lost on a reload"): the customer's choices, and
 * the Place Order intent with its Idempotency-Key. Not the address, contact or prescription images: the
 * address book, the guest's contact and the files have their own owners.
 */
import type { DeliveryAddress, GuestContact, OrderType } from './address';
import type { PaymentChoice } from './payment';

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
  /** The applied coupon's code, kept with the other choices and checked again when the customer returns. */
  couponCode: string | null;
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
  /** The methods offered now (config and the store's zone): over the cash limit the page picks another. */
  offered: PaymentChoice[];
  /** The lines being bought (ids, quantities, options): a changed cart is another Place Order intent. */
  cartKey?: string;
}

export interface KeptDraft {
  draft: Partial<CheckoutDraft>;
  /** The last intent sent (or being sent) and its key. */
  intent?: { fingerprint: string; key: string } | null;
  savedAt?: number;
}

const isString = (v: unknown): v is string => typeof v === 'string';

/** The fields of a draft that may come back, each checked (the device may hold anything). */
export function restorableDraft(d: unknown): Partial<CheckoutDraft> {
  if (!d || typeof d !== 'object') return {};
  const x = d as Record<string, unknown>;
  const keep: Partial<CheckoutDraft> = {};
  if (x.orderType === 'delivery' || x.orderType === 'take_away') keep.orderType = x.orderType;
  if (x.scheduleAt === null || (isString(x.scheduleAt) && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(x.scheduleAt)))
    keep.scheduleAt = x.scheduleAt;
  const p = x.payment as { method?: unknown; gateway?: unknown; offlineMethodId?: unknown } | null | undefined;
  if (p && typeof p === 'object' && isString(p.method))
    keep.payment = restorablePayment(p.method, p.gateway, p.offlineMethodId);
  if (typeof x.partialWallet === 'boolean') keep.partialWallet = x.partialWallet;
  if (typeof x.tip === 'number' && Number.isFinite(x.tip) && x.tip >= 0) keep.tip = x.tip;
  for (const k of ['orderNote', 'deliveryInstruction', 'unavailableNote'] as const) if (isString(x[k])) keep[k] = x[k];
  if (typeof x.cutlery === 'boolean') keep.cutlery = x.cutlery;
  if (typeof x.extraPackaging === 'boolean') keep.extraPackaging = x.extraPackaging;
  if (x.couponCode === null || (isString(x.couponCode) && x.couponCode.trim() !== '')) keep.couponCode = x.couponCode;
  return keep;
}

function restorablePayment(method: string, gateway: unknown, offlineMethodId: unknown): CheckoutDraft['payment'] {
  if (isString(gateway)) return { method, gateway } as CheckoutDraft['payment'];
  if (typeof offlineMethodId === 'number' && Number.isSafeInteger(offlineMethodId) && offlineMethodId > 0)
    return { method, offlineMethodId } as CheckoutDraft['payment'];
  return { method } as CheckoutDraft['payment'];
}

/** A kept entry as read from the device, or null when it is not one. */
export function keptDraftOf(v: unknown): KeptDraft | null {
  if (!v || typeof v !== 'object') return null;
  const x = v as Record<string, unknown>;
  const i = x.intent as { fingerprint?: unknown; key?: unknown } | null | undefined;
  const intent = i && isString(i.fingerprint) && isString(i.key) ? { fingerprint: i.fingerprint, key: i.key } : null;
  return { draft: restorableDraft(x.draft), intent, ...(typeof x.savedAt === 'number' ? { savedAt: x.savedAt } : {}) };
}
