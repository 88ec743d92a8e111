import { fromPromise, type Actor } from 'xstate';
import type { QueryClient } from '@tanstack/react-query';
import { checkoutMachine, type PlaceRequest } from '../../machines/checkout/checkout.machine';
import { orderResultMachine } from '../../machines/checkout/orderResult.machine';
import type { CheckoutFlows } from '../flows/checkout';
import { refusalOf, type AppliedCoupon, type CheckoutDraft, type PlacedOrder } from '../../machines/checkout/checkout.rules';
import { api, API_BASE_URL } from '../api/api';
import { unwrap } from '../api/client';
import { cartQuery } from '../api/queries/cart';
import { DEVICE_KEYS, getScope, keepDeviceValue, readDeviceValue, saveDeviceValue } from '../api/scope';
import { addressToSave, type DeliveryAddress } from '../domain/address';
import { keptDraftOf, type KeptDraft } from '../domain/checkoutDraft';

export interface CheckoutEdge {
  /** Open /order-placed (the route's navigate). */
  showPlaced(search: { order_id: number; contact_number?: string }): void;
  /** Leave the storefront for the payment page. */
  leaveTo(url: string): void;
  /** buy_now / campaign: the device keeps the item until the order is placed. */
  buyNow: boolean;
  /** Which draft this checkout keeps (draftKeyOf). */
  draftKey: string;
}

const PLACE = '/api/v1/customer/order/place';

/** order/place: JSON, or multipart with `order_attachment` when prescription images go along (api §3.7). */
async function placeOrder(req: PlaceRequest, draftKey: string): Promise<PlacedOrder> {
  const headers = { 'Idempotency-Key': intentKey(draftKey, req.intent) };
  const scope = getScope();
  const owner = scope.signedIn || !scope.guestId ? {} : { guest_id: scope.guestId };
  const fields = { ...req.body, ...owner };
  let answer: { order_id: number; total_ammount: number };
  try {
    if (req.prescriptions.length) {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
      for (const f of req.prescriptions) form.append('order_attachment[]', f as Blob);
      answer = (await unwrap(api.POST(PLACE, { body: form as never, headers, bodySerializer: (b: unknown) => b as FormData }))) as typeof answer;
    } else {
      answer = (await unwrap(api.POST(PLACE, { body: fields as never, headers }))) as typeof answer;
    }
  } catch (error) {
    // The server answered with a refusal: nothing was placed, and the next try (the admin may have changed a
    // setting meanwhile) must not be answered with this refusal again. Without an answer the key stays.
    const status = refusalOf(error).status;
    if (status >= 400 && status < 500) forgetIntent(draftKey);
    throw error;
  }
  if (req.saveAddress) await saveToBook(req.saveAddress);
  return { orderId: Number(answer.order_id), total: Number(answer.total_ammount) };
}

/** acc §4 "Save this Address": the order is placed either way; a failed save is not the order's failure. */
async function saveToBook(a: DeliveryAddress) {
  const saved = addressToSave(a);
  // Empty optional fields are left out, as the address form leaves them out.
  const body = Object.fromEntries(Object.entries(saved).filter(([, v]) => v !== null && v !== ''));
  try {
    await unwrap(api.POST('/api/v1/customer/address/add', { body: body as never }));
  } catch {
    // Nothing to undo: the address can be saved from the address book.
  }
}

/** The payment page of a digital order payment: the platform web client's redirect (api §3.7). */
export function paymentUrl(orderId: number, gateway: string | null, contactNumber: string | null, origin: string): string {
  const back = new URL('/order-placed', origin);
  back.searchParams.set('order_id', String(orderId));
  if (contactNumber) back.searchParams.set('contact_number', contactNumber);
  const q = new URLSearchParams({
    order_id: String(orderId),
    customer_id: getScope().signedIn ? '' : (getScope().guestId ?? ''),
    payment_platform: 'web',
    callback: back.toString(),
    payment_method: gateway ?? 'digital_payment',
  });
  // The page answers only the order's owner: a browser navigation carries no token, so the contact number
  // (with the guest id for guests) is the proof.
  if (contactNumber) q.set('contact_number', contactNumber);
  return `${API_BASE_URL || origin}/payment-mobile?${q}`;
}

/** The checkout machine with its real effects: the API, the cart cache, the device and navigation. */
function createLogic(queryClient: QueryClient, edge: CheckoutEdge) {
  const clearCart = () => {
    // The order is placed: its choices and its key are done with (a new visit is a new intent).
    saveDraft(edge.draftKey, null);
    if (edge.buyNow) {
      saveDeviceValue(DEVICE_KEYS.buyNow, null);
      return;
    }
    // The server emptied the module's cart with the order: the device's copy follows at once.
    queryClient.setQueryData(cartQuery(getScope()).queryKey, []);
    void queryClient.invalidateQueries({ queryKey: ['cart'] });
  };
  return checkoutMachine.provide({
    actors: {
      placeOrder: fromPromise(({ input }: { input: PlaceRequest }) => placeOrder(input, edge.draftKey)),
      applyCoupon: fromPromise(async ({ input }: { input: { code: string; storeId: number } }) => {
        return (await unwrap(api.GET('/api/v1/coupon/apply', { params: { query: { code: input.code, store_id: input.storeId } } }))) as unknown as AppliedCoupon;
      }),
    },
    actions: {
      clearCart,
      goToPayment: (_, p) => edge.leaveTo(paymentUrl(p.orderId, p.gateway, p.contactNumber, window.location.origin)),
      showPlaced: (_, p) => edge.showPlaced({ order_id: p.orderId, ...(p.contactNumber ? { contact_number: p.contactNumber } : {}) }),
    },
  });
}

