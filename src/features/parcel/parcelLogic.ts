import { fromPromise } from 'xstate';
import { parcelOrderMachine, type PlacedParcel } from '../../../machines/parcel/parcelOrder.machine';
import { paymentPageUrl } from '../../api/payment';
import { placeParcelOrder } from '../../api/queries/parcel';
import { clearParcelDraft } from '../../api/drafts';
import { storage } from '../../api/scope';
import { STORAGE_KEYS } from '../../api/storage';
import { withIntentKey } from '../../api/idempotency';
import { orderPlacedSearch, parcelBill, parcelOrderBody, type OrderPlacedSearch, type ParcelDraft, type ParcelZone } from '../../domain/parcel';

export interface ParcelEdge {
  /** The config's parcel charges; the fee is decided from them (the server decides again). */
  charges: Parameters<typeof parcelBill>[1];
  /** The sender zone's parcel figures as the page last read them (get-zone-id), or null. */
  zone: () => ParcelZone | null;
  signedIn: boolean;
  guestId: string | null;
  /** Open /order-placed (the route's navigate). */
  showPlaced(search: OrderPlacedSearch): void;
  /** Leave the storefront for the payment page. */
  leaveTo(url: string): void;
}

/** The payment page of a digitally paid parcel; it comes back to /order-placed (api §3.7 payment-mobile). */
export function parcelPaymentUrl(orderId: number, search: OrderPlacedSearch, guestId: string | null, origin: string, paymentReference: string | null = null): string {
  const callback = `${origin}/order-placed?${new URLSearchParams(Object.entries(search).map(([k, v]) => [k, String(v)]))}`;
  return paymentPageUrl({ orderId, customerId: guestId, callback, contactNumber: search.contact_number || null, paymentReference, origin });
}

/** The edge of the parcelOrder statechart: the order call and the way out (order-placed page, or the payment page). */
export function createParcelLogic(edge: ParcelEdge) {
  return parcelOrderMachine.provide({
    actors: {
      placeParcel: fromPromise(async ({ input }: { input: ParcelDraft }): Promise<PlacedParcel> => {
        const bill = parcelBill(input.category, edge.charges, input.sender, input.receiver, edge.zone());
        const body = parcelOrderBody(input, bill.total);
        // One parcel per intent: a retry or a reload with the same parcel sends the same key.
        const placed = await withIntentKey(storage, STORAGE_KEYS.intentParcel, body, (headers) => placeParcelOrder(body, headers));
        return { orderId: placed.orderId, paymentReference: placed.paymentReference };
      }),
    },
    actions: {
      goToOrderPlaced: (_, p) => {
        clearParcelDraft();
        const search = orderPlacedSearch(p.orderId, p.guestPhone);
        if (p.payment === 'digital_payment') edge.leaveTo(parcelPaymentUrl(p.orderId, search, edge.guestId, window.location.origin, p.paymentReference));
        else edge.showPlaced(search);
      },
    },
  });
}
