import { createActor, fromPromise } from 'xstate';
import type { QueryClient } from '@tanstack/react-query';
import { i18n } from '@lingui/core';
import { rentalCartMachine } from '../../machines/rental/rentalCart.machine';
import { tripBookingMachine } from '../../machines/rental/tripBooking.machine';
import { api, API_BASE_URL } from '../api/api';
import { unwrap, type ApiAnswer } from '../api/client';
import { isApiError } from '../api/errors';
import { getScope, storage } from '../api/scope';
import { readJson, STORAGE_KEYS } from '../api/storage';
import { isFinalAnswer, withIntentKey } from '../api/idempotency';
import { tripBody, tripFare, type RentalRefusal, type TripCoupon } from '../domain/rental';
import { moneyFormatOf } from '../domain/money';
import { configQuery } from '../api/queries/config';
import { modulesQuery } from '../api/queries/location';
import { rentalCartQuery } from '../api/queries/rental';
import { applyCoupon } from '../api/queries/coupon';
import type { RentalFlows } from '../flows/rental';
import { rentalMessages } from '../features/rental/messages';
import { notify } from '../ui/toaster';

/**
 * The edge of the rental flows (issue 16, api2 §11): the rental cart and trip calls, token-or-guest, the
 * cart and trip queries, translated toasts, the payment page and navigation.
 */

/** Any failure as the machines see it: the code and messages, and update-user-data's bare array of cart ids. */
export function refusalOf(error: unknown): RentalRefusal {
  if (!isApiError(error)) return { code: null, messages: [] };
  const ids =
    Array.isArray(error.body) && error.body.every((x) => typeof x === 'number') ? (error.body as number[]) : undefined;
  return {
    code: error.details[0]?.code ?? null,
    messages: error.messages,
    ...(ids?.length ? { cartIds: ids } : {}),
  };
}

const refused = async <T>(p: Promise<T>): Promise<T> => {
  try {
    return await p;
  } catch (e) {
    throw refusalOf(e);
  }
};

function showRefusal(error: unknown) {
  const messages = (error as RentalRefusal | undefined)?.messages ?? [];
  if (!messages.length) notify('error', i18n._(rentalMessages.failed));
  for (const m of messages) notify('error', m);
}

export function createRentalFlows(queryClient: QueryClient, navigate: (href: string) => void): RentalFlows {
  const drawer = createDrawer();
  const cart = createActor(rentalCartLogic(queryClient, drawer)).start();
  return { cart, booking: tripBookingLogic(queryClient, navigate), drawer };
}

/** Whether the rental cart drawer is open: the header button, the drawer and an add (openCart) share it. */
function createDrawer(): RentalFlows['drawer'] {
  let open = false;
  const listeners = new Set<() => void>();
  return {
    isOpen: () => open,
    set(next: boolean) {
      open = next;
      listeners.forEach((l) => l());
    },
    subscribe(l: () => void) {
      listeners.add(l);
      return () => void listeners.delete(l);
    },
  };
}

/**
 * The Rental module's id as a moduleId header: every rental write names it, so a vehicle never lands in the
 * cart of the module chosen before (a shared vehicle link opened while Food was chosen). The chosen module
 * when it is Rental, else the platform's rental module from the module list.
 */
export function rentalModuleHeader(queryClient: QueryClient): Record<string, string> {
  const scope = getScope();
  if (scope.moduleType === 'rental' && scope.moduleId !== null) return { moduleId: String(scope.moduleId) };
  const rental = queryClient.getQueryData(modulesQuery(scope.zone).queryKey)?.find((m) => m.module_type === 'rental');
  return rental ? { moduleId: String(rental.id) } : {};
}

/** The rental cart's calls (add, the trip, a line, remove, clear); after each the cart is read afresh. */
function rentalCartLogic(queryClient: QueryClient, drawer: RentalFlows['drawer']) {
  // A read that started before the write (a guest's first add stores a new guest id, which starts one) may
  // answer the old cart after the write lands: cancel it, then read the current owner's cart afresh.
  const refresh = async () => {
    await queryClient.cancelQueries({ queryKey: ['rental', 'cart'] });
    await queryClient.invalidateQueries({ queryKey: ['rental', 'cart'], refetchType: 'none' });
    await queryClient.fetchQuery({ ...rentalCartQuery(getScope()), staleTime: 0 });
  };
  // A cart write, with the rental module's header: a refusal in the machine's words, and after it lands the cart
  // read afresh.
  const write = (call: (headers: Record<string, string>) => Promise<ApiAnswer>) =>
    refused(
      (async () => {
        await unwrap(call(rentalModuleHeader(queryClient)));
        await refresh();
      })(),
    );
  return rentalCartMachine.provide({
    actors: {
      addVehicle: fromPromise(({ input }) =>
        write((headers) =>
          api.POST('/api/v1/rental/user/cart/add-to-cart', {
            headers,
            body: {
              vehicle_id: input.vehicleId,
              quantity: input.quantity,
              ...tripBody(input.trip),
            },
          }),
        ),
      ),
      updateTrip: fromPromise(({ input }) =>
        write((headers) =>
          api.PUT('/api/v1/rental/user/cart/update-user-data/{user_data_id}', {
            params: { path: { user_data_id: input.userDataId } },
            headers,
            body: tripBody(input.trip),
          }),
        ),
      ),
      updateLine: fromPromise(({ input }) =>
        write((headers) =>
          api.PUT('/api/v1/rental/user/cart/update-cart', {
            headers,
            body: {
              cart_id: input.cartId,
              quantity: input.quantity ?? 1,
            },
          }),
        ),
      ),
      removeLine: fromPromise(({ input }) =>
        write((headers) =>
          api.DELETE('/api/v1/rental/user/cart/remove-vehicle/{cart_id}', {
            params: { path: { cart_id: input.cartId } },
            headers,
          }),
        ),
      ),
      clearCart: fromPromise(() => write((headers) => api.DELETE('/api/v1/rental/user/cart/remove-cart', { headers }))),
    },
    actions: {
      notify: (_, { kind, id }) => notify(kind, i18n._(rentalMessages[id])),
      showRefusal: (_, { error }) => showRefusal(error),
      openCart: () => drawer.set(true),
    },
  });
}

