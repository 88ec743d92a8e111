import type {
  BookingForm,
  BookingProblem,
  BookingRefusal,
  TripCoupon,
  TripCouponProblem,
} from '../../src/domain/rental';
import type { TripPayment } from '../../src/domain/payment';

export type TripBookingMessage = BookingProblem | BookingRefusal | 'trip.booked' | 'trip.paid';

export interface TripBookingInput {
  guest: boolean;
  /** Paying a trip booked earlier (my trips): starts at the payment choice. */
  tripId?: number | null;
}

export interface TripBookingContext {
  guest: boolean;
  tripId: number | null;
  /** The refusal of the last booking, in clear words (a message id), or null. */
  refusal: BookingRefusal | null;
  /** The coupon applied to the fare (signed-in customers; coupon/apply checks it), sent as coupon_code. */
  coupon: TripCoupon | null;
  /** The code being checked, with the vehicles' total and the provider it is for. */
  couponRequest: { code: string; subtotal: number; providerId: number; digits: number } | null;
  /** Why the last coupon was not applied, or null. */
  couponProblem: TripCouponProblem | null;
}

export type TripBookingEvent =
  | { type: 'trip.book'; form: BookingForm; now: Date }
  /** Apply a typed coupon code to the fare (`subtotal`: the vehicles after their discounts). */
  | { type: 'trip.coupon.apply'; code: string; subtotal: number; providerId: number; digits: number }
  | { type: 'trip.coupon.remove' }
  | { type: 'trip.pay'; method: TripPayment }
  /** Pay later: the trip stays unpaid and can be paid from my trips. */
  | { type: 'trip.pay.later' };
