import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/schema.gen';
import { reorderRequest } from '../../../src/api/reshape/orderLine';

type OrderLine = components['schemas']['OrderLine'];

// An order/details line as the reference server answers it: the item snapshot and the cart line it was bought as.
const line = (over: Partial<OrderLine> = {}): OrderLine => {
  const details: Record<string, never> = JSON.parse(
    JSON.stringify({
      id: 7,
      name: 'Pizza',
      slug: 'pizza',
      store_id: 3,
      store_name: 'Napoli',
      module_id: 2,
      module_type: 'food',
      price: 120,
      discount: 10,
      discount_type: 'percent',
      stock: null,
    }),
  );
  return {
    id: 1,
    order_id: 100041,
    item_id: 7,
    item_campaign_id: null,
    price: 135,
    quantity: 2,
    item_details: details,
    variation: [],
    add_ons: [{ id: 4, name: 'Cheese', price: 15, quantity: 1 }],
    ...over,
  };
};
const entries = (v: unknown[]): Record<string, never>[] => JSON.parse(JSON.stringify(v));

describe('more §10 Order again', () => {
  it('more §10 Order again: the line comes back into the cart as it was bought (item, store, price paid, add-ons, food choices)', () => {
    const { item, payload } = reorderRequest(
      line({ variation: entries([{ name: 'Size', values: { label: ['Large'] } }]) }),
    );
    expect(item).toMatchObject({
      id: 7,
      name: 'Pizza',
      store_id: 3,
      module_type: 'food',
      price: 120,
      discount: 10,
      discount_type: 'percent',
    });
    expect(payload).toMatchObject({
      item_id: 7,
      model: 'Item',
      price: 135,
      quantity: 2,
      variation: [{ name: 'Size', values: { label: ['Large'] } }],
      add_on_ids: [4],
      add_on_qtys: [1],
    });
  });

  it('more §10 Order again: a campaign line is added as the campaign item, with its shop variation', () => {
    const { item, payload } = reorderRequest(
      line({ item_id: null, item_campaign_id: 9, variation: entries([{ type: 'Red-L', price: 135, stock: 4 }]) }),
    );
    expect(item.id).toBe(9);
    expect(payload).toMatchObject({
      item_id: 9,
      model: 'ItemCampaign',
      variation: [{ type: 'Red-L', price: 135, stock: 4 }],
    });
  });

  it('more §10 Order again: a 3.x backend’s stored food values (a list of labels) name the same choice', () => {
    const { payload } = reorderRequest(
      line({ variation: entries([{ name: 'Size', values: [{ label: 'Large', optionPrice: '15' }] }]) }),
    );
    expect(payload.variation).toEqual([{ name: 'Size', values: { label: ['Large'] } }]);
  });
});
