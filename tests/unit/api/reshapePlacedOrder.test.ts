import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/schema.gen';
import { placedOrderOf } from '../../../src/api/reshape/placedOrder';
import {
  orderKeys,
  orderLinesQuery,
  orderQuery,
  ownOrderLinesQuery,
  ownOrderQuery,
} from '../../../src/api/queries/orders';

type OrderTrack = components['schemas']['OrderTrack'];

// order/track as a 3.x backend may send it: ids, coordinates, times and the delivery code as strings.
const answer = (): OrderTrack =>
  JSON.parse(
    JSON.stringify({
      id: '100041',
      user_id: '12',
      order_amount: '325.00',
      coupon_discount_amount: '0',
      total_tax_amount: 12.5,
      delivery_charge: '40',
      dm_tips: null,
      payment_status: 'partially_paid',
      partially_paid_amount: '100.5',
      order_status: 'picked_up',
      payment_method: 'cash_on_delivery',
      order_type: 'delivery',
      store_id: '1',
      delivery_man_id: '3',
      module_id: '2',
      zone_id: '1',
      distance: '1.5',
      processing_time: '15',
      otp: 4521,
      is_guest: 0,
      created_at: '2026-11-27T10:00:00.000000Z',
      delivery_address: {
        address: 'Road 2',
        contact_person_name: 'A',
        contact_person_number: '+8801711111111',
        latitude: '23.7465',
        longitude: '90.385',
      },
      store: {
        id: 1,
        name: 'Burger Barn',
        logo_full_url: null,
        address: 'Dhanmondi',
        latitude: '23.7557',
        longitude: '90.3753',
        zone_id: 1,
        vendor_id: '9',
        delivery_time: '30-40 min',
      },
      delivery_man: {
        id: 3,
        f_name: 'Rahim',
        l_name: 'Uddin',
        lat: '23.75',
        lng: '90.37',
        location: '23.75,90.37',
        avg_rating: '4.5',
        rating_count: 2,
      },
      payments: [{ order_id: 100041, amount: '100.5', payment_status: 'paid', payment_method: 'wallet' }],
      order_attachment_full_url: [null, 'https://cdn.example/rx.png'],
      min_delivery_time: 30,
      max_delivery_time: '40',
    }),
  );

describe('more §10 Order details, read once', () => {
  it('more §10 Order details: a platform that sends ids, amounts, coordinates and the delivery code as strings shows the same order', () => {
    const o = placedOrderOf(answer());
    expect(o).toMatchObject({
      id: 100041,
      user_id: 12,
      store_id: 1,
      delivery_man_id: 3,
      module_id: 2,
      zone_id: 1,
      distance: 1.5,
      processing_time: 15,
      max_delivery_time: 40,
    });
    expect(o).toMatchObject({
      order_amount: 325,
      coupon_discount_amount: 0,
      total_tax_amount: 12.5,
      delivery_charge: 40,
      dm_tips: null,
      partially_paid_amount: 100.5,
    });
    expect(o.otp).toBe('4521');
    expect(o.is_guest).toBe(false);
    expect(o.delivery_address).toMatchObject({ latitude: 23.7465, longitude: 90.385 });
    expect(o.store).toMatchObject({ vendor_id: 9, latitude: 23.7557, longitude: 90.3753, delivery_time: '30-40 min' });
    expect(o.delivery_man).toMatchObject({ lat: 23.75, lng: 90.37, avg_rating: 4.5 });
    expect(o.payments).toEqual([{ order_id: 100041, amount: 100.5, payment_status: 'paid', payment_method: 'wallet' }]);
    expect(o.order_attachment_full_url).toEqual(['https://cdn.example/rx.png']);
  });

  it('more §10 Order details: an amount the platform did not record is none, never zero, and a missing place stays unknown', () => {
    const raw = answer();
    delete raw.coupon_discount_amount;
    const o = placedOrderOf({
      ...raw,
      delivery_man: null,
      delivery_address: { ...raw.delivery_address, latitude: null, longitude: '' },
    });
    expect(o.coupon_discount_amount).toBeNull();
    expect(o.delivery_man).toBeNull();
    expect(o.delivery_address).toMatchObject({ latitude: null, longitude: null });
  });
});

describe('more §10 one order, one answer', () => {
  it('more §10 Order details: the order page, the order-placed page, tracking and the chat read the same cached order, and one refresh renews it for all', async () => {
    const signedIn = [
      orderQuery(100041).queryKey,
      orderQuery(100041, null).queryKey,
      ownOrderQuery(true, 100041).queryKey,
    ];
    for (const key of signedIn) expect(key).toEqual(orderKeys.track(100041));
    expect(ownOrderLinesQuery(true, 100041).queryKey).toEqual(orderLinesQuery(100041).queryKey);
    expect(ownOrderLinesQuery(true, 100041).queryKey).toEqual(orderKeys.lines(100041));
    // A guest's order is its phone's answer; a refresh of the order renews the guest's too.
    const client = new QueryClient();
    client.setQueryData(orderQuery(100041).queryKey, placedOrderOf(answer()));
    client.setQueryData(orderQuery(100041, '+8801711111111').queryKey, placedOrderOf(answer()));
    await client.invalidateQueries({ queryKey: orderKeys.order(100041), refetchType: 'none' });
    expect(client.getQueryState(orderQuery(100041).queryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(orderQuery(100041, '+8801711111111').queryKey)?.isInvalidated).toBe(true);
  });
});
