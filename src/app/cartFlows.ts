import { createActor, fromPromise } from 'xstate';
import type { QueryClient } from '@tanstack/react-query';
import { i18n } from '@lingui/core';
import { addToCartMachine } from '../../machines/cart/addToCart.machine';
import { cartLineMachine } from '../../machines/cart/cartLine.machine';
import { checkoutGatingMachine } from '../../machines/checkout/checkoutGating.machine';
import { buyNowMachine } from '../../machines/checkout/buyNow.machine';
import { wishlistMachine } from '../../machines/wishlist/wishlist.machine';
import { api } from '../api/api';
import { unwrap } from '../api/client';
import { isApiError } from '../api/errors';
import { ensureGuestId } from '../api/guest';
import { DEVICE_KEYS, getScope, saveDeviceValue, storage } from '../api/scope';
import { cartQuery } from '../api/queries/cart';
import { OPEN_SIGN_IN_EVENT } from '../features/auth/SignInButton';
import type { WishlistData } from '../api/queries/wishlist';
import type { CartLine } from '../api/types';
import { productPath, type CartLineLike } from '../domain/cart';
import { checkoutHref } from '../domain/cartCheckout';
import { withoutTarget, wishParam, type WishTarget } from '../domain/wishlist';
import type { CartFlows } from '../flows/cart';
import type { WishlistActor } from '../flows/wishlist';
import { cartMessages } from '../features/cart/messages';
import { wishlistMessages } from '../features/wishlist/messages';
import { notify } from '../ui/toaster';

/**
 * The edge of the cart, checkout-gating, buy-now and wishlist flows: the cart and wishlist calls of api §3.4,
 * §3.5 and api2 §11, the cart query, translated toasts, navigation, and the sign-in modal.
 */

export type Navigate = (href: string) => void;

/** Guests send their guest id (requested once, then stored); signed-in customers their token. */
export async function cartOwner(): Promise<{ guest_id?: string }> {
  if (getScope().signedIn) return {};
  const guest = await ensureGuestId(api, storage);
  return guest ? { guest_id: guest } : {};
}

/** The sign-in modal belongs to the accounts feature, which listens for this window event. */

export function openSignIn(mode: 'sign-in' | 'sign-up') {
  // After the dialog that asked (guest choice) has closed and restored focus, or that focus change would
  // count as a focus outside the new sign-in modal and close it again.
  requestAnimationFrame(() => setTimeout(() => window.dispatchEvent(new CustomEvent(OPEN_SIGN_IN_EVENT, { detail: { mode } })), 0));
}

/** Each message of the server's answer as a toast (acc §8), or a generic one when it gave none. */
export function showServerErrors(error: unknown, toastId?: string) {
  const messages = isApiError(error) ? error.messages : [];
  if (!messages.length) notify('error', i18n._(cartMessages.failed), toastId);
  for (const m of messages) notify('error', m, toastId);
}

/**
 * A line's quantity refusals are one toast: food past its limit shows "Out of Limits" and still asks the server,
 * whose "Maximum cart quantity exceeded" then replaces it instead of stacking a second toast over the drawer.
 */
const LINE_REFUSAL_TOAST = 'cart.line.refusal';

