import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { facts } from '../../machines/checkout/checkout.samples';
import { checkoutMachine, type CheckoutInput, type PlaceRequest } from '../../machines/checkout/checkout.machine';
import { PLACE_CHECKS, type PlaceFacts } from '../../machines/checkout/checkout.rules';

const address = {
  address_type: 'home',
  address: 'Road 27, Dhanmondi',
  latitude: '23.75',
  longitude: '90.36',
  contact_person_name: 'Rina',
  contact_person_number: '+8801711111111',
};

function start(input: CheckoutInput = { orderType: 'delivery', payment: { method: 'cash_on_delivery' }, address }) {
  const places: PlaceRequest[] = [];
  const actor = createActor(
    checkoutMachine.provide({
      actors: {
        placeOrder: fromPromise(({ input }: { input: PlaceRequest }) => {
          places.push(input);
          return new Promise(() => {});
        }),
      },
    }),
    { input },
  ).start();
  return { actor, places, ctx: () => actor.getSnapshot().context };
}

describe('checkout refusals (acc §2, §8, core §5)', () => {
  it('acc §8 Place Order: every rule that stops the order is its own guarded transition of the diagram', () => {
    const place = checkoutMachine.getStateNodeById('checkout.form.editing').on['checkout.place']!;
    const guards = place.map((t) =>
      typeof t.guard === 'string' ? t.guard : ((t.guard as { type?: string } | undefined)?.type ?? null),
    );
    expect(guards).toEqual([
      'isEmpty',
      'hasNoAddress',
      'isOutsideZone',
      'hasNoContact',
      'isClosedWithoutSlot',
      'hasNoPayment',
      'lacksPrescription',
      'isWalletShort',
      'isOverCashLimit',
      null,
    ]);
    // Each names the message it shows, in the order the page checks them.
    const shown = place
      .slice(0, -1)
      .map((t) => t.actions.map((a) => (typeof a === 'string' ? a : (a as { type: string }).type))[0]);
    expect(shown).toEqual(PLACE_CHECKS.map((c) => `problem:${c.problem}`));
  });

  it.each<[string, Partial<PlaceFacts>]>([
    ['empty', { empty: true }],
    ['addressOutOfZone', { addressInZone: false }],
    ['storeClosed', { storeOpenNow: false }],
    ['prescriptionMissing', { needsPrescription: true }],
  ])('acc §2: Place Order stopped by %s sends nothing and says so', (problem, change) => {
    const c = start();
    c.actor.send({ type: 'checkout.place', facts: { ...facts, ...change } });
    expect(c.ctx().problem).toBe(problem);
    expect(c.places).toHaveLength(0);
  });

  it('acc §8: over the cash limit the limit is kept for the message and the first other usable method is selected', () => {
    const c = start();
    c.actor.send({
      type: 'checkout.place',
      facts: {
        ...facts,
        total: 6257.5,
        walletBalance: 0,
        offered: [
          { method: 'cash_on_delivery' },
          { method: 'wallet' },
          { method: 'digital_payment', gateway: 'stripe' },
        ],
      },
    });
    expect(c.ctx()).toMatchObject({
      problem: 'codLimit',
      codLimit: 5000,
      switchedTo: { method: 'digital_payment', gateway: 'stripe' },
    });
    expect(c.ctx().draft.payment).toEqual({ method: 'digital_payment', gateway: 'stripe' });
    expect(c.places).toHaveLength(0);
  });

  it('acc §8: over the cash limit with no other method, cash stays and the customer is asked to choose', () => {
    const c = start();
    c.actor.send({
      type: 'checkout.place',
      facts: { ...facts, total: 6257.5, offered: [{ method: 'cash_on_delivery' }] },
    });
    expect(c.ctx()).toMatchObject({ problem: 'codLimit', codLimit: 5000, switchedTo: null });
    expect(c.ctx().draft.payment).toEqual({ method: 'cash_on_delivery' });
  });

  it('api §3.7 one order per intent: the same request is the same intent; another bill or cart is another', () => {
    const c = start();
    c.actor.send({ type: 'checkout.place', facts });
    const first = c.places[0]!.intent;
    const again = start();
    again.actor.send({ type: 'checkout.place', facts });
    expect(again.places[0]!.intent).toBe(first);
    const other = start();
    other.actor.send({ type: 'checkout.place', facts: { ...facts, total: 421 } });
    expect(other.places[0]!.intent).not.toBe(first);
    const otherCart = start();
    otherCart.actor.send({ type: 'checkout.place', facts: { ...facts, cartKey: '[[1,1,2]]' } });
    expect(otherCart.places[0]!.intent).not.toBe(first);
  });

  it('acc §9 Checkout reload: a kept draft comes back, and what the device may hold is checked', () => {
    const c = start({
      orderType: 'take_away',
      payment: { method: 'digital_payment', gateway: 'stripe' },
      draft: {
        scheduleAt: '2026-11-27 12:00:00',
        orderNote: 'No onions',
        cutlery: true,
        tip: 20,
        ['address' as never]: 'x' as never,
      },
    });
    expect(c.ctx().draft).toMatchObject({
      orderType: 'take_away',
      scheduleAt: '2026-11-27 12:00:00',
      orderNote: 'No onions',
      cutlery: true,
      tip: 20,
      address: null,
    });
    const bad = start({ orderType: 'delivery', payment: null, draft: { scheduleAt: 'tomorrow', tip: -5 } as never });
    expect(bad.ctx().draft).toMatchObject({ scheduleAt: null, tip: 0 });
  });
});
