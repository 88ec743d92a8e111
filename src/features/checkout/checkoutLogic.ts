import { fromPromise } from 'xstate';
import type { QueryClient } from '@tanstack/react-query';
import { checkoutMachine, type PlaceRequest } from '../../../machines/checkout/checkout.machine';
import type { AppliedCoupon, PlacedOrder } from '../../../machines/checkout/checkout.rules';
import { api, API_BASE_URL } from '../../api/api';
import { unwrap } from '../../api/client';
import { cartQuery } from '../../api/queries/cart';
import { DEVICE_KEYS, getScope, saveDeviceValue } from '../../api/scope';
import { addressToSave, type DeliveryAddress } from '../../domain/address';

export interface CheckoutEdge {
  queryClient: QueryClient;
  /** Open /order-placed (the route's navigate). */
  showPlaced(search: { order_id: number; contact_number?: string }): void;
  /** Leave the storefront for the payment page. */
  leaveTo(url: string): void;
  /** buy_now / campaign: the device keeps the item until the order is placed. */
  buyNow: boolean;
}

const PLACE = '/api/v1/customer/order/place';

/** order/place: JSON, or multipart with `order_attachment` when prescription images go along (api §3.7). */
async function placeOrder(req: PlaceRequest): Promise<PlacedOrder> {
  const scope = getScope();
  const owner = scope.signedIn || !scope.guestId ? {} : { guest_id: scope.guestId };
  const fields = { ...req.body, ...owner };
  let answer: { order_id: number; total_ammount: number };
  if (req.prescriptions.length) {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
    for (const f of req.prescriptions) form.append('order_attachment[]', f as Blob);
    answer = (await unwrap(api.POST(PLACE, { body: form as never, bodySerializer: (b: unknown) => b as FormData }))) as typeof answer;
  } else {
    answer = (await unwrap(api.POST(PLACE, { body: fields as never }))) as typeof answer;
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
  // (with the guest id for guests) is the proof (acc §Payment page).
  if (contactNumber) q.set('contact_number', contactNumber);
  return `${API_BASE_URL || origin}/payment-mobile?${q}`;
}

/** The checkout machine with its real effects: the API, the cart cache, the device and navigation. */
export function createCheckoutLogic(edge: CheckoutEdge) {
  const clearCart = () => {
    if (edge.buyNow) {
      saveDeviceValue(DEVICE_KEYS.buyNow, null);
      return;
    }
    // The server emptied the module's cart with the order: the device's copy follows at once.
    edge.queryClient.setQueryData(cartQuery(getScope()).queryKey, []);
    void edge.queryClient.invalidateQueries({ queryKey: ['cart'] });
  };
  return checkoutMachine.provide({
    actors: {
      placeOrder: fromPromise(({ input }: { input: PlaceRequest }) => placeOrder(input)),
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
