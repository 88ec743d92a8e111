import { fromPromise } from 'xstate';
import type { QueryClient } from '@tanstack/react-query';
import { parcelOrderMachine, type PlacedParcel } from '../../machines/parcel/parcelOrder.machine';
import { paymentPageUrl } from '../api/payment';
import { parcelSenderZonesQuery, placeParcelOrder } from '../api/queries/parcel';
import { clearParcelDraft } from '../api/drafts';
import { getScope, storage } from '../api/scope';
import { STORAGE_KEYS } from '../api/storage';
import { withIntentKey } from '../api/idempotency';
import {
  orderPlacedSearch,
  parcelBill,
  parcelOrderBody,
  parcelZoneOf,
  type OrderPlacedSearch,
  type ParcelDraft,
} from '../domain/parcel';
import type { ParcelFlows, ParcelPageEdge } from '../flows/parcel';

/** The payment page of a digitally paid parcel; it comes back to /order-placed (api §3.7 payment-mobile). */
export function parcelPaymentUrl(
  orderId: number,
  search: OrderPlacedSearch,
  guestId: string | null,
  origin: string,
  paymentReference: string | null = null,
): string {
  const callback = `${origin}/order-placed?${new URLSearchParams(Object.entries(search).map(([k, v]) => [k, String(v)]))}`;
  return paymentPageUrl({
    orderId,
    customerId: guestId,
    callback,
    contactNumber: search.contact_number || null,
    paymentReference,
    origin,
  });
}

/**
 * The sender zone's parcel figures (get-zone-id at the sender's address), from the query cache the page's
 * fee line filled: the fee sent is the one the customer saw.
 */
async function senderZone(queryClient: QueryClient, draft: ParcelDraft) {
  const zones = await queryClient.ensureQueryData(
    parcelSenderZonesQuery(draft.sender.latitude, draft.sender.longitude),
  );
  return parcelZoneOf(zones, getScope().moduleId);
}

/** The edge of the parcelOrder statechart: the order call and the way out (order-placed page, or the payment page). */
export function createParcelLogic(queryClient: QueryClient, edge: ParcelPageEdge) {
  return parcelOrderMachine.provide({
    actors: {
      placeParcel: fromPromise(async ({ input }: { input: ParcelDraft }): Promise<PlacedParcel> => {
        const bill = parcelBill(
          input.category,
          edge.charges,
          input.sender,
          input.receiver,
          await senderZone(queryClient, input),
        );
        const body = parcelOrderBody(input, bill.total);
        // One parcel per intent: a retry or a reload with the same parcel sends the same key.
        const placed = await withIntentKey(storage, STORAGE_KEYS.intentParcel, body, (headers) =>
          placeParcelOrder(body, headers),
        );
        return { orderId: placed.orderId, paymentReference: placed.paymentReference };
      }),
    },
    actions: {
      goToOrderPlaced: (_, p) => {
        clearParcelDraft();
        const search = orderPlacedSearch(p.orderId, p.guestPhone);
        if (p.payment === 'digital_payment')
          edge.leaveTo(parcelPaymentUrl(p.orderId, search, edge.guestId, window.location.origin, p.paymentReference));
        else edge.showPlaced(search);
      },
    },
  });
}

/** The parcel's edge, given to the page through the order flows (src/flows/parcel.ts). */
export function createParcelFlows(queryClient: QueryClient): ParcelFlows {
  return { createLogic: (edge) => createParcelLogic(queryClient, edge) };
}
