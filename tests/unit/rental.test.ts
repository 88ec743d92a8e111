import { describe, expect, it } from 'vitest';
import {
  bookingProblem,
  bookingRefusal,
  canCancelTrip,
  canPayTrip,
  tripBody,
  tripCouponProblem,
  tripCouponRefusal,
  tripFare,
  tripFromUserData,
  tripProblem,
  tripTimeline,
  type TripDraft,
} from '../../src/domain/rental';

const now = new Date('2030-01-01T10:00:00');
const trip: TripDraft = {
  rentalType: 'hourly',
  hours: 3,
  distance: 0,
  destinationTime: 0,
  pickup: { lat: 23.75, lng: 90.38, location_name: 'Dhanmondi' },
  destination: null,
  pickupTime: null,
};

describe('rental rules', () => {
  it('Rental cart: hourly trips send hours, distance-wise trips km and hours', () => {
    expect(tripBody(trip)).toEqual({ rental_type: 'hourly', estimated_hours: 3, pickup_location: trip.pickup });
    const d = {
      ...trip,
      rentalType: 'distance_wise' as const,
      distance: 12,
      destinationTime: 1.5,
      destination: { lat: 23.8, lng: 90.4, location_name: 'Gulshan' },
    };
    expect(tripBody(d)).toEqual({
      rental_type: 'distance_wise',
      distance: 12,
      destination_time: 1.5,
      pickup_location: d.pickup,
      destination_location: d.destination,
    });
  });

  it('Rental: a trip needs a pickup, hours or a destination and km, and a future pickup time', () => {
    expect(tripProblem(trip, now)).toBeNull();
    expect(tripProblem({ ...trip, pickup: null }, now)).toBe('rental.pickupRequired');
    expect(tripProblem({ ...trip, hours: 0 }, now)).toBe('rental.hoursRequired');
    expect(tripProblem({ ...trip, rentalType: 'distance_wise', distance: 5 }, now)).toBe('rental.destinationRequired');
    expect(tripProblem({ ...trip, rentalType: 'distance_wise', destination: trip.pickup, distance: 0 }, now)).toBe(
      'rental.distanceRequired',
    );
    expect(tripProblem({ ...trip, pickupTime: '2029-12-31 23:00:00' }, now)).toBe('rental.pickupTimePast');
    expect(tripProblem({ ...trip, pickupTime: '2030-01-01 12:00:00' }, now)).toBeNull();
  });

  it('api2 §11: user_data [] is no trip; an object becomes the draft', () => {
    expect(tripFromUserData([])).toBeNull();
    expect(
      tripFromUserData({
        rental_type: 'distance_wise',
        distance: 9,
        destination_time: '2',
        pickup_location: { lat: '23.7', lng: '90.3', location_name: 'X' },
        pickup_time: null,
      }),
    ).toMatchObject({
      rentalType: 'distance_wise',
      distance: 9,
      destinationTime: 2,
      pickup: { lat: 23.7, lng: 90.3, location_name: 'X' },
    });
  });

  it('Rental fare: lines less the running provider discount (capped), plus the provider tax on the rest', () => {
    const provider = {
      tax: 5,
      discount: {
        discount: 10,
        discount_type: 'percent',
        min_purchase: 0,
        max_discount: 100,
        end_date: '2099-12-31',
        end_time: '23:59:59',
      },
    };
    // 1350 + 800 = 2150; 10% = 215 capped at 100; tax 5% of 2050 = 102.5
    expect(
      tripFare(
        [
          { price: 1350, provider },
          { price: 800, provider },
        ],
        now,
        2,
      ),
    ).toEqual({ subtotal: 2150, providerDiscount: 100, couponDiscount: 0, tax: 102.5, total: 2152.5 });
    expect(tripFare([{ price: 100, provider: { tax: 0, discount: null } }], now, 2)).toEqual({
      subtotal: 100,
      providerDiscount: 0,
      couponDiscount: 0,
      tax: 0,
      total: 100,
    });
  });

  it('Rental coupon: off the fare after the provider discount and before tax, as the server prices it; refused in words', () => {
    // The server test's trip: Corolla 2 h = 900, City Car Rentals 10 %, RIDE15 15 % (max 300), tax 5 %.
    const provider = {
      id: 18,
      tax: 5,
      discount: {
        discount: 10,
        discount_type: 'percent',
        min_purchase: 0,
        max_discount: 0,
        start_date: '2020-01-01',
        end_date: '2099-12-31',
        start_time: '00:00:00',
        end_time: '23:59:59',
      },
    };
    const ride15 = {
      code: 'RIDE15',
      coupon_type: 'default',
      discount: 15,
      discount_type: 'percent',
      min_purchase: 500,
      max_discount: 300,
    };
    expect(tripFare([{ price: 900, provider_id: 18, provider }], now, 2, ride15)).toEqual({
      subtotal: 900,
      providerDiscount: 90,
      couponDiscount: 121.5,
      tax: 34.43,
      total: 722.93,
    });
    // Below the minimum: the fare has no coupon, and the page says why.
    expect(tripFare([{ price: 450, provider_id: 18, provider }], now, 2, ride15).couponDiscount).toBe(0);
    expect(tripCouponProblem(ride15, 450, 18, 2)).toEqual({ kind: 'minimum', min: 500 });
    const city100 = {
      code: 'CITY100',
      coupon_type: 'store_wise',
      store_id: 18,
      discount: 100,
      discount_type: 'amount',
      min_purchase: 0,
    };
    expect(tripCouponProblem(city100, 900, 19, 2)).toEqual({ kind: 'provider' });
    expect(tripCouponProblem(city100, 900, 18, 2)).toBeNull();
    expect(tripCouponProblem({ code: 'FREESHIP', coupon_type: 'free_delivery' }, 900, 18, 2)).toEqual({
      kind: 'notForTrips',
    });
    expect(tripCouponRefusal({ status: 407, messages: ['Coupon expired'] })).toEqual({
      kind: 'server',
      refusal: 'expired',
      message: 'Coupon expired',
    });
    expect(tripCouponRefusal({ status: 406, messages: [] })).toEqual({
      kind: 'server',
      refusal: 'usedUp',
      message: null,
    });
  });

  it('Rental refusals: every trip-booking code has its words; others keep the server message', () => {
    expect(['cart', 'provider', 'Zone', 'schedule_at', 'trip_time', 'coupon'].map(bookingRefusal)).toEqual([
      'trip.cart',
      'trip.provider',
      'trip.zone',
      'trip.scheduleAt',
      'trip.tripTime',
      'trip.coupon',
    ]);
    expect(bookingRefusal('trip_amount')).toBeNull();
  });

  it('Rental booking: guests give a name and phone; a scheduled trip needs a future time', () => {
    const form = { scheduled: false, scheduleAt: null, note: '', contact: null };
    expect(bookingProblem(form, false, now)).toBeNull();
    expect(bookingProblem(form, true, now)).toBe('trip.contactRequired');
    expect(bookingProblem({ ...form, contact: { name: 'A', phone: ' ', email: '' } }, true, now)).toBe(
      'trip.contactRequired',
    );
    expect(bookingProblem({ ...form, scheduled: true }, false, now)).toBe('trip.scheduleRequired');
    expect(bookingProblem({ ...form, scheduled: true, scheduleAt: '2029-01-01 10:00:00' }, false, now)).toBe(
      'trip.scheduleAt',
    );
  });

  it('Rental timeline: pending → confirmed → ongoing → completed; a canceled trip ends at canceled', () => {
    expect(
      tripTimeline({ trip_status: 'confirmed', pending: 'a', confirmed: 'b' }).map((s) => [s.status, s.done]),
    ).toEqual([
      ['pending', true],
      ['confirmed', true],
      ['ongoing', false],
      ['completed', false],
    ]);
    expect(tripTimeline({ trip_status: 'canceled', pending: 'a', canceled: 'c' }).map((s) => s.status)).toEqual([
      'pending',
      'canceled',
    ]);
    expect(tripTimeline({ trip_status: 'payment_failed', pending: 'a' }).map((s) => s.status)).toEqual([
      'pending',
      'payment_failed',
    ]);
  });

  it('api2 §11: only pending trips cancel; unpaid trips that are not canceled can be paid', () => {
    expect(canCancelTrip({ trip_status: 'pending' })).toBe(true);
    expect(canCancelTrip({ trip_status: 'confirmed' })).toBe(false);
    expect(canPayTrip({ trip_status: 'pending', payment_status: 'unpaid' })).toBe(true);
    expect(canPayTrip({ trip_status: 'canceled', payment_status: 'unpaid' })).toBe(false);
    expect(canPayTrip({ trip_status: 'pending', payment_status: 'paid' })).toBe(false);
  });

  it('api2 §11: a trip to be paid in cash at pickup offers no payment again; a failed digital one does', () => {
    expect(canPayTrip({ trip_status: 'pending', payment_status: 'unpaid', payment_method: 'cash_payment' })).toBe(
      false,
    );
    expect(
      canPayTrip({ trip_status: 'pending', payment_status: 'partially_paid', payment_method: 'partial_payment' }),
    ).toBe(false);
    expect(
      canPayTrip({ trip_status: 'payment_failed', payment_status: 'unpaid', payment_method: 'digital_payment' }),
    ).toBe(true);
    expect(canPayTrip({ trip_status: 'pending', payment_status: 'unpaid', payment_method: null })).toBe(true);
  });
});
