import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { checkoutMachine, type CheckoutInput } from '../../machines/checkout/checkout.machine';
import type { AppliedCoupon } from '../../machines/checkout/checkout.rules';

/** acc §9 coupons kept with the checkout's other choices (a reload, the payment page and back). */

const tick = () => new Promise((r) => setTimeout(r, 0));

/** A checkout whose coupon/apply answers are settled by the test. */
function start(input: CheckoutInput = { orderType: 'delivery', payment: { method: 'cash_on_delivery' } }) {
  const coupons: Array<{
    input: { code: string; storeId: number };
    resolve: (c: AppliedCoupon) => void;
    reject: (e: unknown) => void;
  }> = [];
  const actor = createActor(
    checkoutMachine.provide({
      actors: {
        applyCoupon: fromPromise(
          ({ input }: { input: { code: string; storeId: number } }) =>
            new Promise<AppliedCoupon>((resolve, reject) => coupons.push({ input, resolve, reject })),
        ),
      },
    }),
    { input },
  ).start();
  return { actor, coupons, ctx: () => actor.getSnapshot().context };
}

describe('checkout machine: a kept coupon', () => {
  it('acc §9 coupons: a coupon kept from an earlier visit is checked again on return; one that no longer applies says so and is forgotten', async () => {
    const coupon = {
      id: 1,
      code: 'WELCOME10',
      coupon_type: 'default',
      discount: 10,
      discount_type: 'percent',
      min_purchase: 100,
      max_discount: 50,
    };
    const kept = start({
      orderType: 'delivery',
      payment: { method: 'cash_on_delivery' },
      draft: { couponCode: 'WELCOME10' },
    });
    expect(kept.ctx().draft.couponCode).toBe('WELCOME10');
    kept.actor.send({ type: 'checkout.coupon.restore', code: 'WELCOME10', storeId: 1, amount: 420 });
    expect(kept.coupons[0]!.input).toEqual({ code: 'WELCOME10', storeId: 1 });
    kept.coupons[0]!.resolve(coupon);
    await tick();
    expect(kept.ctx().coupon?.code).toBe('WELCOME10');
    expect(kept.ctx().draft.couponCode).toBe('WELCOME10');
    kept.actor.send({ type: 'checkout.coupon.remove' });
    expect(kept.ctx().draft.couponCode).toBeNull();

    const lapsed = start({
      orderType: 'delivery',
      payment: { method: 'cash_on_delivery' },
      draft: { couponCode: 'ONCE' },
    });
    lapsed.actor.send({ type: 'checkout.coupon.restore', code: 'ONCE', storeId: 1, amount: 420 });
    lapsed.coupons[0]!.reject({ status: 403, details: [{ code: 'coupon', message: 'Coupon already used' }] });
    await tick();
    expect(lapsed.ctx().coupon).toBeNull();
    expect(lapsed.ctx().couponProblem).toMatchObject({ kind: 'server', lapsed: 'ONCE' });
    expect(lapsed.ctx().draft.couponCode).toBeNull();

    // A kept coupon below its minimum now: said so too.
    const short = start({
      orderType: 'delivery',
      payment: { method: 'cash_on_delivery' },
      draft: { couponCode: 'WELCOME10' },
    });
    short.actor.send({ type: 'checkout.coupon.restore', code: 'WELCOME10', storeId: 1, amount: 60 });
    short.coupons[0]!.resolve(coupon);
    await tick();
    expect(short.ctx().couponProblem).toEqual({ kind: 'minimum', min: 100, lapsed: 'WELCOME10' });
  });
});