// ---- The checkout draft on the device (issue 30: nothing lost on a reload) ----

type Drafts = Record<string, KeptDraft>;
/** A handful of checkouts (module × page × store) is plenty; the oldest go first. */
const MAX_DRAFTS = 6;

function allDrafts(): Drafts {
  const v = readDeviceValue(DEVICE_KEYS.checkoutDraft);
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Drafts) : {};
}

function saveDraft(key: string, draft: KeptDraft | null) {
  const all = allDrafts();
  delete all[key];
  if (draft) all[key] = { ...draft, savedAt: Date.now() };
  const keys = Object.keys(all).sort((a, b) => (all[b]!.savedAt ?? 0) - (all[a]!.savedAt ?? 0));
  const kept = Object.fromEntries(keys.slice(0, MAX_DRAFTS).map((k) => [k, all[k]!]));
  keepDeviceValue(DEVICE_KEYS.checkoutDraft, Object.keys(kept).length ? kept : null);
}

/** Which draft a checkout keeps: per module, page (cart, buy now, campaign) and store. */
const draftKeyOf = (page: string, storeId: number) => `${getScope().moduleId ?? 0}:${page}:${storeId}`;

/** The choices kept from an earlier visit of this checkout, or null. */
function readDraft(key: string): Partial<CheckoutDraft> | null {
  return keptDraftOf(allDrafts()[key])?.draft ?? null;
}

function newKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The Idempotency-Key of this Place Order intent: the kept one while the request is the same (a retry, a
 * double tap, a reload during placement), a new one once cart, bill or choices changed. Kept before the
 * request leaves, so a reload mid-flight sends the same key again.
 */
function intentKey(draftKey: string, intent: string): string {
  const kept = keptDraftOf(allDrafts()[draftKey]);
  if (kept?.intent?.fingerprint === intent) return kept.intent.key;
  const key = newKey();
  saveDraft(draftKey, { draft: kept?.draft ?? {}, intent: { fingerprint: intent, key } });
  return key;
}

function forgetIntent(draftKey: string) {
  const kept = keptDraftOf(allDrafts()[draftKey]);
  if (kept?.intent) saveDraft(draftKey, { draft: kept.draft, intent: null });
}

/** Keeps the draft's choices on the device as the customer changes them, until the order is placed. */
function keepDraft(actor: Actor<typeof checkoutMachine>, draftKey: string): () => void {
  let last = JSON.stringify(keptDraftOf({ draft: actor.getSnapshot().context.draft })?.draft ?? null);
  const sub = actor.subscribe((snap) => {
    if (snap.status !== 'active' || !snap.matches({ form: 'editing' })) return;
    const draft = keptDraftOf({ draft: snap.context.draft })?.draft ?? null;
    const text = JSON.stringify(draft);
    if (text === last) return;
    last = text;
    const kept = keptDraftOf(allDrafts()[draftKey]);
    saveDraft(draftKey, { draft: draft ?? {}, intent: kept?.intent ?? null });
  });
  return () => sub.unsubscribe();
}

/** /order-placed: switching a failed payment to cash on delivery, and the payment page again. */
function orderResultLogic(queryClient: QueryClient, { orderId, contactNumber }: { orderId: number; contactNumber: string | null }) {
  return orderResultMachine.provide({
    actors: {
      switchToCod: fromPromise(async ({ input }: { input: { orderId: number } }) => {
        // more §10: not in the OpenAPI contract of this branch yet, hence the untyped path.
        await unwrap(api.PUT('/api/v1/customer/order/payment-method' as never, { body: { order_id: input.orderId, ...placedOwner() } as never } as never));
      }),
    },
    actions: {
      goToPayment: (_, p) => window.location.assign(paymentUrl(p.orderId, null, contactNumber, window.location.origin)),
      refreshOrder: () => void queryClient.invalidateQueries({ queryKey: ['order-placed', orderId] }),
    },
  });
}

const placedOwner = () => (getScope().signedIn ? {} : { guest_id: getScope().guestId ?? '' });

/** The checkout's edge, given to the pages through the order flows (src/flows/checkout.ts). */
export function createCheckoutFlows(queryClient: QueryClient): CheckoutFlows {
  return {
    createLogic: (edge) => createLogic(queryClient, edge),
    draftKeyOf,
    readDraft,
    keepDraft,
    orderResultLogic: (edge) => orderResultLogic(queryClient, edge),
  };
}
