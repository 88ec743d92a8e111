// @vitest-environment node
/** acc §9 Delivery fee: the zone's increased fee in percent and in amount, as the server charges it. */
import { describe, expect, it } from 'vitest';
import { deliveryFeeCents } from '../../server/services/orders.ts';
import { parcelFee } from '../../server/services/parcel-fee.ts';

const cfg = { per_km_shipping_charge: 10, minimum_shipping_charge: 40 } as never;
// Not self-delivery, in zone 2 (10 per km, minimum 40, maximum 200 for its modules).
const store = { module_id: 1, self_delivery_system: 0 } as never;
const zone = (type?: 'percent' | 'amount', status = 1) =>
  ({
    id: 2,
    modules: [1],
    increased_delivery_fee: 10,
    increased_delivery_fee_status: status,
    increased_delivery_fee_type: type,
  }) as never;

describe('acc §9 Delivery fee: the increased fee, percent or amount', () => {
  it('acc §9 Delivery fee: +10 % of a 60 fee is 66; an amount of 10 makes it 70; switched off it stays 60', () => {
    expect(deliveryFeeCents(cfg, store, zone(), 6)).toBe(6600);
    expect(deliveryFeeCents(cfg, store, zone('percent'), 6)).toBe(6600);
    expect(deliveryFeeCents(cfg, store, zone('amount'), 6)).toBe(7000);
    expect(deliveryFeeCents(cfg, store, zone('amount', 0), 6)).toBe(6000);
  });

  it('acc §9 Delivery fee: a parcel takes the same increase, percent or amount', () => {
    const category = { id: 1, parcel_per_km_shipping_charge: 10, parcel_minimum_shipping_charge: 30 } as never;
    const figures = (type?: string) => ({
      increased_delivery_fee: 10,
      increased_delivery_fee_status: 1,
      increased_delivery_fee_type: type,
      pivot: null,
    });
    expect(parcelFee(cfg, category, 6, figures())).toBe(66);
    expect(parcelFee(cfg, category, 6, figures('amount'))).toBe(70);
  });
});
