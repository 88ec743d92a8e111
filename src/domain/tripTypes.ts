import type { CouponApiRefusal } from './coupon';
import type { Coupon } from './types/coupon';

// The rental trip's records (api2 §11) and the names of what can stop or refuse it: types only, so the rules in
// rental.ts keep one module at run time.

export type RentalType = 'hourly' | 'distance_wise';

export interface RentalPlace {
  lat: number;
  lng: number;
  location_name: string;
}

/** The trip data of the rental cart (the server's `user_data`), as the customer edits it. */
export interface TripDraft {
  rentalType: RentalType;
  /** Hourly: estimated hours. */
  hours: number;
  /** Distance-wise: km, and the hours the trip takes (`destination_time`). */
  distance: number;
  destinationTime: number;
  pickup: RentalPlace | null;
  destination: RentalPlace | null;
  /** `YYYY-MM-DD HH:mm:ss`, local time; null = now. */
  pickupTime: string | null;
}

export type TripProblem =
  | 'rental.pickupRequired'
  | 'rental.hoursRequired'
  | 'rental.distanceRequired'
  | 'rental.destinationRequired'
  | 'rental.pickupTimePast';

/**
 * A refused rental call as the machines see it: the server's code and messages, and for update-user-data
 * the ids of the cart lines that do not support the new rental type (the platform's bare array answer).
 */
export interface RentalRefusal {
  code: string | null;
  messages: string[];
  cartIds?: number[];
}

/** The trip-booking refusal codes (api2 §11) in clear words; other codes keep the server's message. */
export type BookingRefusal =
  'trip.cart' | 'trip.provider' | 'trip.zone' | 'trip.scheduleAt' | 'trip.tripTime' | 'trip.coupon';

/** What a booking needs besides the cart: guests give a contact; a scheduled trip needs its time. */
export interface BookingForm {
  scheduled: boolean;
  scheduleAt: string | null;
  note: string;
  contact: { name: string; phone: string; email: string } | null;
}

export type BookingProblem = 'trip.contactRequired' | 'trip.scheduleRequired' | 'trip.scheduleAt';

export type TripStatus = 'pending' | 'confirmed' | 'ongoing' | 'completed' | 'canceled' | 'payment_failed';

export interface TimelineStep {
  status: TripStatus;
  at: string | null;
  done: boolean;
}

/** A coupon applied to the trip checkout (coupon/apply's answer). */
export interface TripCoupon extends Coupon {
  code: string;
  title?: string | null;
}

/** Why a coupon is not taken off the fare, for the page to say in words. */
export type TripCouponProblem =
  | { kind: 'minimum'; min: number }
  | { kind: 'provider' }
  | { kind: 'notForTrips' }
  | { kind: 'server'; refusal: CouponApiRefusal | null; message: string | null };

export interface TripFare {
  subtotal: number;
  providerDiscount: number;
  /** What the applied coupon takes off (0 without one, or when it does not apply). */
  couponDiscount: number;
  tax: number;
  total: number;
}
