import type { QueryClient } from '@tanstack/react-query';
import { api } from '../api';
import { unwrap } from '../client';
import { cartQuery } from '../queries/cart';
import type { CartLine as CartLineAnswer } from '../types';
import type { components } from '../schema.gen';
import type { CartAddPayload, CartVariation } from '../../domain/cart';
import type { CartLine } from '../../domain/types/cart';

type Schemas = components['schemas'];

// Writes live apart from the cart query, which the first load imports: they load with the cart's flows.
/** A cart update (core §4 "Cart membership and updates"): the line, its quantity and, from the item dialog, its new choice. */
export interface CartUpdate {
  cart_id: number;
  quantity: number;
  price?: number;
  variation?: ReadonlyArray<CartVariation>;
  add_on_ids?: ReadonlyArray<number>;
  add_on_qtys?: ReadonlyArray<number>;
}

/** A chosen variation in the contract's spelling: a shop variation whose stock is unknown leaves it out (the server reads its own). */
function variationEntry(v: CartVariation): Schemas['CartVariationEntry'] {
  if ('type' in v)
    return { type: v.type, price: v.price, ...(v.stock === null || v.stock === undefined ? {} : { stock: v.stock }) };
  return { name: v.name, values: { label: [...v.values.label] } };
}

/** core §3 Cart add payload as the request the contract describes. */
const addBody = (payload: CartAddPayload): Schemas['CartAddRequest'] => ({
  ...payload,
  variation: payload.variation.map(variationEntry),
});

/** A cart update as the request the contract describes. */
function updateBody(update: CartUpdate): Schemas['CartUpdateRequest'] {
  const { variation, add_on_ids, add_on_qtys, ...rest } = update;
  return {
    ...rest,
    ...(variation ? { variation: variation.map(variationEntry) } : {}),
    ...(add_on_ids ? { add_on_ids: [...add_on_ids] } : {}),
    ...(add_on_qtys ? { add_on_qtys: [...add_on_qtys] } : {}),
  };
}

/**
 * The cart's writes (api §3.5); each answers the whole cart. The owner (token or guest id) is the client's
 * (owner.ts).
 */
export const cartCalls = {
  add: (payload: CartAddPayload): Promise<CartLineAnswer[]> =>
    unwrap(api.POST('/api/v1/customer/cart/add', { body: addBody(payload) })),
  update: (update: CartUpdate): Promise<CartLineAnswer[]> =>
    unwrap(api.POST('/api/v1/customer/cart/update', { body: updateBody(update) })),
  removeLine: (cartId: number): Promise<CartLineAnswer[]> =>
    unwrap(api.DELETE('/api/v1/customer/cart/remove-item', { params: { query: { cart_id: cartId } } })),
  clear: (): Promise<CartLineAnswer[]> => unwrap(api.DELETE('/api/v1/customer/cart/remove')),
};

/**
 * The cart as the flows hand it back: the server's own answer to a write (a `CartLineAnswer[]`), which passed
 * through a machine typed by the lines' rules (domain/cart.ts). A read already under way (a first add stores
 * the guest id, which starts one) would answer with the cart as it was before: it is cancelled first.
 */
export function storeCartLines(
  queryClient: QueryClient,
  scope: Parameters<typeof cartQuery>[0],
  lines: ReadonlyArray<CartLine>,
) {
  const key = cartQuery(scope).queryKey;
  void queryClient
    .cancelQueries({ queryKey: key })
    .finally(() => queryClient.setQueryData(key, lines as CartLineAnswer[]));
}
