import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { facts } from '../../machines/checkout/checkout.samples';
import { checkoutMachine, type CheckoutInput, type PlaceRequest } from '../../machines/checkout/checkout.machine';
import type { PlacedOrder } from '../../machines/checkout/checkout.rules';

/** turn4 §5.2 the business's offline methods through the checkout machine (the rest: checkout.test.ts). */

const address = {
  address_type: 'home',
  address: 'Road 27, Dhanmondi',
  latitude: '23.75',
  longitude: '90.36',
  contact_person_name: 'Rina',
  contact_person_number: '+8801711111111',
};

const tick = () => new Promise((r) => setTimeout(r, 0));

function start(input: CheckoutInput) {
  const places: Array<{ input: PlaceRequest; resolve(v: PlacedOrder): void }> = [];
  const effects: string[] = [];
  const actor = createActor(
    checkoutMachine.provide({
      actors: {
        placeOrder: fromPromise(
          ({ input }: { input: PlaceRequest }) =>
            new Promise<PlacedOrder>((resolve) => places.push({ input, resolve })),
        ),
      },
      actions: {
        clearCart: () => void effects.push('clearCart'),
        showPlaced: (_, p) =>
          void effects.push(
            `placed ${p.orderId} ${p.contactNumber}${p.offlineMethodId ? ` offline ${p.offlineMethodId}` : ''}`,
          ),
      },
    }),
    { input },
  ).start();
  return { actor, places, effects, ctx: () => actor.getSnapshot().context };
}

describe('checkout machine: offline methods', () => {
  it("turn4 §5.2 Checkout: an order paid by one of the business's offline methods is placed as offline_payment and opens the order-placed page with that method", async () => {
    const bkash = { method: 'offline_payment' as const, offlineMethodId: 2 };
    const c = start({ orderType: 'delivery', payment: { method: 'cash_on_delivery' }, address });
    c.actor.send({
      type: 'checkout.payment.offered',
      offered: [{ method: 'cash_on_delivery' }, { method: 'offline_payment', offlineMethodId: 1 }, bkash],
    });
    c.actor.send({ type: 'checkout.payment.set', payment: bkash });
    c.actor.send({ type: 'checkout.place', facts });
    c.actor.send({ type: 'checkout.place', facts });
    expect(c.places).toHaveLength(1);
    // The platform's order/place knows no method id: the amount and the method are the server's, the details follow on the order.
    expect(c.places[0]!.input.body).toMatchObject({ payment_method: 'offline_payment' });
    expect(Object.keys(c.places[0]!.input.body).some((k) => k.includes('method_id'))).toBe(false);
    c.places[0]!.resolve({ orderId: 100008, total: 420 });
    await tick();
    expect(c.effects).toEqual(['clearCart', 'placed 100008 +8801711111111 offline 2']);
  });

  it('turn4 §5.2 Checkout: a method the business withdrew while the page was open is replaced by the first one offered', () => {
    const c = start({ orderType: 'delivery', payment: { method: 'offline_payment', offlineMethodId: 3 }, address });
    c.actor.send({ type: 'checkout.payment.offered', offered: [{ method: 'offline_payment', offlineMethodId: 1 }] });
    expect(c.ctx().draft.payment).toEqual({ method: 'offline_payment', offlineMethodId: 1 });
  });
});
