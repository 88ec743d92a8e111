import { describe, expect, it } from 'vitest';
import { orderRequest } from '../../../machines/checkout/checkout.rules';
import { placeOrderBody } from '../../../src/api/reshape/placeOrderBody';
import type { DeliveryAddress } from '../../../src/domain/address';
import type { CheckoutDraft, PlaceFacts } from '../../../src/domain/checkoutDraft';
import { parcelOrderBody, type ParcelDraft } from '../../../src/domain/parcel';

const home: DeliveryAddress = {
  address_type: 'home',
  address: 'House 5, Road 2, Dhanmondi',
  latitude: '23.7465',
  longitude: '90.385',
  contact_person_name: 'Rahim Uddin',
  contact_person_number: '+8801711111111',
  contact_person_email: 'rahim@example.com',
  road: '2',
  house: '5',
  floor: null,
};

const draft: CheckoutDraft = {
  orderType: 'delivery',
  address: home,
  saveAddress: false,
  contact: null,
  scheduleAt: '2026-11-30 13:00:00',
  payment: { method: 'cash_on_delivery' },
  partialWallet: true,
  tip: 20,
  orderNote: ' ring twice ',
  deliveryInstruction: 'Leave at the door',
  unavailableNote: 'Call me',
  cutlery: true,
  prescriptions: [],
  extraPackaging: true,
  couponCode: 'SAVE10',
};

const facts = {
  signedIn: true,
  storeId: 1,
  total: 325,
  codLimit: null,
  walletBalance: 100,
  needsPrescription: false,
  storeOpenNow: true,
  addressInZone: true,
  distanceKm: 1.5,
  couponCode: 'SAVE10',
  extraPackaging: 10,
  buyNowCart: [{ item_id: 1, quantity: 1 }],
  empty: false,
  offered: [{ method: 'cash_on_delivery' }],
} satisfies PlaceFacts;

const parcel: ParcelDraft = {
  category: { id: 2, name: 'Documents' },
  sender: home,
  receiver: {
    ...home,
    address: 'Gulshan 1',
    latitude: '23.78',
    longitude: '90.41',
    contact_person_name: 'Karim',
    road: null,
    house: null,
  },
  instruction: 'Fragile',
  note: '',
  payer: 'receiver',
  payment: 'cash_on_delivery',
};

const sent = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));

describe('api §3.7 Place order: the request the server receives', () => {
  it('api §3.7 Place order: the checkout’s order goes out with every field as it was built (amount, address, tip, schedule, coupon, wallet part, buy now)', () => {
    const fields = orderRequest(draft, facts);
    expect(fields).toMatchObject({
      order_amount: 325,
      dm_tips: 20,
      partial_payment: 1,
      is_buy_now: 1,
      coupon_code: 'SAVE10',
      extra_packaging_amount: 10,
      cutlery: 1,
    });
    expect(placeOrderBody(fields)).toEqual(sent(fields));
    expect(
      placeOrderBody(
        orderRequest(
          {
            ...draft,
            orderType: 'take_away',
            address: null,
            contact: { contact_person_name: 'G', contact_person_number: '+8801722222222', contact_person_email: '' },
          },
          facts,
        ),
      ),
    ).toMatchObject({
      order_type: 'take_away',
      contact_person_number: '+8801722222222',
    });
  });

  it('api §3.7 Place order: a parcel goes out with its receiver, category and who pays, as it was built', () => {
    const fields = parcelOrderBody(parcel, 80);
    expect(placeOrderBody(fields)).toEqual(sent(fields));
    expect(placeOrderBody(fields)).toMatchObject({
      order_type: 'parcel',
      charge_payer: 'receiver',
      parcel_category_id: 2,
      order_amount: 80,
    });
  });

  it('api §3.7 Place order: a field the contract does not name, or an unknown method, is refused before anything is sent', () => {
    const fields = orderRequest(draft, facts);
    expect(() => placeOrderBody({ ...fields, total_amount: 1 })).toThrow(/total_amount/);
    expect(() => placeOrderBody({ ...fields, payment_method: 'card_on_delivery' })).toThrow(/payment_method/);
    expect(() => placeOrderBody({ ...fields, order_amount: 'much' })).toThrow(/order_amount/);
  });
});
