import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { tripBookingMachine, type TripBookingContext } from '../../machines/rental/tripBooking.machine';
import { catalog } from '../../machines/catalog';
import { now } from '../../machines/rental/rental.samples';
import type { BookingForm, RentalRefusal, TripCoupon } from '../../src/domain/rental';
import type { TripPayment } from '../../src/domain/payment';
import { coverage, modelPaths } from '../tools/model';
import { expectStates } from '../tools/expectations';
import { settle } from './rental.helpers';

const form: BookingForm = {
  scheduled: false,
  scheduleAt: null,
  note: '',
  contact: null,
};

function bookingHarness(guest: boolean, opts: { refuse?: RentalRefusal; tripId?: number; wallet?: number } = {}) {
  const effects: string[] = [];
  const booked: BookingForm[] = [];
  const coupons: (string | null)[] = [];
  const applied: string[] = [];
  const actor = createActor(
    tripBookingMachine.provide({
      actors: {
        bookTrip: fromPromise(async ({ input }: { input: { form: BookingForm; coupon: TripCoupon | null } }) => {
          if (opts.refuse) throw opts.refuse;
          booked.push(input.form);
          coupons.push(input.coupon?.code ?? null);
          return 42;
        }),
        applyCoupon: fromPromise(
          async ({ input }: { input: { code: string; providerId: number } }): Promise<TripCoupon> => {
            applied.push(`${input.code}@${input.providerId}`);
            if (input.code === 'RIDE15')
              return {
                code: 'RIDE15',
                coupon_type: 'default',
                discount: 15,
                discount_type: 'percent',
                min_purchase: 500,
                max_discount: 300,
              };
            if (input.code === 'CITY100')
              return {
                code: 'CITY100',
                coupon_type: 'store_wise',
                store_id: 18,
                discount: 100,
                discount_type: 'amount',
                min_purchase: 0,
              };
            throw { status: input.code === 'OLD' ? 407 : 404, messages: ['Coupon not found'] };
          },
        ),
        payTrip: fromPromise(
          async ({
            input,
          }: {
            input: { tripId: number; method: TripPayment };
          }): Promise<{ redirect: string | null; message: string | null }> => {
            if (input.method === 'wallet' && (opts.wallet ?? 0) < 100)
              throw {
                code: null,
                messages: ['Insufficient wallet balance'],
              } satisfies RentalRefusal;
            return input.method === 'digital_payment'
              ? {
                  redirect: `/payment/pay?payment_id=${input.tripId}`,
                  message: null,
                }
              : { redirect: null, message: 'ok' };
          },
        ),
      },
      actions: {
        notify: (_, p) => void effects.push(p.id),
        showRefusal: (_, p) => void effects.push(`server: ${(p.error as RentalRefusal).messages.join()}`),
        openPaymentPage: (_, p) => void effects.push(`pay at ${p.url}`),
        showPlaced: (_, p) => void effects.push(`placed ${p.tripId}`),
      },
    }),
    { input: { guest, tripId: opts.tripId ?? null } },
  ).start();
  return { actor, effects, booked, coupons, applied };
}

