import { describe, expect, it } from 'vitest';
import { summaryOf } from '../../src/domain/cartLine';

const item = {
  id: 101,
  store_id: 6,
  price: 80,
  name: 'Organic Bananas',
  image_full_url: '/b.svg',
  choice_options: [{ title: 'Size' }],
};

describe('order summary', () => {
  it('core §3 Cart line: one row per line with its choices, quantity and total; the subtotal adds them', () => {
    const lines = [
      { id: 1, item, price: 80, quantity: 3, variation: [], add_on_ids: [], add_on_qtys: [] },
      {
        id: 2,
        item: { ...item, id: 105, name: 'Rice' },
        price: 850,
        quantity: 1,
        variation: [{ type: 'Large', price: 850 }],
        add_on_ids: [],
        add_on_qtys: [],
      },
    ];
    const { rows, subtotal } = summaryOf(lines as never, 2);
    expect(rows.map((r) => [r.key, r.name, r.quantity, r.total])).toEqual([
      [1, 'Organic Bananas', 3, 240],
      [2, 'Rice', 1, 850],
    ]);
    expect(rows[1]!.choices).toEqual(['Size: Large']);
    expect(subtotal).toBe(1090);
  });
});
