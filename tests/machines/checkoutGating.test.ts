import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { checkoutGatingMachine } from '../../machines/checkout/checkoutGating.machine';
import { buyNowMachine } from '../../machines/checkout/buyNow.machine';
import { catalog } from '../../machines/catalog';
import { gatingRow } from '../../src/domain/cartCheckout';
import { coverage, modelPaths } from '../tools/model';
import { expectStates, type Expectations, type StepView } from '../tools/expectations';

function gating() {
  const effects: string[] = [];
  const actor = createActor(
    checkoutGatingMachine.provide({
      actions: {
        goToCheckout: (_, p) => void effects.push(`checkout ${p.page}`),
        goHome: () => void effects.push('home'),
        openSignIn: (_, p) => void effects.push(`signIn ${p.mode}`),
      },
    }),
  ).start();
  actor.send({ type: 'cart.drawer.open' });
  return { actor, effects, value: () => actor.getSnapshot().value };
}

describe('checkoutGating machine: core §4 "Checkout button in the drawer", row by row', () => {
  it('row 1: non-empty, token → /checkout?page=cart and the drawer closes', () => {
    const g = gating();
    g.actor.send({ type: 'checkout.proceed', lineCount: 1, signedIn: true, guestCheckout: false });
    expect(g.effects).toEqual(['checkout cart']);
    expect(g.value()).toBe('closed');
    // Guest checkout does not matter with a token.
    const h = gating();
    h.actor.send({ type: 'checkout.proceed', lineCount: 1, signedIn: true, guestCheckout: true });
    expect(h.effects).toEqual(['checkout cart']);
  });

  it('row 2: non-empty, no token, guest_checkout_status 1 → guest choice, leading to checkout or to sign-in', () => {
    const g = gating();
    g.actor.send({ type: 'checkout.proceed', lineCount: 3, signedIn: false, guestCheckout: true });
    expect(g.value()).toEqual({ open: 'guestChoice' });
    expect(g.effects).toEqual([]);
    g.actor.send({ type: 'checkout.guest.continue' });
    expect(g.effects).toEqual(['checkout cart']);
    expect(g.value()).toBe('closed');

    for (const [event, effect] of [
      ['checkout.guest.login', 'signIn sign-in'],
      ['checkout.guest.signup', 'signIn sign-up'],
    ] as const) {
      const h = gating();
      h.actor.send({ type: 'checkout.proceed', lineCount: 3, signedIn: false, guestCheckout: true });
      h.actor.send({ type: event });
      expect(h.effects).toEqual([effect]);
    }

    const d = gating();
    d.actor.send({ type: 'checkout.proceed', lineCount: 3, signedIn: false, guestCheckout: true });
    d.actor.send({ type: 'checkout.guest.dismiss' });
    expect(d.value()).toEqual({ open: 'browsing' });
    expect(d.effects).toEqual([]);
  });

  it('row 3: non-empty, no token, guest checkout off → the sign-in modal', () => {
    const g = gating();
    g.actor.send({ type: 'checkout.proceed', lineCount: 1, signedIn: false, guestCheckout: false });
    expect(g.effects).toEqual(['signIn sign-in']);
  });

  it('row 4: empty → /home, whoever asks', () => {
    for (const signedIn of [true, false]) {
      for (const guestCheckout of [true, false]) {
        const g = gating();
        g.actor.send({ type: 'checkout.proceed', lineCount: 0, signedIn, guestCheckout });
        expect(g.effects).toEqual(['home']);
      }
    }
  });

  it('the rule itself: gatingRow', () => {
    expect(gatingRow({ lineCount: 2, signedIn: true, guestCheckout: false })).toBe('checkout');
    expect(gatingRow({ lineCount: 2, signedIn: false, guestCheckout: true })).toBe('guestChoice');
    expect(gatingRow({ lineCount: 2, signedIn: false, guestCheckout: false })).toBe('signIn');
    expect(gatingRow({ lineCount: 0, signedIn: true, guestCheckout: true })).toBe('home');
  });

  it('proceeding needs an open drawer', () => {
    const effects: string[] = [];
    const actor = createActor(
      checkoutGatingMachine.provide({ actions: { goToCheckout: () => void effects.push('checkout') } }),
    ).start();
    actor.send({ type: 'checkout.proceed', lineCount: 1, signedIn: true, guestCheckout: false });
    expect(effects).toEqual([]);
  });

  it('model: generated paths reach every state and take every transition', () => {
    const entry = catalog.checkoutGating!;
    const result = coverage(entry.machine, modelPaths(entry));
    expect(result.mismatches).toEqual([]);
    expect(result.missedStates).toEqual([]);
    expect(result.missedTransitions).toEqual([]);
  });

  it('core §4 model: every step of every path leads where the table says, with its one effect', () => {
    expectStates(catalog.checkoutGating!, gatingExpectations);
  }, 60_000);
});

