import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { RentalCartMessage } from '../../../machines/rental/rentalCart.machine';
import type { TripBookingMessage } from '../../../machines/rental/tripBooking.machine';
import type { TripStatus } from '../../domain/rental';

/** The wording of the rental flows' messages (issue 16), by the machines' message ids. */
export const rentalMessages: Record<RentalCartMessage | TripBookingMessage | 'failed', MessageDescriptor> = {
  'rental.pickupRequired': msg`Choose a pickup location.`,
  'rental.hoursRequired': msg`Enter the estimated hours (at least 1).`,
  'rental.distanceRequired': msg`Enter the distance in km (at least 1).`,
  'rental.destinationRequired': msg`Choose a destination for a distance-wise trip.`,
  'rental.pickupTimePast': msg`The pickup time must be in the future.`,
  'rental.added': msg`Vehicle added to your rental cart.`,
  'rental.tripUpdated': msg`Trip details updated.`,
  'rental.lineRemoved': msg`Vehicle removed from your rental cart.`,
  'rental.cleared': msg`Your rental cart is empty now.`,
  'rental.unsupported': msg`Some vehicles in your cart do not offer this rental type. Remove them or keep the current type.`,
  'trip.contactRequired': msg`Please enter your contact info`,
  'trip.scheduleRequired': msg`Choose the date and time of the trip.`,
  'trip.scheduleAt': msg`The trip time must be in the future.`,
  'trip.cart': msg`Your rental cart is empty or has changed. Check it and try again.`,
  'trip.provider': msg`This provider is not available for your cart. Check your cart and try again.`,
  'trip.zone': msg`The provider does not pick up at your pickup location. Choose another pickup location.`,
  'trip.tripTime': msg`The provider is closed at the trip time. Choose another time.`,
  'trip.coupon': msg`This coupon cannot be used for this trip.`,
  'trip.booked': msg`Your trip has been booked.`,
  'trip.paid': msg`Payment method saved.`,
  failed: msg`Something went wrong. Please try again.`,
};

export const tripStatusLabels: Record<TripStatus, MessageDescriptor> = {
  pending: msg`Pending`,
  confirmed: msg`Confirmed`,
  ongoing: msg`Ongoing`,
  completed: msg`Completed`,
  canceled: msg`Canceled`,
  payment_failed: msg`Payment failed`,
};

export const paymentStatusLabels: Record<string, MessageDescriptor> = {
  paid: msg`Paid`,
  unpaid: msg`Unpaid`,
  partially_paid: msg`Partially paid`,
  refunded: msg`Refunded`,
};

/** Where a cancelled paid trip's money went (as order details say it); `amount` comes formatted. */
export const tripRefundMessages = {
  toWallet: (amount: string) => msg`${amount} is back in your wallet.`,
  requested: (amount: string) => msg`A refund of ${amount} has been requested. It reaches you once it is approved.`,
};

/** A vehicle's transmission and fuel as the platform stores them, in words. */
export const transmissionLabels: Record<string, MessageDescriptor> = {
  automatic: msg`Automatic`,
  manual: msg`Manual`,
};

export const fuelLabels: Record<string, MessageDescriptor> = {
  octane: msg`Octane`,
  diesel: msg`Diesel`,
  cng: msg`CNG`,
  petrol: msg`Petrol`,
  electric: msg`Electric`,
};

/** A platform value in words when it has a label, else as stored (a backend may add values). */
export function labelOf(
  labels: Record<string, MessageDescriptor>,
  value: string | null | undefined,
  translate: (d: MessageDescriptor) => string,
): string {
  if (!value) return '';
  const d = labels[value];
  return d ? translate(d) : value;
}

export const rentalTypeLabels: Record<'hourly' | 'distance_wise', MessageDescriptor> = {
  hourly: msg`Hourly`,
  distance_wise: msg`Distance-wise`,
};

/** Why a coupon is not on the trip's fare (issue 16 item 3), in words; the minimum is said with its amount by the page. */
export const tripCouponMessages = {
  notFound: msg`No coupon with this code was found.`,
  usedUp: msg`You have already used this coupon as many times as it allows.`,
  expired: msg`This coupon has expired.`,
  // The platform answers an expired coupon with 407, which browsers never hand to the page.
  unanswered: msg`This coupon can't be used. It may have expired: check the code and try again.`,
  notEligible: msg`This coupon is not valid for this trip.`,
  provider: msg`This coupon is for another provider.`,
  notForTrips: msg`This coupon gives free delivery and cannot be used for a trip.`,
} satisfies Record<string, MessageDescriptor>;
