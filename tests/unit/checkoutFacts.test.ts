import { currentLocationAddress } from '../../src/domain/address';
import { describe, expect, it } from 'vitest';
import { checkoutFacts, checkoutStart, partialAllowed, type CheckoutSources } from '../../src/domain/checkoutFacts';
import { keptDraftOf } from '../../src/domain/checkoutDraft';

const config: CheckoutSources['config'] = {
  home_delivery_status: 1,
  takeaway_status: 1,
  dm_tips_status: 1,
  cash_on_delivery: true,
  digital_payment: true,
  customer_wallet_status: 1,
  partial_payment_status: 1,
  partial_payment_method: 'cod',
  active_payment_method_list: [{ gateway: 'stripe', gateway_title: 'Stripe' }],
  per_km_shipping_charge: 10,
  minimum_shipping_charge: 30,
  digit_after_decimal_point: 2,
};
const store: CheckoutSources['store'] = {
  id: 1,
  zone_id: 2,
  module_id: 1,
  latitude: '23.75',
  longitude: '90.37',
  tax: 0,
};
const line = {
  id: 11,
  item_id: 1,
  quantity: 2,
  price: 250,
  add_on_ids: [],
  add_on_qtys: [],
  item: { discount: 0, discount_type: 'amount', addons: [] },
};
const zone = {
  id: 2,
  cash_on_delivery: 1,
  digital_payment: 1,
  modules: [{ id: 1, pivot: { maximum_cod_order_amount: 5000 } }],
};
const address = {
  address_type: 'home',
  address: 'Road 27',
  latitude: '23.76',
  longitude: '90.36',
  contact_person_name: 'Rina',
  contact_person_number: '+8801711111111',
};

const sources = (over: Partial<CheckoutSources> = {}): CheckoutSources => ({
  config,
  store,
  page: 'cart',
  cartLines: [line],
  buyNow: null,
  zoneIds: [2],
  signedIn: true,
  walletBalance: 100,
  needsPrescription: false,
  moduleType: 'food',
  zoneData: [zone],
  distance: null,
  coupon: null,
  openNow: true,
  draft: {
    orderType: 'delivery',
    address,
    tip: 0,
    extraPackaging: false,
    payment: { method: 'cash_on_delivery' },
    partialWallet: false,
  },
  now: new Date('2026-11-26T10:00:00Z'),
  ...over,
});

describe('checkout facts (acc §2, §8, §9)', () => {
  it('acc §8: the cash limit is the store zone module pivot, and the methods are those the config and zone offer', () => {
    const f = checkoutFacts(sources());
    expect(f.allowed).toEqual(['delivery', 'take_away']);
    expect(f.codLimit).toBe(5000);
    expect(f.offers.map((o) => o.key)).toEqual(['cod', 'digital:stripe', 'wallet']);
    expect(f.place).toMatchObject({ storeId: 1, codLimit: 5000, addressInZone: true, empty: false, buyNowCart: null });
    expect(f.place.total).toBe(f.bill.total);
  });

  it('acc §2: an address outside the store zone is out of zone; while the zone is awaited Place Order waits', () => {
    expect(checkoutFacts(sources({ zoneData: [] })).outOfZone).toBe(true);
    expect(checkoutFacts(sources({ zoneData: [] })).place.addressInZone).toBe(false);
    const waiting = checkoutFacts(sources({ zoneData: undefined }));
    expect(waiting.pending).toBe(true);
    expect(waiting.place.addressInZone).toBeNull();
  });

  it('acc §9: partial payment is offered only when the wallet holds part of the total and the method may pay the rest', () => {
    expect(partialAllowed(config, true, 100, 500, { method: 'cash_on_delivery' })).toBe(true);
    expect(partialAllowed(config, true, 100, 500, { method: 'digital_payment', gateway: 'stripe' })).toBe(false);
    expect(partialAllowed(config, true, 600, 500, { method: 'cash_on_delivery' })).toBe(false);
    expect(partialAllowed(config, false, 100, 500, { method: 'cash_on_delivery' })).toBe(false);
  });

  it('api §3.7: another cart is another Place Order intent (its key changes with the lines)', () => {
    const a = checkoutFacts(sources()).place.cartKey;
    const b = checkoutFacts(sources({ cartLines: [{ ...line, quantity: 3 }] })).place.cartKey;
    expect(a).not.toBe(b);
  });

  it('acc §9 Checkout reload: the kept order type and method come back while still allowed, else the first offered', () => {
    expect(
      checkoutStart(config, store, true, {
        orderType: 'take_away',
        payment: { method: 'digital_payment', gateway: 'stripe' },
      }),
    ).toMatchObject({
      orderType: 'take_away',
      payment: { method: 'digital_payment', gateway: 'stripe' },
    });
    const off = { ...config, takeaway_status: 0, digital_payment: false };
    expect(
      checkoutStart(off, store, true, {
        orderType: 'take_away',
        payment: { method: 'digital_payment', gateway: 'stripe' },
      }),
    ).toMatchObject({
      orderType: 'delivery',
      payment: { method: 'cash_on_delivery' },
    });
  });

  it('turn4 §5.2 Checkout reload: a kept offline method comes back while the business still offers it', () => {
    const methods = [{ id: 2, method_name: 'bKash Send Money' }];
    const kept = { payment: { method: 'offline_payment' as const, offlineMethodId: 2 } };
    expect(checkoutStart({ ...config, offline_payment_status: 1 }, store, true, kept, null, methods).payment).toEqual({
      method: 'offline_payment',
      offlineMethodId: 2,
    });
    expect(checkoutStart({ ...config, offline_payment_status: 1 }, store, true, kept, null, []).payment).toEqual({
      method: 'cash_on_delivery',
    });
    expect(
      checkoutFacts(sources({ config: { ...config, offline_payment_status: 1 }, offlineMethods: methods })).offers.map(
        (o) => o.key,
      ),
    ).toContain('offline:2');
  });

  it('core §9 Checkout: the order goes to the current location until the customer chooses an address', () => {
    const current = currentLocationAddress(
      { signedIn: true, position: { lat: 23.75, lng: 90.36 }, address: 'Dhanmondi, Dhaka', zoneIds: [1, 2] },
      { f_name: 'Rina', l_name: 'Akter', phone: '+8801711111111' },
    );
    expect(current).toEqual({
      id: null,
      address_type: 'Selected Address',
      address: 'Dhanmondi, Dhaka',
      latitude: '23.75',
      longitude: '90.36',
      contact_person_name: 'Rina Akter',
      contact_person_number: '+8801711111111',
      zone_ids: [1, 2],
    });
    expect(checkoutStart(config, store, true, null, current).address).toBe(current);
    expect(currentLocationAddress({ signedIn: true, position: null, address: null, zoneIds: [] }, null)).toBeNull();
    // A guest's order goes to the address kept on the device.
    expect(
      currentLocationAddress(
        { signedIn: false, position: { lat: 23.75, lng: 90.36 }, address: 'Dhanmondi, Dhaka', zoneIds: [1, 2] },
        null,
      ),
    ).toBeNull();
  });

  it('acc §9 Checkout reload: what the device holds is checked field by field', () => {
    expect(
      keptDraftOf({
        draft: { orderNote: 'Ring', tip: '5', scheduleAt: 'soon', payment: { method: 'wallet' } },
        intent: { fingerprint: 'x', key: 'k' },
      }),
    ).toEqual({
      draft: { orderNote: 'Ring', payment: { method: 'wallet' } },
      intent: { fingerprint: 'x', key: 'k' },
    });
    expect(keptDraftOf('nonsense')).toBeNull();
  });
});
