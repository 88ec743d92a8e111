import { fromPromise, type Actor } from 'xstate';
import type { QueryClient } from '@tanstack/react-query';
import { checkoutMachine, type PlaceRequest } from '../../machines/checkout/checkout.machine';
import { checkoutFactsMachine } from '../../machines/checkout/checkout.facts.config';
import { orderResultMachine } from '../../machines/checkout/orderResult.machine';
import type { CheckoutFlows, PlacedSearch } from '../flows/checkout';
import { type AppliedCoupon, type CheckoutDraft, type PlacedOrder } from '../../machines/checkout/checkout.rules';
import { api } from '../api/api';
import { paymentPageUrl } from '../api/payment';
import { unwrap } from '../api/client';
import { sendWithIntent, type IntentSlot } from '../api/idempotency';
import { cartQuery } from '../api/queries/cart';
import { orderKeys } from '../api/queries/orders';
import { placeOrderCall } from '../api/mutations/placeOrder';
import { addressCalls } from '../api/mutations/address';
import { applyCoupon } from '../api/queries/coupon';
import { addressZonesQuery, distanceQuery, mostTipsQuery } from '../api/queries/checkout';
import { couponsQuery } from '../api/queries/accountPages';
import type { CouponFact, Point } from '../../machines/checkout/checkout.facts';
import { getScope, keepDeviceValue, readDeviceValue, saveDeviceValue } from '../api/scope';
import { DEVICE_KEYS } from '../api/storage';
import { addressToSave, type DeliveryAddress } from '../domain/address';
import { keptDraftOf, type KeptDraft } from '../domain/checkoutDraft';

export interface CheckoutEdge {
  /** Open /order-placed (the route's navigate). */
  showPlaced(search: PlacedSearch): void;
  /** Leave the storefront for the payment page. */
  leaveTo(url: string): void;
  /** buy_now / campaign: the device keeps the item until the order is placed. */
  buyNow: boolean;
  /** Which draft this checkout keeps (draftKeyOf). */
  draftKey: string;
}

/** order/place: JSON, or multipart with `order_attachment` when prescription images go along (api §3.7). */
async function placeOrder(req: PlaceRequest, draftKey: string): Promise<PlacedOrder> {
  // The guest's id is added by the client (src/api/owner.ts), to the JSON or the multipart body.
  const fields = req.body;
  // One order per intent (src/api/idempotency.ts): the key is kept in the draft, so a reload restores both.
  // A refusal in words forgets it: nothing was placed, and the next try (the admin may have changed a setting
  // meanwhile) must not be answered with this refusal again. Without an answer the key stays.
  const answer = await sendWithIntent(draftIntent(draftKey), req.intent, (headers) =>
    placeOrderCall(fields, headers, req.prescriptions),
  );
  if (req.saveAddress) await saveToBook(req.saveAddress);
  return {
    orderId: Number(answer.order_id),
    total: Number(answer.total_ammount),
    paymentReference: answer.payment_reference ?? null,
  };
}

/** acc §4 "Save this Address": the order is placed either way; a failed save is not the order's failure. */
async function saveToBook(a: DeliveryAddress) {
  try {
    // Empty optional fields go as null, as the address form sends them (the contract's AddressInput).
    await addressCalls.add(addressToSave(a));
  } catch {
    // Nothing to undo: the address can be saved from the address book.
  }
}

/** The payment page of a digital order payment; it comes back to this order's /order-placed (api §3.7). */
export function paymentUrl(
  orderId: number,
  gateway: string | null,
  contactNumber: string | null,
  paymentReference: string | null,
  origin: string,
): string {
  const back = new URL('/order-placed', origin);
  back.searchParams.set('order_id', String(orderId));
  if (contactNumber) back.searchParams.set('contact_number', contactNumber);
  const { signedIn, guestId } = getScope();
  return paymentPageUrl({
    orderId,
    customerId: signedIn ? null : guestId,
    callback: back.toString(),
    method: gateway,
    contactNumber,
    paymentReference,
    origin,
  });
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
      applyCoupon: fromPromise<AppliedCoupon, { code: string; storeId: number }>(({ input }) =>
        applyCoupon(input.code, input.storeId),
      ),
      // The facts the machine gathers, each from the query cache (asked once however many pages read it).
      checkoutFacts: checkoutFactsMachine.provide({
        actors: {
          zoneFacts: fromPromise(
            async ({ input }: { input: Point }) =>
              (await queryClient.fetchQuery(addressZonesQuery(input.lat, input.lng))).zoneData,
          ),
          distanceFacts: fromPromise(({ input }: { input: { from: Point; to: Point } }) =>
            queryClient.fetchQuery(distanceQuery(input.from, input.to)),
          ),
          tipFacts: fromPromise(() => queryClient.fetchQuery(mostTipsQuery())),
          couponFacts: fromPromise<CouponFact[], { signedIn: boolean }>(async ({ input }) =>
            input.signedIn ? queryClient.fetchQuery(couponsQuery(true)) : [],
          ),
        },
      }),
    },
    actions: {
      clearCart,
      goToPayment: (_, p) =>
        edge.leaveTo(paymentUrl(p.orderId, p.gateway, p.contactNumber, p.paymentReference, window.location.origin)),
      showPlaced: (_, p) =>
        edge.showPlaced({
          order_id: p.orderId,
          ...(p.contactNumber ? { contact_number: p.contactNumber } : {}),
          ...(p.offlineMethodId ? { offline_method: p.offlineMethodId } : {}),
        }),
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

/** The Place Order intent's key, kept in the checkout's draft (see placeOrder). */
function draftIntent(draftKey: string): IntentSlot {
  return {
    read: () => keptDraftOf(allDrafts()[draftKey])?.intent ?? null,
    write: (intent) => {
      const kept = keptDraftOf(allDrafts()[draftKey]);
      if (intent || kept?.intent) saveDraft(draftKey, { draft: kept?.draft ?? {}, intent });
    },
  };
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

/** What /order-placed hands its edge: the order, its contact number and, back from a failed payment, the fresh payment reference. */
type OrderResultEdge = Parameters<CheckoutFlows['orderResultLogic']>[0];

/** /order-placed: switching a failed payment to cash on delivery, and the payment page again. */
function orderResultLogic(queryClient: QueryClient, { orderId, contactNumber, paymentReference }: OrderResultEdge) {
  return orderResultMachine.provide({
    actors: {
      switchToCod: fromPromise(async ({ input }: { input: { orderId: number } }) => {
        await unwrap(api.PUT('/api/v1/customer/order/payment-method', { body: { order_id: input.orderId } }));
      }),
    },
    actions: {
      goToPayment: (_, p) =>
        window.location.assign(paymentUrl(p.orderId, null, contactNumber, paymentReference, window.location.origin)),
      refreshOrder: () => void queryClient.invalidateQueries({ queryKey: orderKeys.order(orderId) }),
    },
  });
}

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
