import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { itemSpecOf, variationTypeOf } from '../../src/domain/itemOptions';
import {
  cartPayload,
  foodProblem,
  initialSelection,
  isVariationOutOfStock,
  lineMatches,
  sameAsLine,
  selectFoodValue,
  selectionFromLine,
  toggleAddOn,
  totalPrice,
  unitPrice,
  chooseOption,
} from '../../src/domain/itemConfig';
import { toMinor } from '../../src/domain/money';

const pizza = itemSpecOf({
  id: 3,
  store_id: 2,
  price: 450,
  discount: 10,
  discount_type: 'percent',
  module_type: 'food',
  food_variations: [
    {
      name: 'Size',
      type: 'single',
      min: 0,
      max: 0,
      required: 'on',
      values: [
        { label: 'Small', optionPrice: '0' },
        { label: 'Medium', optionPrice: '150' },
        { label: 'Large', optionPrice: '300' },
      ],
    },
    {
      name: 'Crust',
      type: 'multi',
      min: '1',
      max: '2',
      required: 'on',
      values: [
        { label: 'Thin', optionPrice: '0' },
        { label: 'Cheese Burst', optionPrice: '80' },
        { label: 'Stuffed', optionPrice: '100' },
      ],
    },
  ],
  add_ons: [{ id: 4, name: 'Olives', price: 20 }],
});

const shirt = itemSpecOf({
  id: 301,
  price: 500,
  module_type: 'ecommerce',
  choice_options: [
    { title: 'Color', options: ['Red', 'Blue'] },
    { title: 'Size', options: ['M', 'L'] },
  ],
  variations: [
    { type: 'Red-M', price: 500, stock: 10 },
    { type: 'Red-L', price: 520, stock: 0 },
    { type: 'Blue-M', price: 500, stock: 5 },
    { type: 'Blue-L', price: 520, stock: 8 },
  ],
});

describe('core §3, §4 item configuration rules', () => {
  it('normalises the platform shape: option prices as strings, "" food variations, campaign items', () => {
    expect(pizza.foodGroups[1]).toMatchObject({ min: 1, max: 2, required: true, type: 'multi' });
    expect(itemSpecOf({ id: 6, price: 350, module_type: 'food', food_variations: '' }).foodGroups).toEqual([]);
    expect(itemSpecOf({ id: 1, price: 650, available_date_starts: '2024-01-01' }).model).toBe('ItemCampaign');
    expect(variationTypeOf(['Dark Red', 'L'])).toBe('DarkRed-L');
  });

  it('the variation sets the price; an out-of-stock variation is flagged', () => {
    let sel = initialSelection(shirt);
    expect(unitPrice(shirt, sel)).toBe(500);
    sel = chooseOption(shirt, sel, 1, 'L');
    expect(unitPrice(shirt, sel)).toBe(520);
    expect(isVariationOutOfStock(shirt, sel)).toBe(true);
    sel = chooseOption(shirt, sel, 0, 'Blue');
    expect(isVariationOutOfStock(shirt, sel)).toBe(false);
    expect(cartPayload(shirt, sel).variation).toEqual([{ type: 'Blue-L', price: 520, stock: 8 }]);
  });

  it('food total: (base + options) × quantity after discount, plus add-ons', () => {
    let sel = selectFoodValue(pizza, initialSelection(pizza), 'Size', 'Medium');
    sel = selectFoodValue(pizza, sel, 'Crust', 'Cheese Burst');
    sel = toggleAddOn(sel, 4);
    sel = { ...sel, quantity: 2 };
    expect(totalPrice(pizza, sel)).toBe((450 + 150 + 80) * 2 * 0.9 + 20);
  });

  it('core §5 food groups: required first, then min and max', () => {
    let sel = initialSelection(pizza);
    expect(foodProblem(pizza, sel)).toEqual({ kind: 'required', name: 'Size' });
    sel = selectFoodValue(pizza, sel, 'Size', 'Small');
    expect(foodProblem(pizza, sel)).toEqual({ kind: 'required', name: 'Crust' });
    for (const l of ['Thin', 'Cheese Burst', 'Stuffed']) sel = selectFoodValue(pizza, sel, 'Crust', l);
    expect(foodProblem(pizza, sel)).toEqual({ kind: 'range', name: 'Crust', min: 1, max: 2 });
    sel = selectFoodValue(pizza, sel, 'Crust', 'Thin');
    expect(foodProblem(pizza, sel)).toBeNull();
  });

  it('a cart line matches by id and variation; its values restore; unchanged means no update', () => {
    const line = {
      id: 7,
      item_id: 3,
      quantity: 3,
      variation: [
        { name: 'Crust', values: { label: ['Thin'] } },
        { name: 'Size', values: { label: ['Large'] } },
      ],
      add_on_ids: [4],
      add_on_qtys: [2],
    };
    const sel = selectionFromLine(pizza, line);
    expect(sel.food).toEqual({ Crust: ['Thin'], Size: ['Large'] });
    expect(sel.addOns).toEqual([{ id: 4, checked: true, quantity: 2 }]);
    expect(lineMatches(pizza, sel, line)).toBe(true);
    expect(sameAsLine(pizza, sel, line)).toBe(true);
    expect(sameAsLine(pizza, { ...sel, quantity: 4 }, line)).toBe(false);
    expect(lineMatches(pizza, selectFoodValue(pizza, sel, 'Size', 'Small'), line)).toBe(false);
  });

  it('property: changing a single-choice option moves the total by the price difference times quantity', () => {
    const plain = itemSpecOf({
      ...{ id: 9, price: 250, module_type: 'food' },
      food_variations: [
        {
          name: 'Size',
          type: 'single',
          required: 'on',
          values: [
            { label: 'A', optionPrice: '0' },
            { label: 'B', optionPrice: '37.5' },
          ],
        },
      ],
    });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99 }), (q) => {
        const a = { ...selectFoodValue(plain, initialSelection(plain), 'Size', 'A'), quantity: q };
        const b = selectFoodValue(plain, a, 'Size', 'B');
        expect(toMinor(totalPrice(plain, b)) - toMinor(totalPrice(plain, a))).toBe(toMinor(37.5) * q);
      }),
    );
  });
});
