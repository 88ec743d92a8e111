import { describe, expect, it } from 'vitest';
import type { OrderTrack } from '../../src/api/queries/orders';
import { nextStop, trackedOrderOf, trackingPlaces, tracksLive } from '../../src/features/orders/tracked';

const base = {
  id: 7,
  order_amount: 500,
  payment_status: 'unpaid',
  payment_method: 'cash_on_delivery',
  created_at: '2026-11-27T10:00:00.000000Z',
  schedule_at: '2026-11-27T10:00:00.000000Z',
} satisfies Partial<OrderTrack>;
const store = { latitude: '23.7557', longitude: '90.3753', delivery_time: '30-40 min' };
const address = { latitude: '23.7465', longitude: '90.385', address: 'Road 2' };
const receiver = {
  latitude: '23.8',
  longitude: '90.4',
  address: 'Gulshan',
  contact_person_name: 'R',
  contact_person_number: '+880',
};

describe('what live tracking reads of order/track', () => {
  it('api-more §10 Order track: a delivery goes from the store to the address, the courier first to the store', () => {
    const order = {
      ...base,
      order_type: 'delivery',
      order_status: 'accepted',
      store,
      delivery_address: address,
      delivery_man: { id: 1, f_name: 'Rahim', l_name: 'Uddin', lat: '23.75', lng: '90.37', location: '23.75,90.37' },
    } as unknown as OrderTrack;
    const places = trackingPlaces(order);
    expect(places).toEqual({
      pickup: { lat: 23.7557, lng: 90.3753 },
      destination: { lat: 23.7465, lng: 90.385 },
      parcel: false,
    });
    expect(nextStop('assigned', places)).toEqual(places.pickup);
    expect(nextStop('pickedUp', places)).toEqual(places.destination);
    expect(nextStop('delivered', places)).toBeNull();
    expect(trackedOrderOf(order)).toMatchObject({
      order_status: 'accepted',
      store_delivery_time: '30-40 min',
      placed_at: Date.parse(base.created_at),
      delivery_man: { f_name: 'Rahim', lat: '23.75' },
    });
    expect(tracksLive(order)).toBe(true);
  });

  it('api-more §10 Order track: a parcel goes from the sender (its delivery address) to the receiver', () => {
    const order = {
      ...base,
      order_type: 'parcel',
      order_status: 'pending',
      store: null,
      delivery_address: address,
      receiver_details: receiver,
      delivery_man: null,
    } as unknown as OrderTrack;
    expect(trackingPlaces(order)).toEqual({
      pickup: { lat: 23.7465, lng: 90.385 },
      destination: { lat: 23.8, lng: 90.4 },
      parcel: true,
    });
    expect(trackedOrderOf(order).destination).toEqual({ lat: 23.8, lng: 90.4 });
  });

  it('api-more §10 Order track: a take-away order is not tracked live (no courier brings it)', () => {
    expect(tracksLive({ ...base, order_type: 'take_away', order_status: 'pending' } as unknown as OrderTrack)).toBe(
      false,
    );
  });
});
