// @vitest-environment node
/** Contract: the rest of the rental API (api2 §11) — catalogue extras, cart line and trip updates, trips. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContract, session, startServer, type Server, type Session } from './server.ts';

let server: Server;
let s: Session;
let guest: number;

beforeAll(async () => {
  server = await startServer();
  s = await session(server);
  guest = await s.guestId();
});
afterAll(async () => server?.close());

const pickup = { lat: 23.75, lng: 90.375, location_name: 'Dhanmondi' };

describe('rental catalogue extras', () => {
  it('api2 §11 vehicle/top-rated, search/suggestion, brand-list, get-provider-vehicles: 200', async () => {
    expectContract(
      await server.op('get', '/api/v1/rental/vehicle/top-rated', {
        headers: s.h('rental'),
        query: { limit: 5, offset: 1 },
      }),
      200,
    );
    const sug = await server.op('get', '/api/v1/rental/vehicle/search/suggestion', {
      headers: s.h('rental'),
      query: { name: 'toy' },
    });
    expectContract(sug, 200);
    expect(sug.body).toContain('Toyota - Toyota Corolla');
    expectContract(
      await server.op('get', '/api/v1/rental/vehicle/brand-list', {
        headers: s.h('rental'),
        query: { limit: 25, offset: 1 },
      }),
      200,
    );
    const pv = await server.op('get', '/api/v1/rental/vehicle/get-provider-vehicles', {
      headers: s.h('rental'),
      query: { provider_id: 18 },
    });
    expectContract(pv, 200);
    expect((pv.body as { vehicles: { provider_id: number }[] }).vehicles.map((v) => v.provider_id)).toEqual([
      18, 18, 18,
    ]);
  });

  it('api2 §11 provider/get-provider-reviews: 200 with the provider summary; 404 for an unknown provider', async () => {
    expectContract(
      await server.op('get', '/api/v1/rental/provider/get-provider-reviews/{id}', {
        params: { id: 18 },
        headers: s.h('rental'),
      }),
      200,
    );
    expectContract(
      await server.op('get', '/api/v1/rental/provider/get-provider-reviews/{id}', {
        params: { id: 987654 },
        headers: s.h('rental'),
      }),
      404,
    );
  });
});

describe('rental cart updates and trips (guest)', () => {
  it('api2 §11 update-cart, update-user-data (403 bare ids), remove-vehicle, then trip-booking, list, details, payment, cancel', async () => {
    const h = s.h('rental');
    const add = (vehicle_id: number) =>
      server.op('post', '/api/v1/rental/user/cart/add-to-cart', {
        headers: h,
        json: {
          vehicle_id,
          rental_type: 'hourly',
          estimated_hours: 2,
          quantity: 1,
          pickup_location: pickup,
          guest_id: guest,
        },
      });
    expectContract(await add(4), 200);
    const cart = await add(5);
    expectContract(cart, 200);
    const body = cart.body as { carts: { id: number; vehicle_id: number }[]; user_data: { id: number } };
    const hiace = body.carts.find((c) => c.vehicle_id === 5)!.id;
    expectContract(
      await server.op('put', '/api/v1/rental/user/cart/update-cart', {
        headers: h,
        json: { cart_id: hiace, quantity: 1, guest_id: guest },
      }),
      200,
    );
    const refused = await server.op('put', '/api/v1/rental/user/cart/update-user-data/{user_data_id}', {
      params: { user_data_id: body.user_data.id },
      headers: h,
      json: { rental_type: 'distance_wise', distance: 10, guest_id: guest },
    });
    expectContract(refused, 403);
    expect(refused.body).toEqual([hiace]);
    expectContract(
      await server.op('delete', '/api/v1/rental/user/cart/remove-vehicle/{cart_id}', {
        params: { cart_id: hiace },
        headers: h,
        query: { guest_id: guest },
      }),
      200,
    );
    expectContract(
      await server.op('put', '/api/v1/rental/user/cart/update-user-data/{user_data_id}', {
        params: { user_data_id: body.user_data.id },
        headers: h,
        json: { rental_type: 'hourly', estimated_hours: 3, guest_id: guest },
      }),
      200,
    );

    const booked = await server.op('post', '/api/v1/rental/user/trip/trip-booking', {
      headers: h,
      json: {
        trip_amount: 1417.5,
        trip_type: 'hourly',
        provider_id: 19,
        contact_person_name: 'Guest',
        contact_person_number: '+8801700000099',
        guest_id: guest,
      },
    });
    expectContract(booked, 200);
    const tripId = booked.body as number;
    expect(Number.isInteger(tripId)).toBe(true);

    const list = await server.op('get', '/api/v1/rental/user/trip/get-trip-list/{type}', {
      params: { type: 'running' },
      headers: h,
      query: { guest_id: guest },
    });
    expectContract(list, 200);
    expect((list.body as { trips: { id: number }[] }).trips.map((t) => t.id)).toContain(tripId);
    expectContract(
      await server.op('get', '/api/v1/rental/user/trip/get-trip-details', {
        headers: h,
        query: { trip_id: tripId, guest_id: guest },
      }),
      200,
    );
    // Guests track a trip from any device by id and contact number.
    expectContract(
      await server.op('get', '/api/v1/rental/user/trip/get-trip-details', {
        headers: h,
        query: { trip_id: tripId, contact_number: '+8801700000099' },
      }),
      200,
    );
    expectContract(
      await server.op('get', '/api/v1/rental/user/trip/get-trip-details', {
        headers: h,
        query: { trip_id: tripId, contact_number: '+8801700000000' },
      }),
      404,
    );

    const pay = await server.op('post', '/api/v1/rental/user/trip/payment', {
      headers: h,
      json: {
        trip_id: tripId,
        payment_method: 'digital_payment',
        callback_url: 'http://localhost/trip-placed',
        guest_id: guest,
      },
    });
    expectContract(pay, 200);
    expect(typeof pay.body).toBe('string');
    const cancel = await server.op('put', '/api/v1/rental/user/trip/cancel-trip', {
      headers: h,
      json: { trip_id: tripId, cancellation_reason: 'My plans changed', guest_id: guest },
    });
    expectContract(cancel, 200);
    expect(cancel.body).toEqual({ message: 'Trip successfully canceled' });
    expectContract(
      await server.op('put', '/api/v1/rental/user/trip/cancel-trip', {
        headers: h,
        json: { trip_id: tripId, guest_id: guest },
      }),
      403,
    );
  });
});
