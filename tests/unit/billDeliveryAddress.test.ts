import { describe, expect, it } from 'vitest';
import { computeBill } from '../../src/domain/bill';
import { billInputFrom } from '../../src/domain/billInput';

const now = new Date(2026, 10, 25, 13, 0, 0);

describe('acc §9 delivery fee before an address', () => {
  it('acc §9 delivery fee: no address chosen yet, no distance: no fee in the bill, and the bill says it waits', () => {
    const page = {
      config: { tax_included: 0 },
      store: { id: 7, zone_id: 2, module_id: 1, latitude: '23.75', longitude: '90.37' },
      cartLines: [{ price: 50, quantity: 1, add_on_ids: [], add_on_qtys: [], item: {} }],
      zoneData: [{ id: 2, modules: [{ id: 1, pivot: { per_km_shipping_charge: 10, minimum_shipping_charge: 40 } }] }],
      orderType: 'delivery' as const,
      now,
    };
    const before = computeBill(billInputFrom(page));
    expect(before.awaitingAddress).toBe(true);
    expect(before.deliveryFee).toBe(0);
    expect(before.total).toBe(50);
    const after = computeBill(
      billInputFrom({ ...page, address: { lat: '23.76', lng: '90.37' }, distanceMeters: 4200 }),
    );
    expect(after.awaitingAddress).toBe(false);
    expect(after.total).toBe(50 + 42);
  });
});
