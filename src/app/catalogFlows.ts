import { fromPromise } from 'xstate';
import type { QueryClient } from '@tanstack/react-query';
import { i18n } from '@lingui/core';
import { itemConfigMachine, type CartRequest } from '../../machines/catalog/itemConfig.machine';
import type { CartLineLike } from '../domain/itemConfig';
import { api } from '../api/api';
import { unwrap } from '../api/client';
import { ensureGuestId } from '../api/guest';
import { STORAGE_KEYS } from '../api/storage';
import { cartLinesQuery, currentScope } from '../api/queries/catalog';
import { notify } from '../ui/toaster';
import { itemConfigMessages } from '../features/product/messages';
import { requestAdd, type CartFlows } from '../flows/cart';

/** Guests send their guest id (requested once and stored); signed-in customers send their token instead. */
async function owner(): Promise<{ guest_id?: string }> {
  if (localStorage.getItem(STORAGE_KEYS.token)) return {};
  const guest = await ensureGuestId(api, localStorage);
  return guest ? { guest_id: guest } : {};
}

/**
 * The edge of the item-configuration machine: adds go through the add-to-cart flow (core §4 store
 * conflict), updates call the cart directly; translated toasts; Buy Now through the buy-now flow.
 */
export function createItemConfigLogic(queryClient: QueryClient, cart: CartFlows) {
  const send = async (path: '/api/v1/customer/cart/add' | '/api/v1/customer/cart/update', req: CartRequest) => {
    const body = { ...req.payload, ...(await owner()) };
    const lines = (await unwrap(api.POST(path, { body: body as never }))) as unknown as CartLineLike[];
    queryClient.setQueryData(cartLinesQuery(currentScope()).queryKey, lines as never);
    return lines;
  };
  return itemConfigMachine.provide({
    actors: {
      addToCart: fromPromise<CartLineLike[], CartRequest>(({ input }) =>
        requestAdd(cart.addToCart, { item: { id: input.payload.item_id, store_id: input.storeId ?? 0, price: input.payload.price }, payload: input.payload }),
      ),
      updateCart: fromPromise<CartLineLike[], CartRequest>(({ input }) => send('/api/v1/customer/cart/update', input)),
    },
    actions: {
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
        cart.buyNow.send({ type: 'checkout.buyNow', payload, campaign, signedIn: Boolean(localStorage.getItem(STORAGE_KEYS.token)) });
      },
    },
  });
}
