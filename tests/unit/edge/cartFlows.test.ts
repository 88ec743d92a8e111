/**
 * The cart's edge (src/app/cartFlows.ts) against the reference server: what each provided actor sends, what the
 * server answers and what the actor hands the machine (core §4 Adding to the cart, api §3.5).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { i18n } from '@lingui/core';
import { createActor, fromCallback, waitFor } from 'xstate';
import { createCartFlows } from '../../../src/app/cartFlows';
import { cartQuery } from '../../../src/api/queries/cart';
import { getScope } from '../../../src/api/scope';
import { ApiError } from '../../../src/api/errors';
import type { AddToCartReply } from '../../../machines/cart/addToCart.machine';
import type { Item } from '../../../src/domain/types/item';
import type { CartLine } from '../../../src/api/types';
import { startEdgeServer, type EdgeServer } from './edgeServer';
import { failureOf, runProvided } from './provided';

let server: EdgeServer;
let item: Item & { price: number };
let limited: Item & { price: number; maximum_cart_quantity: number };

type ItemRow = Item & {
  price: number;
  maximum_cart_quantity?: number | null;
  food_variations?: unknown;
  variations?: unknown[];
  stock?: number | null;
};
const simple = (i: ItemRow) =>
  (i.food_variations === '' ||
    i.food_variations === undefined ||
    (Array.isArray(i.food_variations) && i.food_variations.length === 0)) &&
  (i.variations ?? []).length === 0 &&
  (i.stock ?? 10) > 5;

beforeAll(async () => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  server = await startEdgeServer();
  const popular = await server.call('GET', '/api/v1/items/popular', {
    headers: { zoneId: server.zoneId, moduleId: String(server.modules.food!.id) },
  });
  const rows = (popular.body as { products: ItemRow[] }).products;
  item = rows.find((i) => simple(i) && !i.maximum_cart_quantity)!;
  limited = rows.find((i) => simple(i) && i.maximum_cart_quantity) as typeof limited;
  expect(item, 'a simple food item in the demo data').toBeTruthy();
});
afterAll(() => server?.close());
beforeEach(() => server.useScope('food'));

const payloadOf = (i: { id: number; price: number }, quantity = 1) => ({
  item_id: i.id,
  model: 'Item' as const,
  price: i.price,
  quantity,
  variation: [],
  add_on_ids: [],
  add_on_qtys: [],
});

function flows() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const visited: string[] = [];
  return { queryClient, visited, cart: createCartFlows(queryClient, (href) => visited.push(href)) };
}

/** Sends `cart.add` as the item dialog does and waits for the flow's reply. */
function addFromDialog(
  cart: ReturnType<typeof flows>['cart'],
  target: Item & { price: number },
): Promise<AddToCartReply> {
  return new Promise((resolve) => {
    const replyTo = createActor(fromCallback<AddToCartReply>(({ receive }) => receive(resolve))).start();
    cart.addToCart.send({ type: 'cart.add', item: target, payload: payloadOf(target), configured: true, replyTo });
  });
}

