import { describe, expect, it } from 'vitest';
import { catalog } from '../../machines/catalog';
import type { TripBookingContext } from '../../machines/rental/tripBooking.machine';
import {
  expectStates,
  stepActions as named,
  callInput,
  notifiedIds as toasts,
  type Expectations,
  type StepView,
} from '../tools/expectations';

type View = StepView<TripBookingContext>;
const errorCode = (v: View) => (v.event as { error?: { code?: string } } | null)?.error?.code ?? null;

const expectations: Expectations<TripBookingContext> = {
  editing: {
    sees: 'the trip checkout: fare, now or scheduled, note, the guest contact, a coupon for signed-in customers',
    tags: [],
    check: (v) => {
      const e = v.event?.type ?? '';
      expect(v.context.tripId).toBeNull();
      if (e === 'trip.book') {
        // An incomplete form is refused before any call, with its reason.
        expect(toasts(v)).toHaveLength(1);
        expect(v.step.effects.some((x) => x.kind === 'call')).toBe(false);
      }
      if (e === 'xstate.error.actor.bookTrip') {
        // Every refusal code reads in clear words; an unknown one shows the server's words.
        if (v.context.refusal) expect(toasts(v)).toEqual([v.context.refusal]);
        else expect(named(v)).toEqual(['showRefusal']);
        // A refused coupon leaves the fare so the trip can be booked without it.
        if (errorCode(v) === 'coupon') expect(v.context.coupon).toBeNull();
      }
      if (e === 'xstate.done.actor.applyCoupon')
        expect(v.context.coupon === null).toBe(v.context.couponProblem !== null);
      if (e === 'xstate.error.actor.applyCoupon')
        expect([v.context.coupon, v.context.couponProblem === null]).toEqual([null, false]);
      if (e === 'trip.coupon.remove') expect([v.context.coupon, v.context.couponProblem]).toEqual([null, null]);
    },
  },
  applyingCoupon: {
    sees: 'the coupon being checked for this provider',
    tags: ['applying'],
    calls: ['applyCoupon'],
    check: (v) => {
      expect(v.context.guest).toBe(false);
      expect(callInput(v)).toEqual({
        code: v.context.couponRequest!.code,
        providerId: v.context.couponRequest!.providerId,
      });
    },
  },
  booking: {
    sees: 'Book trip busy while the server books its own cart at its own fare',
    tags: ['busy'],
    calls: ['bookTrip'],
    context: { refusal: null },
    check: (v) => expect(callInput(v)).toEqual({ form: v.event!.form, coupon: v.context.coupon }),
  },
  choosingPayment: {
    sees: 'the trip booked and unpaid: cash, wallet, partial or digital payment',
    tags: ['booked'],
    check: (v) => {
      expect(v.context.tripId).not.toBeNull();
      if (v.event?.type === 'xstate.done.actor.bookTrip') expect(toasts(v)).toEqual(['trip.booked']);
      // A refused payment ("Insufficient wallet balance") is the server's words; another method can be chosen.
      if (v.event?.type === 'xstate.error.actor.payTrip') expect(named(v)).toEqual(['showRefusal']);
    },
  },
  paying: {
    sees: 'the payment of the booked trip running',
    tags: ['booked', 'paying'],
    calls: ['payTrip'],
    check: (v) => expect(callInput(v)).toEqual({ tripId: v.context.tripId, method: v.event!.method }),
  },
  redirecting: {
    sees: 'the payment page opens; it comes back to the trip-placed page',
    tags: ['booked', 'paying'],
    check: (v) => expect(named(v)).toEqual(['openPaymentPage']),
  },
  placed: {
    sees: 'the trip-placed page for this trip (paid, or to be paid later from my trips)',
    tags: [],
    check: (v) => {
      const placed = v.step.effects.find((e) => e.kind === 'action' && e.name === 'showPlaced');
      expect(placed && 'params' in placed ? placed.params : null).toEqual({ tripId: v.context.tripId });
      expect(toasts(v)).toEqual(v.event?.type === 'trip.pay.later' ? [] : ['trip.paid']);
    },
  },
};

describe('trip booking machine, state by state', () => {
  it('api2 §11 Trip booking: every state a path reaches holds what the platform does', { timeout: 120_000 }, () => {
    expectStates(catalog.tripBooking!, expectations);
  });
});