export function createCartFlows(queryClient: QueryClient, navigate: Navigate): CartFlows {
  // The scope is read after the owner is known: a first add has just stored the guest id.
  const cartKey = () => cartQuery(getScope()).queryKey;
  // The server's answer to a write is the cart. A read already under way (a first add stores the guest id,
  // which starts one) would answer with the cart as it was before and overwrite it: it is cancelled first.
  const storeCart = (lines: CartLineLike[]) => {
    const key = cartKey();
    void queryClient.cancelQueries({ queryKey: key }).finally(() => queryClient.setQueryData(key, lines as unknown as CartLine[]));
  };
  const currentLines = () => (queryClient.getQueryData(cartKey()) ?? []) as CartLine[];

  const addToCart = createActor(
    addToCartMachine.provide({
      actors: {
        readCart: fromPromise(async () => (await queryClient.fetchQuery({ ...cartQuery(getScope()), staleTime: 5_000 })) as unknown as CartLineLike[]),
        clearCart: fromPromise(async () => {
          const guest = await cartOwner();
          return (await unwrap(api.DELETE('/api/v1/customer/cart/remove', { params: { query: guest } }))) as unknown as CartLineLike[];
        }),
        addLine: fromPromise(async ({ input }) => {
          const body = { ...input.payload, ...(await cartOwner()) };
          return (await unwrap(api.POST('/api/v1/customer/cart/add', { body: body as never }))) as unknown as CartLineLike[];
        }),
      },
      actions: {
        openProductPage: (_, { item }) => navigate(productPath({ ...item, module_id: item.module_id ?? getScope().moduleId ?? undefined })),
        storeCart: (_, { lines }) => storeCart(lines),
        notify: (_, { kind, id }) => notify(kind, i18n._(cartMessages[id])),
        showServerErrors: (_, { error }) => showServerErrors(error),
      },
    }),
  ).start();

  const cartLine = cartLineMachine.provide({
    actors: {
      updateQuantity: fromPromise(async ({ input }) => {
        const line = currentLines().find((l) => l.id === input.cartId);
        const body = { cart_id: input.cartId, quantity: input.quantity, price: line?.price ?? 0, ...(await cartOwner()) };
        return (await unwrap(api.POST('/api/v1/customer/cart/update', { body: body as never }))) as unknown as CartLineLike[];
      }),
      removeLine: fromPromise(async ({ input }) => {
        const query = { cart_id: input.cartId, ...(await cartOwner()) };
        return (await unwrap(api.DELETE('/api/v1/customer/cart/remove-item', { params: { query: query as never } }))) as unknown as CartLineLike[];
      }),
    },
    actions: {
      storeCart: (_, { lines }) => storeCart(lines),
      notify: (_, { kind, id }) => notify(kind, i18n._(cartMessages[id]), kind === 'error' ? LINE_REFUSAL_TOAST : undefined),
      showServerErrors: (_, { error }) => showServerErrors(error, LINE_REFUSAL_TOAST),
    },
  });

  const checkout = createActor(
    checkoutGatingMachine.provide({
      actions: {
        goToCheckout: (_, { page }) => navigate(checkoutHref(page)),
        goHome: () => navigate('/home'),
        openSignIn: (_, { mode }) => openSignIn(mode),
      },
    }),
  ).start();

  const buyNow = createActor(
    buyNowMachine.provide({
      actions: {
        storeForCheckout: (_, { payload, campaign }) => saveDeviceValue(DEVICE_KEYS.buyNow, { ...payload, campaign }),
        goToCheckout: (_, { page }) => navigate(checkoutHref(page)),
        notify: (_, { kind, id }) => notify(kind, i18n._(cartMessages[id])),
        openSignIn: (_, { mode }) => openSignIn(mode),
      },
    }),
  ).start();

  return { addToCart, checkout, buyNow, cartLine };
}

export function createWishlistFlow(queryClient: QueryClient): WishlistActor {
  const rental = () => getScope().moduleType === 'rental';
  const call = async (method: 'add' | 'remove', target: WishTarget) => {
    const query = wishParam(target) as never;
    const res = rental()
      ? method === 'add'
        ? await unwrap(api.POST('/api/v1/rental/user/wish-list/add', { params: { query } }))
        : await unwrap(api.DELETE('/api/v1/rental/user/wish-list/remove', { params: { query } }))
      : method === 'add'
        ? await unwrap(api.POST('/api/v1/customer/wish-list/add', { params: { query } }))
        : await unwrap(api.DELETE('/api/v1/customer/wish-list/remove', { params: { query } }));
    return (res ?? {}) as { message?: string };
  };
  const actor = createActor(
    wishlistMachine.provide({
      actors: {
        addToWishlist: fromPromise(({ input }) => call('add', input.target)),
        removeFromWishlist: fromPromise(({ input }) => call('remove', input.target)),
      },
      actions: {
        // The added entry's full row comes from the server: refetch the list.
        markFavourite: () => void queryClient.invalidateQueries({ queryKey: ['wishlist'] }),
        dropFavourite: (_, { target }) => queryClient.setQueriesData<WishlistData>({ queryKey: ['wishlist'] }, (d) => (d ? withoutTarget(d, target) : d)),
        showServerMessage: (_, { kind, message }) => {
          if (message) notify(kind, message);
        },
        showServerErrors: (_, { error }) => {
          const messages = isApiError(error) ? error.messages : [];
          if (!messages.length) notify('error', i18n._(wishlistMessages.failed));
          for (const m of messages) notify('error', m);
        },
        notify: (_, { kind, id }) => notify(kind, i18n._(wishlistMessages[id])),
      },
    }),
  ).start();
  return actor;
}
