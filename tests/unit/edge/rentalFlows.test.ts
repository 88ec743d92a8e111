/**
 * The rental cart's and trip booking's edge (src/app/rentalFlows.ts) against the reference server (api2 §11):
 * a vehicle into the cart, the trip booked at the fare the cart gives, a lost booking answer retried as one
 * trip, and the payment.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { i18n } from '@lingui/core';
import { createRentalFlows } from '../../../src/app/rentalFlows';
import { emptyTrip, type RentalRefusal } from '../../../src/domain/rental';
import { startEdgeServer, type EdgeServer } from './edgeServer';
import { failureOf, runProvided } from './provided';

let server: EdgeServer;
const pickup = { lat: 23.75, lng: 90.375, location_name: 'Dhanmondi' };
const trip = { ...emptyTrip(), rentalType: 'hourly' as const, hours: 2, pickup };
const form = { scheduled: false, scheduleAt: null, note: '  Airport run ', contact: null };

beforeAll(async () => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  server = await startEdgeServer();
});
afterAll(() => server?.close());
beforeEach(() => server.useScope('rental', { signedIn: true }));

function rental() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return createRentalFlows(queryClient, () => {});
}

const headers = () => ({ moduleId: String(server.modules.rental!.id), zoneId: server.zoneId });
async function trips(): Promise<{ id: number; trip_amount: number }[]> {
  const res = await server.call('GET', '/api/v1/rental/user/trip/get-trip-list/running?limit=50&offset=1', {
    token: await server.token(),
    headers: headers(),
  });
  return (res.body as { trips: { id: number; trip_amount: number }[] }).trips;
}

describe('api2 §11 Rental cart (addVehicle, clearCart)', () => {
  it('api2 §11 a vehicle goes into the cart with the trip’s hours and pickup; the same vehicle again is refused with code cart_item', async () => {
    const flows = rental();
    await runProvided(flows.cart, 'clearCart');
    await runProvided(flows.cart, 'addVehicle', { vehicleId: 4, quantity: 1, trip });
    const added = server.to('/api/v1/rental/user/cart/add-to-cart', 'POST').at(-1)!;
    expect(added.status).toBe(200);
    const cart = (
      await server.call('GET', '/api/v1/rental/user/cart/get-cart', { token: await server.token(), headers: headers() })
    ).body as {
      carts: { vehicle_id: number }[];
      user_data: { rental_type: string; estimated_hours: number };
    };
    expect(cart.carts.map((c) => c.vehicle_id)).toEqual([4]);
    expect([cart.user_data.rental_type, Number(cart.user_data.estimated_hours)]).toEqual(['hourly', 2]);
    const refusal = (await failureOf(flows.cart, 'addVehicle', { vehicleId: 4, quantity: 1, trip })) as RentalRefusal;
    expect(server.to('/api/v1/rental/user/cart/add-to-cart', 'POST').at(-1)!.status).toBe(403);
    expect(refusal.code).toBe('cart_item');
    expect(refusal.messages.length).toBeGreaterThan(0);
  });
});

describe('api2 §11 Trip booking (bookTrip, payTrip)', () => {
  it('api2 §11 the trip is booked at the cart’s fare with the trimmed note; the actor answers its id and the trip is on the server', async () => {
    const flows = rental();
    await runProvided(flows.cart, 'clearCart');
    await runProvided(flows.cart, 'addVehicle', { vehicleId: 4, quantity: 1, trip });
    const before = (await trips()).length;
    const tripId = await runProvided<number>(flows.booking, 'bookTrip', { form, coupon: null });
    const sent = server.to('/api/v1/rental/user/trip/trip-booking', 'POST').at(-1)!;
    expect(sent.status).toBe(200);
    expect(tripId).toBe(Number(sent.body));
    expect(sent.headers.get('Idempotency-Key')).toBeTruthy();
    expect((await trips()).length).toBe(before + 1);
    const details = await server.call('GET', `/api/v1/rental/user/trip/get-trip-details?trip_id=${tripId}`, {
      token: await server.token(),
      headers: headers(),
    });
    const booked = details.body as {
      trip_note?: string;
      trip_type: string;
      estimated_hours: number;
      trip_amount: number;
    };
    expect([booked.trip_note, booked.trip_type, Number(booked.estimated_hours)]).toEqual(['Airport run', 'hourly', 2]);
    expect(Number(booked.trip_amount)).toBeGreaterThan(0);
  });

  it('api2 §11 a booking whose answer was lost, tapped again: the same Idempotency-Key answers the same trip, booked once', async () => {
    const flows = rental();
    await runProvided(flows.cart, 'clearCart');
    await runProvided(flows.cart, 'addVehicle', { vehicleId: 4, quantity: 1, trip });
    const before = (await trips()).length;
    server.loseNextAnswer('/api/v1/rental/user/trip/trip-booking');
    await expect(runProvided(flows.booking, 'bookTrip', { form, coupon: null })).rejects.toBeDefined();
    const tripId = await runProvided<number>(flows.booking, 'bookTrip', { form, coupon: null });
    const [lost, retry] = server.to('/api/v1/rental/user/trip/trip-booking', 'POST').slice(-2);
    expect(retry!.headers.get('Idempotency-Key')).toBe(lost!.headers.get('Idempotency-Key'));
    expect(tripId).toBe(Number(lost!.body));
    expect((await trips()).length).toBe(before + 1);
  });

  it('api2 §11 paying digitally answers the payment page to open; cash answers the server’s words and no page', async () => {
    const flows = rental();
    await runProvided(flows.cart, 'clearCart');
    await runProvided(flows.cart, 'addVehicle', { vehicleId: 5, quantity: 1, trip });
    const tripId = await runProvided<number>(flows.booking, 'bookTrip', {
      form: { ...form, note: 'digital' },
      coupon: null,
    });
    const digital = await runProvided<{ redirect: string | null; message: string | null }>(flows.booking, 'payTrip', {
      tripId,
      method: 'digital_payment',
    });
    expect(server.to('/api/v1/rental/user/trip/payment', 'POST').at(-1)!.status).toBe(200);
    expect(digital.redirect).toBe(server.to('/api/v1/rental/user/trip/payment', 'POST').at(-1)!.body);
    expect(digital.message).toBeNull();
    const cash = await runProvided<{ redirect: string | null; message: string | null }>(flows.booking, 'payTrip', {
      tripId,
      method: 'cash_payment',
    });
    const answer = server.to('/api/v1/rental/user/trip/payment', 'POST').at(-1)!;
    expect(answer.status).toBe(200);
    expect(cash).toEqual({ redirect: null, message: (answer.body as { message?: string } | null)?.message ?? null });
  });
});

interface RentalCart {
  carts: { id: number; vehicle_id: number; quantity: number }[];
  user_data: { id: number; rental_type: string; estimated_hours: number };
}
const cartNow = async () =>
  (await server.call('GET', '/api/v1/rental/user/cart/get-cart', { token: await server.token(), headers: headers() }))
    .body as RentalCart;

describe('api2 §11 Changing the trip and a line in the cart (updateTrip, updateLine)', () => {
  it('api2 §11 four hours instead of two: the cart’s trip on the server says four', async () => {
    const flows = rental();
    await runProvided(flows.cart, 'clearCart');
    await runProvided(flows.cart, 'addVehicle', { vehicleId: 4, quantity: 1, trip });
    const { user_data } = await cartNow();
    await runProvided(flows.cart, 'updateTrip', { userDataId: user_data.id, trip: { ...trip, hours: 4 } });
    expect(server.to(`/api/v1/rental/user/cart/update-user-data/${user_data.id}`, 'PUT').at(-1)!.status).toBe(200);
    expect(Number((await cartNow()).user_data.estimated_hours)).toBe(4);
  });

  it('api2 §11 two of the vehicle: the line holds two; more than are free is refused with the server’s words', async () => {
    const flows = rental();
    await runProvided(flows.cart, 'clearCart');
    await runProvided(flows.cart, 'addVehicle', { vehicleId: 4, quantity: 1, trip });
    const line = (await cartNow()).carts[0]!;
    await runProvided(flows.cart, 'updateLine', { cartId: line.id, quantity: 2 });
    expect((await cartNow()).carts.map((c) => [c.id, Number(c.quantity)])).toEqual([[line.id, 2]]);
    const refusal = (await failureOf(flows.cart, 'updateLine', { cartId: line.id, quantity: 100 })) as RentalRefusal;
    const refused = server.to('/api/v1/rental/user/cart/update-cart', 'PUT').at(-1)!;
    expect(refused.status).toBe(403);
    expect(refusal.messages[0]).toMatch(/^Max vehicle available quantity is \d+$/);
    expect(Number((await cartNow()).carts[0]!.quantity)).toBe(2);
  });
});

describe('api2 §11 Trip coupon (applyCoupon)', () => {
  it('api2 §11 a provider’s own coupon is applied; at another provider it is refused with the server’s status and words', async () => {
    const flows = rental();
    const coupon = await runProvided<{ code: string }>(flows.booking, 'applyCoupon', {
      code: 'CITY100',
      providerId: 18,
    });
    expect(coupon.code).toBe('CITY100');
    const refusal = (await failureOf(flows.booking, 'applyCoupon', { code: 'CITY100', providerId: 1 })) as {
      status: number;
      messages: string[];
    };
    const refused = server.to('/api/v1/coupon/apply').at(-1)!;
    expect(refusal.status).toBe(refused.status);
    expect(refusal.status).toBeGreaterThanOrEqual(400);
    expect(refusal.messages[0]).toBe((refused.body as { errors: { message: string }[] }).errors[0]!.message);
  });
});