describe('tripBooking machine', () => {
  it('Trip booking: a customer books and pays cash; the trip-placed page follows', async () => {
    const h = bookingHarness(false);
    h.actor.send({
      type: 'trip.book',
      form: { ...form, note: 'Child seat' },
      now,
    });
    await settle();
    expect(h.actor.getSnapshot().value).toBe('choosingPayment');
    h.actor.send({ type: 'trip.pay', method: 'cash_payment' });
    await settle();
    expect(h.effects).toEqual(['trip.booked', 'trip.paid', 'placed 42']);
    expect(h.booked[0]!.note).toBe('Child seat');
  });

  it('Rental: a guest must give a contact; digital payment opens the payment page', async () => {
    const h = bookingHarness(true);
    h.actor.send({ type: 'trip.book', form, now });
    expect(h.effects).toEqual(['trip.contactRequired']);
    h.actor.send({
      type: 'trip.book',
      form: {
        ...form,
        contact: { name: 'Guest', phone: '+8801700000009', email: '' },
      },
      now,
    });
    await settle();
    h.actor.send({ type: 'trip.pay', method: 'digital_payment' });
    await settle();
    expect(h.effects.slice(1)).toEqual(['trip.booked', 'pay at /payment/pay?payment_id=42']);
    expect(h.actor.getSnapshot().status).toBe('done');
  });

  it('Rental: every refusal code reads in clear words; an unknown one keeps the server message', async () => {
    for (const [code, id] of [
      ['cart', 'trip.cart'],
      ['provider', 'trip.provider'],
      ['Zone', 'trip.zone'],
      ['schedule_at', 'trip.scheduleAt'],
      ['trip_time', 'trip.tripTime'],
      ['coupon', 'trip.coupon'],
    ] as const) {
      const h = bookingHarness(false, { refuse: { code, messages: ['raw'] } });
      h.actor.send({ type: 'trip.book', form, now });
      await settle();
      expect(h.effects).toEqual([id]);
      expect(h.actor.getSnapshot().context.refusal).toBe(id);
    }
    const h = bookingHarness(false, {
      refuse: {
        code: 'trip_amount',
        messages: ['The trip amount field is required.'],
      },
    });
    h.actor.send({ type: 'trip.book', form, now });
    await settle();
    expect(h.effects).toEqual(['server: The trip amount field is required.']);
  });

  it('Rental: a signed-in customer applies a coupon, it goes with the booking; refusals read in words; guests have none', async () => {
    const h = bookingHarness(false);
    const apply = (code: string, subtotal = 900, providerId = 18) =>
      h.actor.send({ type: 'trip.coupon.apply', code, subtotal, providerId, digits: 2 });
    apply('NOPE');
    await settle();
    expect(h.actor.getSnapshot().context).toMatchObject({
      coupon: null,
      couponProblem: { kind: 'server', refusal: 'notFound' },
    });
    apply('RIDE15', 400);
    await settle();
    expect(h.actor.getSnapshot().context).toMatchObject({ coupon: null, couponProblem: { kind: 'minimum', min: 500 } });
    apply('CITY100', 900, 19);
    await settle();
    expect(h.actor.getSnapshot().context).toMatchObject({ coupon: null, couponProblem: { kind: 'provider' } });
    apply('  RIDE15 ');
    await settle();
    expect(h.actor.getSnapshot().context).toMatchObject({ coupon: { code: 'RIDE15' }, couponProblem: null });
    expect(h.applied).toEqual(['NOPE@18', 'RIDE15@18', 'CITY100@19', 'RIDE15@18']);
    h.actor.send({ type: 'trip.coupon.remove' });
    expect(h.actor.getSnapshot().context.coupon).toBeNull();
    apply('RIDE15');
    await settle();
    h.actor.send({ type: 'trip.book', form, now });
    await settle();
    expect(h.coupons).toEqual(['RIDE15']);
    // Guests: coupon/apply needs a token, so nothing is sent.
    const g = bookingHarness(true);
    g.actor.send({ type: 'trip.coupon.apply', code: 'RIDE15', subtotal: 900, providerId: 18, digits: 2 });
    expect(g.actor.getSnapshot().value).toBe('editing');
    expect(g.applied).toEqual([]);
  });

  it('Rental: trip-booking refusing the coupon drops it, so the trip can be booked without it', async () => {
    const h = bookingHarness(false, { refuse: { code: 'coupon', messages: ['Coupon expired'] } });
    h.actor.send({ type: 'trip.coupon.apply', code: 'RIDE15', subtotal: 900, providerId: 18, digits: 2 });
    await settle();
    h.actor.send({ type: 'trip.book', form, now });
    await settle();
    expect(h.effects).toEqual(['trip.coupon']);
    expect(h.actor.getSnapshot().context).toMatchObject({ refusal: 'trip.coupon', coupon: null });
  });

  it('Rental: a scheduled trip needs a future time; a wallet refusal lets another method be chosen', async () => {
    const h = bookingHarness(false, { tripId: 9 });
    expect(h.actor.getSnapshot().value).toBe('choosingPayment');
    h.actor.send({ type: 'trip.pay', method: 'wallet' });
    await settle();
    expect(h.effects).toEqual(['server: Insufficient wallet balance']);
    expect(h.actor.getSnapshot().value).toBe('choosingPayment');
    const s = bookingHarness(false);
    s.actor.send({
      type: 'trip.book',
      form: { ...form, scheduled: true, scheduleAt: null },
      now,
    });
    s.actor.send({
      type: 'trip.book',
      form: { ...form, scheduled: true, scheduleAt: '2029-12-31 10:00:00' },
      now,
    });
    expect(s.effects).toEqual(['trip.scheduleRequired', 'trip.scheduleAt']);
  });

  it('model: generated paths reach every state and take every transition', () => {
    const entry = catalog.tripBooking!;
    const result = coverage(entry.machine, modelPaths(entry));
    expect(result.mismatches).toEqual([]);
    expect(result.missedStates).toEqual([]);
    expect(result.missedTransitions).toEqual([]);
  });

  it('Trip booking model: every state a path reaches holds what the issue says', () => {
    expectStates<TripBookingContext>(catalog.tripBooking!, {
      editing: {
        sees: 'the trip checkout',
        context: (v) => ({ tripId: null, guest: v.context.guest }),
        check: (v) => {
          // A checked coupon is either on the fare or refused in words; a removed one is gone.
          if (v.event?.type === 'xstate.done.actor.applyCoupon')
            expect(v.context.coupon === null ? v.context.couponProblem : v.context.coupon).toBeTruthy();
          if (v.context.couponProblem) expect(v.context.coupon).toBeNull();
          if (v.event?.type === 'xstate.error.actor.applyCoupon') expect(v.context.couponProblem?.kind).toBe('server');
          if (v.event?.type === 'trip.coupon.remove')
            expect(v.context).toMatchObject({ coupon: null, couponProblem: null });
          if (v.event?.type === 'xstate.error.actor.bookTrip' && v.event.error.code === 'coupon')
            expect(v.context.coupon).toBeNull();
        },
      },
      booking: {
        sees: 'trip-booking runs, with the applied coupon',
        calls: ['bookTrip'],
        context: { refusal: null },
        check: (v) => {
          if (v.from.includes('booking')) return;
          const call = v.step.effects.find((e) => e.kind === 'call' && e.id === 'bookTrip');
          expect(call && call.kind === 'call' ? (call.input as { coupon: unknown }).coupon : undefined).toEqual(
            v.context.coupon,
          );
        },
      },
      applyingCoupon: {
        sees: 'coupon/apply runs for the typed code and the provider (signed-in customers only)',
        calls: ['applyCoupon'],
        check: (v) => {
          expect(v.context.guest).toBe(false);
          if (v.from.includes('applyingCoupon')) return;
          expect(v.context.couponRequest?.code).toBe(v.event?.code.trim());
          expect(v.context.couponProblem).toBeNull();
        },
      },
      choosingPayment: {
        sees: 'the payment choice of a booked trip',
        check: (v) => expect(v.context.tripId).not.toBeNull(),
      },
      paying: { sees: 'trip/payment runs', calls: ['payTrip'] },
      redirecting: {
        sees: 'the payment page',
        check: (v) => expect(v.event?.output.redirect).toBeTruthy(),
      },
      placed: {
        sees: 'the trip-placed page',
        check: (v) => expect(v.context.tripId).not.toBeNull(),
      },
    });
  });
});
