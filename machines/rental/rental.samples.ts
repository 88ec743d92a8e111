/** Inputs and events for exploring the rental machines (machines/catalog.ts). */
import type { TripDraft } from '../../src/domain/rental';

export const now = new Date('2030-01-01T10:00:00');
export const pickup = { lat: 23.75, lng: 90.38, location_name: 'Dhanmondi' };
export const trip: TripDraft = {
  rentalType: 'hourly',
  hours: 3,
  distance: 0,
  destinationTime: 0,
  pickup,
  destination: null,
  pickupTime: null,
};
const noPickup: TripDraft = { ...trip, pickup: null };
const distance: TripDraft = {
  ...trip,
  rentalType: 'distance_wise',
  distance: 20,
  destinationTime: 1,
  destination: { lat: 23.8, lng: 90.4, location_name: 'Gulshan' },
};

export const rentalCartSamples = {
  inputs: [{}],
  events: [
    { type: 'rental.add', vehicleId: 4, quantity: 1, trip, now },
    { type: 'rental.add', vehicleId: 4, quantity: 1, trip: noPickup, now },
    { type: 'rental.trip.update', userDataId: 1, trip: distance, now },
    { type: 'rental.trip.update', userDataId: 1, trip: noPickup, now },
    { type: 'rental.line.quantity', cartId: 1, quantity: 2 },
    { type: 'rental.line.remove', cartId: 1 },
    { type: 'rental.clear' },
    { type: 'rental.clear.confirm' },
    { type: 'rental.clear.cancel' },
    { type: 'rental.unsupported.dismiss' },
    { type: 'xstate.done.actor.addVehicle' },
    {
      type: 'xstate.error.actor.addVehicle',
      error: {
        code: 'cart_item',
        messages: ['This provider does not serve the pickup location'],
      },
    },
    { type: 'xstate.done.actor.updateTrip' },
    {
      type: 'xstate.error.actor.updateTrip',
      error: { code: null, messages: [], cartIds: [2] },
    },
    {
      type: 'xstate.error.actor.updateTrip',
      error: {
        code: 'pickup_time',
        messages: ['The pickup time is not a valid date.'],
      },
    },
    { type: 'xstate.done.actor.updateLine' },
    {
      type: 'xstate.error.actor.updateLine',
      error: {
        code: 'cart_item',
        messages: ['Max vehicle available quantity is 2'],
      },
    },
    { type: 'xstate.done.actor.removeLine' },
    {
      type: 'xstate.error.actor.removeLine',
      error: { code: null, messages: ['Cart not found'] },
    },
    { type: 'xstate.done.actor.clearCart' },
    {
      type: 'xstate.error.actor.clearCart',
      error: { code: null, messages: ['Something went wrong'] },
    },
  ],
};

const form = {
  scheduled: false,
  scheduleAt: null,
  note: 'Child seat please',
  contact: null,
};
const guestForm = {
  ...form,
  contact: { name: 'Guest Rider', phone: '+8801700000009', email: '' },
};
const pastSchedule = {
  ...form,
  scheduled: true,
  scheduleAt: '2029-12-31 09:00:00',
};

export const tripBookingSamples = {
  inputs: [{ guest: false }, { guest: true }, { guest: false, tripId: 7 }],
  events: [
    { type: 'trip.book', form, now },
    { type: 'trip.book', form: guestForm, now },
    { type: 'trip.book', form: pastSchedule, now },
    { type: 'trip.pay', method: 'cash_payment' },
    { type: 'trip.pay', method: 'digital_payment' },
    { type: 'trip.pay.later' },
    { type: 'trip.coupon.apply', code: 'RIDE15', subtotal: 900, providerId: 18, digits: 2 },
    { type: 'trip.coupon.apply', code: 'RIDE15', subtotal: 400, providerId: 18, digits: 2 },
    { type: 'trip.coupon.remove' },
    {
      type: 'xstate.done.actor.applyCoupon',
      output: {
        code: 'RIDE15',
        title: 'Ride 15%',
        coupon_type: 'default',
        discount: 15,
        discount_type: 'percent',
        min_purchase: 500,
        max_discount: 300,
      },
    },
    { type: 'xstate.error.actor.applyCoupon', error: { status: 404, messages: ['Coupon not found'] } },
    { type: 'xstate.error.actor.bookTrip', error: { code: 'coupon', messages: ['Coupon expired'] } },
    { type: 'xstate.error.actor.bookTrip', error: { code: 'cart', messages: ['Your cart is empty'] } },
    { type: 'xstate.error.actor.bookTrip', error: { code: 'provider', messages: ['Provider not found'] } },
    { type: 'xstate.error.actor.bookTrip', error: { code: 'Zone', messages: ['Service not available in this area'] } },
    {
      type: 'xstate.error.actor.bookTrip',
      error: { code: 'schedule_at', messages: ['The schedule at must be a date after now.'] },
    },
    { type: 'xstate.done.actor.bookTrip', output: 7 },
    {
      type: 'xstate.error.actor.bookTrip',
      error: {
        code: 'trip_time',
        messages: ['The provider is closed at the trip time'],
      },
    },
    {
      type: 'xstate.error.actor.bookTrip',
      error: {
        code: 'trip_amount',
        messages: ['The trip amount field is required.'],
      },
    },
    {
      type: 'xstate.done.actor.payTrip',
      output: {
        redirect: null,
        message: 'Payment method updated successfully',
      },
    },
    {
      type: 'xstate.done.actor.payTrip',
      output: { redirect: '/payment/pay?payment_id=1', message: null },
    },
    {
      type: 'xstate.error.actor.payTrip',
      error: { code: null, messages: ['Insufficient wallet balance'] },
    },
  ],
};
