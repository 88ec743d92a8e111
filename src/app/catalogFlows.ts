import { fromPromise } from 'xstate';
import type { QueryClient } from '@tanstack/react-query';
import { i18n } from '@lingui/core';
import { itemConfigMachine, type CartRequest } from '../../machines/catalog/itemConfig.machine';
import type { CartLineChoice } from '../domain/types/cart';
import { cartQuery } from '../api/queries/cart';
import { cartCalls } from '../api/mutations/cart';
import { getScope } from '../api/scope';
import { notify } from '../ui/toaster';
import { itemConfigMessages } from '../features/product/messages';
import type { CartFlows } from '../flows/cart';

/**
 * The edge of the item-configuration machine: adds go to the add-to-cart flow (core §4 store conflict,
 * one add at a time), which answers the asking actor; updates call the cart directly (src/api/queries/cart.ts); translated toasts; Buy Now through the buy-now flow.
 */
export function createItemConfigLogic(queryClient: QueryClient, cart: CartFlows) {
  // The machine always names the line it updates (cart_id 0 when it has none: the server refuses it).
  const update = async ({ payload }: CartRequest): Promise<CartLineChoice[]> => {
    const lines = await cartCalls.update({ ...payload, cart_id: payload.cart_id ?? 0 });
    queryClient.setQueryData(cartQuery(getScope()).queryKey, lines);
    return lines;
  };
  return itemConfigMachine.provide({
    actors: {
      updateCart: fromPromise<CartLineChoice[], CartRequest>(({ input }) => update(input)),
    },
    actions: {
      requestAdd: ({ self }, req) =>
        cart.addToCart.send({
          type: 'cart.add',
          item: { id: req.payload.item_id, store_id: req.storeId ?? 0, price: req.payload.price },
          payload: req.payload,
          configured: true,
          replyTo: self,
        }),
      notify: (_, notice) => {
        if ('texts' in notice) {
          for (const text of notice.texts) notify('error', text);
          return;
        }
        // A variable, not an object literal: Lingui's extractor only reads literal descriptors.
        const descriptor = Object.assign({}, itemConfigMessages[notice.id], { values: notice.values });
        notify(notice.kind, i18n._(descriptor));
      },
      startBuyNow: (_, { payload, campaign }) => {
        cart.buyNow.send({ type: 'checkout.buyNow', payload, campaign, signedIn: getScope().signedIn });
      },
    },
  });
}
