import { createActor, fromPromise } from 'xstate';
import type { QueryClient } from '@tanstack/react-query';
import { i18n } from '@lingui/core';
import { addToCartMachine } from '../../machines/cart/addToCart.machine';
import { cartLineMachine } from '../../machines/cart/cartLine.machine';
import { checkoutGatingMachine } from '../../machines/checkout/checkoutGating.machine';
import { buyNowMachine } from '../../machines/checkout/buyNow.machine';
import { wishlistMachine } from '../../machines/wishlist/wishlist.machine';
import { toastServerErrors } from './serverErrors';
import { getScope, saveDeviceValue } from '../api/scope';
import { DEVICE_KEYS } from '../api/storage';
import { cartQuery } from '../api/queries/cart';
import { cartCalls, storeCartLines } from '../api/mutations/cart';
import { OPEN_SIGN_IN_EVENT } from '../features/auth/SignInButton';
import type { WishlistData } from '../api/queries/wishlist';
import { wishlistCall } from '../api/mutations/wishlist';
import type { CartLine as CartLineAnswer } from '../api/types';
import { productPath, type CartAddPayload } from '../domain/cart';
import type { CartLine } from '../domain/types/cart';
import { checkoutHref } from '../domain/cartCheckout';
import { withoutTarget, type WishTarget } from '../domain/wishlist';
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

/** The sign-in modal belongs to the accounts feature, which listens for this window event. */

export function openSignIn(mode: 'sign-in' | 'sign-up') {
  // After the dialog that asked (guest choice) has closed and restored focus, or that focus change would
  // count as a focus outside the new sign-in modal and close it again.
  requestAnimationFrame(() =>
    setTimeout(() => window.dispatchEvent(new CustomEvent(OPEN_SIGN_IN_EVENT, { detail: { mode } })), 0),
  );
}

/** Each message of the server's answer as a toast (acc §8), or a generic one when it gave none. */
export function showServerErrors(error: unknown, toastId?: string) {
  toastServerErrors(error, i18n._(cartMessages.failed), { toastId });
}

/**
 * A line's quantity refusals are one toast: food past its limit shows "Out of Limits" and still asks the server,
 * whose "Maximum cart quantity exceeded" then replaces it instead of stacking a second toast over the drawer.
 */
const LINE_REFUSAL_TOAST = 'cart.line.refusal';

export function createCartFlows(queryClient: QueryClient, navigate: Navigate): CartFlows {
  // The scope is read after the owner is known: a first add has just stored the guest id.
  const cartKey = () => cartQuery(getScope()).queryKey;
  // The server's answer to a write is the cart.
  const storeCart = (lines: ReadonlyArray<CartLine>) => storeCartLines(queryClient, getScope(), lines);
  const currentLines = (): CartLineAnswer[] => queryClient.getQueryData(cartKey()) ?? [];

  const addToCart = createActor(
    addToCartMachine.provide({
      actors: {
        readCart: fromPromise<CartLine[]>(() => queryClient.fetchQuery({ ...cartQuery(getScope()), staleTime: 5_000 })),
        clearCart: fromPromise<CartLine[]>(() => cartCalls.clear()),
        addLine: fromPromise<CartLine[], { payload: CartAddPayload }>(({ input }) => cartCalls.add(input.payload)),
      },
      actions: {
        openProductPage: (_, { item }) =>
          navigate(productPath({ ...item, module_id: item.module_id ?? getScope().moduleId ?? undefined })),
        storeCart: (_, { lines }) => storeCart(lines),
        notify: (_, { kind, id }) => notify(kind, i18n._(cartMessages[id])),
        showServerErrors: (_, { error }) => showServerErrors(error),
      },
    }),
  ).start();

  const cartLine = cartLineMachine.provide({
    actors: {
      updateQuantity: fromPromise<CartLine[], { cartId: number; quantity: number }>(({ input }) => {
        const line = currentLines().find((l) => l.id === input.cartId);
        return cartCalls.update({ cart_id: input.cartId, quantity: input.quantity, price: line?.price ?? 0 });
      }),
      removeLine: fromPromise<CartLine[], { cartId: number }>(({ input }) => cartCalls.removeLine(input.cartId)),
    },
    actions: {
      storeCart: (_, { lines }) => storeCart(lines),
      notify: (_, { kind, id }) =>
        notify(kind, i18n._(cartMessages[id]), kind === 'error' ? LINE_REFUSAL_TOAST : undefined),
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
  const call = (method: 'add' | 'remove', target: WishTarget) => wishlistCall(method, target, rental());
  const actor = createActor(
    wishlistMachine.provide({
      actors: {
        addToWishlist: fromPromise(({ input }) => call('add', input.target)),
        removeFromWishlist: fromPromise(({ input }) => call('remove', input.target)),
      },
      actions: {
        // The added entry's full row comes from the server: refetch the list.
        markFavourite: () => void queryClient.invalidateQueries({ queryKey: ['wishlist'] }),
        dropFavourite: (_, { target }) =>
          queryClient.setQueriesData<WishlistData>({ queryKey: ['wishlist'] }, (d) =>
            d ? withoutTarget(d, target) : d,
          ),
        showServerMessage: (_, { kind, message }) => {
          if (message) notify(kind, message);
        },
        showServerErrors: (_, { error }) => toastServerErrors(error, i18n._(wishlistMessages.failed)),
        notify: (_, { kind, id }) => {
          const action =
            id === 'wishlist.notLoggedIn'
              ? { label: i18n._(wishlistMessages.signIn), run: () => openSignIn('sign-in') }
              : undefined;
          notify(kind, i18n._(wishlistMessages[id]), undefined, action);
        },
        openSignIn: () => openSignIn('sign-in'),
      },
    }),
  ).start();
  return actor;
}