/** Trip booking's calls: the booking (priced from the cart as it is now), the coupon and the payment. */
function tripBookingLogic(queryClient: QueryClient, navigate: (href: string) => void) {
  return tripBookingMachine.provide({
    actors: {
      bookTrip: fromPromise(({ input }) =>
        refused(
          (async () => {
            const data = await queryClient.fetchQuery({ ...rentalCartQuery(getScope()), staleTime: 0 });
            const lines = data.carts;
            const ud = Array.isArray(data.user_data) ? null : data.user_data;
            const digits = moneyFormatOf(queryClient.getQueryData(configQuery().queryKey)).digits;
            const fare = tripFare(lines, new Date(), digits, input.coupon);
            const f = input.form;
            const body = {
              trip_amount: fare.total,
              trip_type: ud?.rental_type ?? 'hourly',
              provider_id: lines[0]?.provider_id ?? 0,
              ...(f.scheduled && f.scheduleAt ? { schedule_at: f.scheduleAt, scheduled: 1 } : {}),
              ...(f.note.trim() ? { additional_note: f.note.trim() } : {}),
              ...(input.coupon ? { coupon_code: input.coupon.code } : {}),
              ...(f.contact
                ? {
                    contact_person_name: f.contact.name,
                    contact_person_number: f.contact.phone,
                    ...(f.contact.email ? { contact_person_email: f.contact.email } : {}),
                  }
                : {}),
            };
            const id = await sendBooking(
              lines.length === 0 ? (readJson<typeof body>(storage, STORAGE_KEYS.intentTripBooking) ?? body) : body,
              (sent, headers) =>
                unwrap(
                  api.POST('/api/v1/rental/user/trip/trip-booking', {
                    body: sent,
                    headers: { ...rentalModuleHeader(queryClient), ...headers },
                  }),
                ),
            );
            await queryClient.invalidateQueries({ queryKey: ['rental'] });
            return Number(id);
          })(),
        ),
      ),
      applyCoupon: fromPromise<TripCoupon, { code: string; providerId: number }>(async ({ input }) => {
        try {
          return await applyCoupon(input.code, input.providerId);
        } catch (e) {
          throw isApiError(e) ? { status: e.status, messages: e.messages } : { status: 0, messages: [] };
        }
      }),
      payTrip: fromPromise(({ input }) =>
        refused(
          (async () => {
            const callback = `${window.location.origin}/trip-placed`;
            const res = await unwrap(
              api.POST('/api/v1/rental/user/trip/payment', {
                headers: rentalModuleHeader(queryClient),
                body: {
                  trip_id: input.tripId,
                  payment_method: input.method,
                  ...(input.method === 'digital_payment'
                    ? {
                        payment_gateway: 'digital_payment',
                        callback_url: callback,
                        payment_platform: 'web',
                      }
                    : {}),
                },
              }),
            );
            await queryClient.invalidateQueries({
              queryKey: ['rental', 'trip'],
            });
            await queryClient.invalidateQueries({
              queryKey: ['rental', 'trips'],
            });
            if (typeof res === 'string') return { redirect: res, message: null };
            return { redirect: null, message: res?.message ?? null };
          })(),
        ),
      ),
    },
    actions: {
      notify: (_, { kind, id }) => notify(kind, i18n._(rentalMessages[id])),
      showRefusal: (_, { error }) => showRefusal(error),
      // The payment page is the server's (or the platform's gateway): leave the app for it.
      openPaymentPage: (_, { url }) => window.location.assign(/^https?:/.test(url) ? url : `${API_BASE_URL}${url}`),
      showPlaced: (_, { tripId }) => navigate(`/trip-placed?trip_id=${tripId}`),
    },
  });
}

/**
 * One trip per intent: a retry or a reload with the same booking sends the same key. The booking is kept until
 * the server has answered, because a first try whose answer was lost has already emptied the rental cart on the
 * server: read again from that cart, the retry would be another booking (provider 0), refused, though the trip
 * was booked.
 */
async function sendBooking<B, T>(
  body: B,
  send: (body: B, headers: { 'Idempotency-Key': string }) => Promise<T>,
): Promise<T> {
  storage.setItem(STORAGE_KEYS.intentTripBooking, JSON.stringify(body));
  try {
    const answer = await withIntentKey(storage, STORAGE_KEYS.intentTrip, body, (headers) => send(body, headers));
    storage.removeItem(STORAGE_KEYS.intentTripBooking);
    return answer;
  } catch (e) {
    if (isFinalAnswer(e)) storage.removeItem(STORAGE_KEYS.intentTripBooking);
    throw e;
  }
}
