/**
 * Inputs and events for exploring the item-configuration machine (machines/catalog.ts, `npm run paths`).
 * Small items built for the rules: each input exercises one group of them, and the add-on and quantity
 * limits are low so the explored state graph stays finite.
 */
import type { ItemConfigInput } from './itemConfig.machine';

const base = { price: 100, discount: 0, discount_type: 'percent', store_id: 1 };

/** Food: a required single group and a multi group needing exactly 2 (min 2, max 2); at most 2 in the cart. */
const foodGroups = {
  ...base,
  id: 1,
  module_type: 'food',
  maximum_cart_quantity: 2,
  food_variations: [
    {
      name: 'Size',
      type: 'single',
      min: 0,
      max: 0,
      required: 'on',
      values: [
        { label: 'Regular', optionPrice: '0' },
        { label: 'Large', optionPrice: '50' },
      ],
    },
    {
      name: 'Toppings',
      type: 'multi',
      min: 2,
      max: 2,
      required: 'off',
      values: [
        { label: 'Pickles', optionPrice: '10' },
        { label: 'Onion', optionPrice: '20' },
      ],
    },
  ],
};

/** Food with one add-on and no variation; one per cart. */
const foodAddOn = {
  ...base,
  id: 2,
  module_type: 'food',
  maximum_cart_quantity: 1,
  food_variations: '',
  add_ons: [{ id: 1, name: 'Cheese', price: 30 }],
};

/** Grocery: a choice group whose Masala variation is out of stock; one Salted left. */
const groceryChoice = {
  ...base,
  id: 3,
  module_type: 'grocery',
  stock: 1,
  choice_options: [{ name: 'choice_1', title: 'Flavour', options: ['Salted', 'Masala'] }],
  variations: [
    { type: 'Salted', price: 40, stock: 1 },
    { type: 'Masala', price: 45, stock: 0 },
  ],
};

const soldOut = { ...base, id: 4, module_type: 'pharmacy', stock: 0 };

const campaign = {
  ...base,
  id: 5,
  module_type: 'food',
  food_variations: '',
  maximum_cart_quantity: 2,
  available_date_starts: '2024-01-01',
  available_date_ends: '2099-12-31',
};

const cartLine = (id: number, itemId: number, quantity: number, itemType = 'App\\Models\\Item') => ({
  id,
  item_id: itemId,
  item_type: itemType,
  quantity,
  price: 100,
  variation: [],
  add_on_ids: [],
  add_on_qtys: [],
});

export const itemConfigInputs: ItemConfigInput[] = [
  { item: foodGroups, stockTracked: false },
  { item: foodAddOn, stockTracked: false, addOnMax: 1 },
  { item: groceryChoice },
  { item: soldOut },
  { item: { ...foodAddOn, id: 6, add_ons: [] }, stockTracked: false, available: false, scheduleOrder: false },
  { item: { ...foodAddOn, id: 7, add_ons: [] }, stockTracked: false, available: false, scheduleOrder: true },
  { item: campaign, stockTracked: false, editLine: cartLine(50, 5, 1, 'App\\Models\\ItemCampaign') },
];

export const itemConfigEvents = [
  { type: 'item.food.select', group: 'Size', label: 'Large' },
  { type: 'item.food.select', group: 'Toppings', label: 'Pickles' },
  { type: 'item.food.select', group: 'Toppings', label: 'Onion' },
  { type: 'item.choice.select', group: 0, option: 'Salted' },
  { type: 'item.choice.select', group: 0, option: 'Masala' },
  { type: 'item.addon.toggle', id: 1 },
  { type: 'item.addon.increment', id: 1 },
  { type: 'item.addon.decrement', id: 1 },
  { type: 'item.quantity.increment' },
  { type: 'item.quantity.decrement' },
  { type: 'item.cart.sync', lines: [] },
  { type: 'item.cart.submit' },
  { type: 'item.buyNow' },
  { type: 'item.cart.added', lines: [cartLine(60, 2, 1)] },
  { type: 'item.cart.notAdded' },
  { type: 'xstate.done.actor.updateCart', output: [cartLine(50, 5, 2, 'App\\Models\\ItemCampaign')] },
  { type: 'xstate.error.actor.updateCart', error: { messages: ['Maximum cart quantity exceeded'] } },
];
