import { describe, expect, it } from 'vitest';
import { itemSpecOf } from '../../src/domain/itemOptions';
import { initialSelection, isStoreOpen, purchaseState } from '../../src/domain/itemConfig';
import { canQuickAdd } from '../../src/domain/availability';

const spec = (stock: number) =>
  itemSpecOf(
    { id: 1, store_id: 6, module_type: 'grocery', price: 80, stock, variations: [], choice_options: [] } as never,
    true,
  );
const open = { itemAvailable: true, storeOpen: true, scheduleOrder: false };

describe('purchase rules of the item view', () => {
  it('core §4 Stock and availability: in stock and on sale now is purchasable, not scheduled', () => {
    const s = spec(5);
    expect(purchaseState(s, initialSelection(s), open)).toEqual({
      soldOut: false,
      purchasable: true,
      scheduled: false,
      closedReason: null,
    });
  });

  it('core §4 Stock and availability: stock 0 is "Out of Stock" whatever the hours', () => {
    const s = spec(0);
    expect(purchaseState(s, initialSelection(s), { ...open, itemAvailable: false, scheduleOrder: true })).toMatchObject(
      { soldOut: true, purchasable: false, scheduled: false },
    );
  });

  it('core §4: outside its window it is "Not Available now", unless schedule_order allows a scheduled order', () => {
    const s = spec(5);
    expect(purchaseState(s, initialSelection(s), { ...open, itemAvailable: false })).toMatchObject({
      purchasable: false,
      closedReason: 'notAvailable',
    });
    expect(purchaseState(s, initialSelection(s), { ...open, itemAvailable: false, scheduleOrder: true })).toMatchObject(
      { purchasable: true, scheduled: true },
    );
  });

  it('Checkout: a closed store refuses with its reason, or takes a scheduled order where schedule_order allows', () => {
    const s = spec(5);
    expect(purchaseState(s, initialSelection(s), { ...open, storeOpen: false })).toMatchObject({
      purchasable: false,
      closedReason: 'storeClosed',
    });
    expect(purchaseState(s, initialSelection(s), { ...open, storeOpen: false, scheduleOrder: true })).toMatchObject({
      purchasable: true,
      scheduled: true,
    });
  });

  it('platform-api-more §8.8: a store is closed when active is false or open is 0', () => {
    expect(isStoreOpen({ active: true, open: 1 })).toBe(true);
    expect(isStoreOpen({ active: false, open: 1 })).toBe(false);
    expect(isStoreOpen({ active: true, open: 0 })).toBe(false);
    expect(isStoreOpen(null)).toBe(true);
  });

  it('core §2 Product card: a quick add goes straight in only when on sale (or schedulable) and in stock', () => {
    const noon = new Date('2026-11-24T12:00:00');
    const window = { available_time_starts: '09:00:00', available_time_ends: '10:00:00' };
    expect(canQuickAdd({ stock: 3 }, noon, true)).toBe(true);
    expect(canQuickAdd({ stock: 0 }, noon, true)).toBe(false);
    expect(canQuickAdd({ stock: 0 }, noon, false)).toBe(true);
    expect(canQuickAdd({ ...window, stock: 3 }, noon, true)).toBe(false);
    expect(canQuickAdd({ ...window, stock: 3, schedule_order: true }, noon, true)).toBe(true);
  });
});