describe('core §4 Adding to the cart (addToCart: readCart, addLine, clearCart)', () => {
  it('core §4 a guest adds an item: the edge asks a guest id first, the server answers the whole cart, and the drawer’s query holds it', async () => {
    const { cart, queryClient } = flows();
    const reply = await addFromDialog(cart, item);
    expect(reply.type).toBe('item.cart.added');
    expect(server.exchanges.slice(-2).map((e) => `${e.method} ${e.path} ${e.status}`)).toEqual([
      'POST /api/v1/auth/guest/request 200',
      'POST /api/v1/customer/cart/add 200',
    ]);
    const guestId = getScope().guestId;
    expect(guestId).toMatch(/^\d+$/);
    const held = await server.call('GET', `/api/v1/customer/cart/list?guest_id=${guestId}`, {
      headers: { moduleId: String(server.modules.food!.id) },
    });
    expect((held.body as CartLine[]).map((l) => [l.item_id, l.quantity])).toEqual([[item.id, 1]]);
    await waitFor(cart.addToCart, (s) => s.matches('idle'));
    await expect
      .poll(() => queryClient.getQueryData<CartLine[]>(cartQuery(getScope()).queryKey)?.map((l) => l.item_id))
      .toEqual([item.id]);
  });

  it('core §4 the same line tapped twice quickly goes into the cart once (one cart/add, quantity 1)', async () => {
    await server.useScope('food', { signedIn: true });
    const { cart } = flows();
    await runProvided(cart.addToCart, 'clearCart');
    const before = server.to('/api/v1/customer/cart/add').length;
    const [first, second] = await Promise.all([addFromDialog(cart, item), addFromDialog(cart, item)]);
    expect([first.type, second.type].sort()).toEqual(['item.cart.added', 'item.cart.notAdded']);
    expect(server.to('/api/v1/customer/cart/add').length - before).toBe(1);
    const held = await server.call('GET', '/api/v1/customer/cart/list', {
      token: await server.token(),
      headers: { moduleId: String(server.modules.food!.id) },
    });
    expect((held.body as CartLine[]).map((l) => [l.item_id, l.quantity])).toEqual([[item.id, 1]]);
  });

  it('core §4 readCart answers the server’s cart; clearCart answers the emptied list (api §3.5 cart/remove)', async () => {
    await server.useScope('food', { signedIn: true });
    const { cart } = flows();
    await runProvided(cart.addToCart, 'clearCart');
    await runProvided(cart.addToCart, 'addLine', { payload: payloadOf(item, 2) });
    const read = await runProvided<CartLine[]>(cart.addToCart, 'readCart');
    expect(read.map((l) => [l.item_id, l.quantity, Number(l.price)])).toEqual([[item.id, 2, item.price]]);
    expect(await runProvided(cart.addToCart, 'clearCart')).toEqual([]);
    expect(server.to('/api/v1/customer/cart/remove', 'DELETE').at(-1)?.status).toBe(200);
  });

  it('core §4 an item already in the cart: addLine fails with the server’s 403 errors, the cart keeps one line', async () => {
    await server.useScope('food', { signedIn: true });
    const { cart } = flows();
    await runProvided(cart.addToCart, 'clearCart');
    await runProvided(cart.addToCart, 'addLine', { payload: payloadOf(item) });
    const error = await failureOf(cart.addToCart, 'addLine', { payload: payloadOf(item) });
    expect(error).toBeInstanceOf(ApiError);
    const answer = server.to('/api/v1/customer/cart/add').at(-1)!;
    expect(answer.status).toBe(403);
    expect((answer.body as { errors: { message: string }[] }).errors[0]!.message).toBe((error as ApiError).message);
    expect((await runProvided<CartLine[]>(cart.addToCart, 'readCart')).length).toBe(1);
  });
});

describe('core §4 Cart line quantity (cartLine: updateQuantity, removeLine)', () => {
  it('core §4 plus sends the new quantity with the line’s price and answers the whole cart; the trash answers it without the line', async () => {
    await server.useScope('food', { signedIn: true });
    const { cart, queryClient } = flows();
    await runProvided(cart.addToCart, 'clearCart');
    const [line] = await runProvided<CartLine[]>(cart.addToCart, 'addLine', { payload: payloadOf(item) });
    if (!line) return expect.fail('the add answered no line');
    queryClient.setQueryData(cartQuery(getScope()).queryKey, [line]);
    const updated = await runProvided<CartLine[]>(cart.cartLine, 'updateQuantity', { cartId: line.id, quantity: 3 });
    expect(updated.map((l) => [l.id, l.quantity])).toEqual([[line.id, 3]]);
    const sent = server.to('/api/v1/customer/cart/update').at(-1)!;
    expect(sent.status).toBe(200);
    expect(await runProvided(cart.cartLine, 'removeLine', { cartId: line.id })).toEqual([]);
  });

  it('core §4 food past its maximum_cart_quantity: the server refuses with 403 errors and the actor fails with its message', async () => {
    if (!limited) return expect.fail('no food item with a maximum_cart_quantity in the demo data');
    await server.useScope('food', { signedIn: true });
    const { cart } = flows();
    await runProvided(cart.addToCart, 'clearCart');
    const [line] = await runProvided<CartLine[]>(cart.addToCart, 'addLine', { payload: payloadOf(limited) });
    if (!line) return expect.fail('the add answered no line');
    const error = await failureOf(cart.cartLine, 'updateQuantity', {
      cartId: line.id,
      quantity: limited.maximum_cart_quantity + 1,
    });
    const answer = server.to('/api/v1/customer/cart/update').at(-1)!;
    expect(answer.status).toBe(403);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).messages).toEqual(
      (answer.body as { errors: { message: string }[] }).errors.map((e) => e.message),
    );
    const read = await runProvided<CartLine[]>(cart.addToCart, 'readCart');
    expect(read.map((l) => l.quantity)).toEqual([1]);
  });
});
