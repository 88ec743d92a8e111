/**
 * Inputs and events for exploring the cart machines (machines/catalog.ts, `npm run paths`): a few demo-like
 * items and the API's answers as `xstate.done/error.actor.<invoke id>` events.
 */
import type { CartLine } from '../../src/domain/types/cart';

const bananas = {
  id: 101,
  name: 'Organic Bananas',
  store_id: 6,
  module_id: 2,
  module_type: 'grocery',
  price: 80,
  stock: 120,
};
const burger = {
  id: 1,
  name: 'Classic Burger',
  store_id: 1,
  module_id: 1,
  module_type: 'food',
  price: 250,
  food_variations: [
    { name: 'Size', type: 'single', min: 0, max: 0, required: 'on', values: [{ label: 'Large', optionPrice: '50' }] },
  ],
};
const tshirt = {
  id: 301,
  slug: 'cotton-t-shirt',
  name: 'Cotton T-Shirt',
  store_id: 14,
  module_id: 4,
  module_type: 'ecommerce',
  price: 500,
  variations: [{ type: 'Red-M', price: 500, stock: 10 }],
};

const line = (id: number, storeId: number, quantity = 1) =>
  ({
    id,
    item_id: 101,
    price: 80,
    quantity,
    variation: [],
    add_on_ids: [],
    add_on_qtys: [],
    item: { ...bananas, store_id: storeId },
  }) as CartLine;

const refusal = { status: 403, messages: ['Item already exists'] };

export const addToCartSamples = {
  inputs: [{}],
  events: [
    { type: 'cart.add', item: bananas },
    { type: 'cart.add', item: burger },
    { type: 'cart.add', item: tshirt },
    // A card's add of an item that cannot go in as it is (outside its hours): the dialog says why.
    { type: 'cart.add', item: bananas, ready: false },
    {
      type: 'cart.add',
      item: burger,
      configured: true,
      payload: {
        item_id: 1,
        model: 'Item',
        price: 300,
        quantity: 1,
        variation: [{ name: 'Size', values: { label: ['Large'] } }],
        add_on_ids: [],
        add_on_qtys: [],
      },
    },
    { type: 'xstate.done.actor.readCart', output: [] },
    { type: 'xstate.done.actor.readCart', output: [line(9, 7)] },
    { type: 'xstate.error.actor.readCart', error: { status: 0, messages: [] } },
    { type: 'cart.conflict.confirm' },
    { type: 'cart.conflict.cancel' },
    { type: 'xstate.done.actor.clearCart', output: [] },
    { type: 'xstate.error.actor.clearCart', error: { status: 403, messages: ['The guest id field is required.'] } },
    { type: 'xstate.done.actor.addLine', output: [line(10, 6)] },
    { type: 'xstate.error.actor.addLine', error: refusal },
    { type: 'xstate.done.actor.addAfterClear', output: [line(10, 6)] },
    { type: 'xstate.error.actor.addAfterClear', error: refusal },
  ],
};

export const cartLineSamples = {
  inputs: [
    // Non-food at its stock after one more: "Out of Stock".
    { cartId: 10, quantity: 1, isFood: false, stock: 2, max: null },
    // Non-food at maximum_cart_quantity: "Out of Limits".
    { cartId: 10, quantity: 2, isFood: false, stock: 40, max: 2 },
    // Food at its maximum: the notice shows and the request is still sent.
    { cartId: 10, quantity: 2, isFood: true, stock: null, max: 2 },
  ],
  events: [
    { type: 'cart.line.increment' },
    { type: 'cart.line.decrement' },
    { type: 'cart.line.remove' },
    { type: 'cart.line.sync', quantity: 1, stock: 2, max: null },
    { type: 'xstate.done.actor.updateQuantity', output: [line(10, 6, 2)] },
    { type: 'xstate.done.actor.updateQuantity', output: [line(10, 6, 1)] },
    { type: 'xstate.error.actor.updateQuantity', error: { status: 403, messages: ['Maximum cart quantity exceeded'] } },
    { type: 'xstate.done.actor.removeLine', output: [] },
    { type: 'xstate.error.actor.removeLine', error: { status: 403, messages: ['The selected cart id is invalid.'] } },
  ],
};
