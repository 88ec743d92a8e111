// The demo customer's order history: one delivered order that used coupon ONCE (so applying ONCE again
// answers 406 "usage limit over") and one canceled order. No ongoing orders, so the demo account can
// be deleted; run an order to see remove-account's 203.
import type { DB } from '../db/open.ts';
import { Catalog } from '../catalog/catalog.ts';
import { baseConfig } from './config.ts';
import { insertOrder, type PricedLine } from '../services/orders.ts';
import { unitDiscount } from '../services/pricing.ts';

export function seedOrders(db: DB, _now: Date): void {
  const cat = new Catalog(db);
  const cfg = baseConfig();
  const when = new Date(Date.UTC(2024, 5, 1, 12, 0, 0));
  const line = (itemId: number, quantity: number, extra: Partial<PricedLine> = {}): PricedLine => {
    const item = cat.itemById.get(itemId)!;
    return {
      item,
      campaign: false,
      quantity,
      unitPrice: item.price,
      unitDiscount: unitDiscount(cat, item, false, item.price, when),
      variation: [],
      addOns: [],
      ...extra,
    };
  };
  const address = {
    contact_person_name: 'Demo Customer',
    contact_person_number: '+8801700000001',
    address_type: 'home',
    address: 'House 12, Road 27, Dhanmondi, Dhaka',
    latitude: '23.7557',
    longitude: '90.3753',
    floor: '3',
    road: '27',
    house: '12',
  };
  const common = { ownerId: 1, isGuest: false, km: 1.2, dmTips: 0, address, scheduleAt: null, note: null, extra: {} };

  insertOrder(
    db,
    cat,
    cfg,
    when,
    {
      ...common,
      store: cat.storeById.get(1)!,
      zone: cat.zoneById.get(2),
      moduleId: 1,
      lines: [
        line(1, 2, {
          variation: [{ name: 'Size', values: { label: ['Regular'] } }],
          addOns: [{ id: 1, name: 'Extra Cheese', price: 30, quantity: 1 }],
        }),
        line(5, 1),
      ],
      coupon: cat.coupons.find((c) => c.code === 'ONCE')!,
      orderType: 'delivery',
      paymentMethod: 'cash_on_delivery',
      // Delivered by demo courier 1 (seed/delivery-men.ts), so the courier can be chatted with and reviewed.
      extra: { delivery_man_id: 1 },
    },
    'delivered',
    'paid',
  );

  insertOrder(
    db,
    cat,
    cfg,
    new Date(when.getTime() + 86_400_000),
    {
      ...common,
      store: cat.storeById.get(6)!,
      zone: cat.zoneById.get(2),
      moduleId: 2,
      lines: [line(101, 2), line(107, 1)],
      coupon: null,
      orderType: 'delivery',
      paymentMethod: 'wallet',
    },
    'canceled',
    'unpaid',
  );
}