/** What each step does, by hand from core §4 "Checkout button in the drawer" (rows 1–4) and the guest choice. */
function expectedEffects(event: Record<string, unknown> | null): string[] {
  if (!event) return [];
  if (event.type === 'checkout.proceed') {
    if (event.lineCount === 0) return ['goHome'];
    if (event.signedIn) return ['goToCheckout {"page":"cart"}'];
    return event.guestCheckout ? [] : ['openSignIn {"mode":"sign-in"}'];
  }
  return (
    (
      {
        'checkout.guest.continue': ['goToCheckout {"page":"cart"}'],
        'checkout.guest.login': ['openSignIn {"mode":"sign-in"}'],
        'checkout.guest.signup': ['openSignIn {"mode":"sign-up"}'],
      } as Record<string, string[]>
    )[event.type as string] ?? []
  );
}

const effectsOf = (v: StepView<unknown>) =>
  v.step.effects.flatMap((e) =>
    e.kind === 'action' ? [e.params === undefined ? e.name : `${e.name} ${JSON.stringify(e.params)}`] : [],
  );
const sameEffects = (v: StepView<unknown>) =>
  expect(effectsOf(v)).toEqual(expectedEffects(v.event as Record<string, unknown> | null));

const gatingExpectations: Expectations<unknown> = {
  closed: { sees: 'no drawer (or the page the proceed led to)', check: sameEffects },
  'open.browsing': {
    sees: 'the drawer: lines, free-delivery bar, subtotal, "Proceed To Checkout"',
    check: (v) => {
      sameEffects(v);
      // Only opening the drawer or dismissing the guest choice shows the lines.
      expect(['cart.drawer.open', 'checkout.guest.dismiss']).toContain(v.event?.type);
    },
  },
  'open.guestChoice': {
    sees: 'the guest-choice dialog: log in, sign up, continue as guest',
    check: (v) => {
      expect(v.event).toMatchObject({ type: 'checkout.proceed', signedIn: false, guestCheckout: true });
      expect(v.event!.lineCount).toBeGreaterThan(0);
      sameEffects(v);
    },
  },
};

describe('buyNow machine: core §4 Buy now, acc §4 Order now', () => {
  const payload = {
    item_id: 101,
    model: 'Item' as const,
    price: 80,
    quantity: 2,
    variation: [],
    add_on_ids: [],
    add_on_qtys: [],
  };
  function run(campaign: boolean, signedIn: boolean) {
    const effects: string[] = [];
    const actor = createActor(
      buyNowMachine.provide({
        actions: {
          storeForCheckout: (_, p) => void effects.push(`store ${p.payload.item_id}`),
          goToCheckout: (_, p) => void effects.push(`checkout ${p.page}`),
          notify: (_, p) => void effects.push(p.id),
          openSignIn: () => void effects.push('signIn'),
        },
      }),
    ).start();
    actor.send({ type: 'checkout.buyNow', payload, campaign, signedIn });
    return effects;
  }

  it('Buy Now keeps the item and goes to page=buy_now, guest or not', () => {
    expect(run(false, false)).toEqual(['store 101', 'checkout buy_now']);
    expect(run(false, true)).toEqual(['store 101', 'checkout buy_now']);
  });

  it('Order Now (campaign) goes to page=campaign when signed in, else shows an error and the sign-in modal', () => {
    expect(run(true, true)).toEqual(['store 101', 'checkout campaign']);
    expect(run(true, false)).toEqual(['checkout.orderNowSignIn', 'signIn']);
  });

  it('model: generated paths reach every state and take every transition', () => {
    const entry = catalog.buyNow!;
    const result = coverage(entry.machine, modelPaths(entry));
    expect(result.mismatches).toEqual([]);
    expect(result.missedStates).toEqual([]);
    expect(result.missedTransitions).toEqual([]);
  });

  it('core §4 Buy now model: each press does what the spec says for its item and customer', () => {
    expectStates(catalog.buyNow!, {
      ready: {
        sees: 'Buy Now (Order Now for campaign items)',
        check: (v) => {
          const e = v.event;
          const named = v.step.effects.flatMap((x) => (x.kind === 'action' ? [[x.name, x.params]] : []));
          if (!e) return expect(named).toEqual([]);
          // Order Now needs a signed-in customer; otherwise the item is kept and checkout opens on its page.
          if (e.campaign && !e.signedIn)
            expect(named).toEqual([
              ['notify', { kind: 'error', id: 'checkout.orderNowSignIn' }],
              ['openSignIn', { mode: 'sign-in' }],
            ]);
          else
            expect(named).toEqual([
              ['storeForCheckout', { payload: e.payload, campaign: e.campaign }],
              ['goToCheckout', { page: e.campaign ? 'campaign' : 'buy_now' }],
            ]);
        },
      },
    });
  });
});
