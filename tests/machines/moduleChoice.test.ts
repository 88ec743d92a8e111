import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { moduleChoiceMachine, type ModuleChoiceInput } from '../../machines/modules/moduleChoice.machine';
import { catalog } from '../../machines/catalog';
import type { StoredModule } from '../../src/domain/module';
import type { RentalCartView } from '../../src/domain/zone';
import { coverage, modelPaths, replay } from '../tools/model';
import { expectStates, type Expectations, type StepView } from '../tools/expectations';
import type { ModuleChoiceContext } from '../../machines/modules/moduleChoice.machine';

const FOOD: StoredModule = { id: 1, module_type: 'food', module_name: 'Food' };
const GROCERY: StoredModule = { id: 2, module_type: 'grocery', module_name: 'Grocery' };
const RENTAL: StoredModule = { id: 6, module_type: 'rental', module_name: 'Rental' };
const cartFrom = (...zones: string[][]): RentalCartView => ({ carts: zones.map((z) => ({ provider: { pickup_zone_id: z } })) });

function start(input: Partial<ModuleChoiceInput> = {}, fakes: { cart?: () => Promise<RentalCartView>; clear?: () => Promise<void> } = {}) {
  const calls: Array<[string, unknown]> = [];
  const record = (name: string) => (_: unknown, params?: unknown) => void calls.push([name, params]);
  const requests: Array<[string, unknown]> = [];
  const actor = createActor(
    moduleChoiceMachine.provide({
      actors: {
        fetchRentalCart: fromPromise(({ input }: { input: { moduleId: number } }) => {
          requests.push(['cart', input.moduleId]);
          return (fakes.cart ?? (async () => ({ carts: [] })))();
        }),
        clearRentalCart: fromPromise(({ input }: { input: { moduleId: number } }) => {
          requests.push(['clear', input.moduleId]);
          return (fakes.clear ?? (async () => {}))();
        }),
      },
      actions: {
        saveModule: record('saveModule'),
        goHome: record('goHome'),
        announceSelected: record('announceSelected'),
        announceLocationSet: record('announceLocationSet'),
        announceCartCleared: record('announceCartCleared'),
        warnModuleRequired: record('warnModuleRequired'),
        showServerError: record('showServerError'),
      },
    }),
    { input: { current: null, allowedZoneIds: [2, 1], ...input } },
  ).start();
  return { actor, calls, requests };
}

const settle = () => new Promise((r) => setTimeout(r, 0));
const names = (calls: Array<[string, unknown]>) => calls.map(([n]) => n);

describe('moduleChoice machine', () => {
  it('core §4 Module choice: the module is saved locally and in app state, "A Module has been selected." and /home', () => {
    const { actor, calls, requests } = start();
    actor.send({ type: 'module.popup.open' });
    expect(actor.getSnapshot().context.popupOpen).toBe(true);
    actor.send({ type: 'module.choose', module: GROCERY });
    expect(calls).toEqual([
      ['saveModule', { module: GROCERY }],
      ['announceSelected', undefined],
      ['goHome', undefined],
    ]);
    expect(requests).toEqual([]);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ current: GROCERY, popupOpen: false, chosen: null });
  });

  it('acc §2 side rail: choosing from the rail runs the same flow without the popup', () => {
    const { actor, calls } = start({ current: FOOD });
    actor.send({ type: 'module.choose', module: GROCERY });
    expect(names(calls)).toEqual(['saveModule', 'announceSelected', 'goHome']);
    expect(actor.getSnapshot().context.current).toEqual(GROCERY);
  });

  it("core §4 Module choice: a shared link's module is adopted quietly: saved and current, no message, no move", () => {
    const { actor, calls } = start({ current: GROCERY });
    actor.send({ type: 'module.adopt', module: { id: 3, module_type: 'pharmacy', module_name: 'Pharmacy' } });
    expect(calls).toEqual([['saveModule', { module: { id: 3, module_type: 'pharmacy', module_name: 'Pharmacy' } }]]);
    expect(actor.getSnapshot().context.current).toEqual({ id: 3, module_type: 'pharmacy', module_name: 'Pharmacy' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('core §8 "A module must be selected to continue.": closing with no module warns and the popup stays', () => {
    const { actor, calls } = start();
    actor.send({ type: 'module.popup.open' });
    actor.send({ type: 'module.popup.close' });
    expect(names(calls)).toEqual(['warnModuleRequired']);
    expect(actor.getSnapshot().value).toBe('popup');
    expect(actor.getSnapshot().context).toMatchObject({ popupOpen: true, warned: true });
    actor.send({ type: 'module.choose', module: GROCERY });
    expect(actor.getSnapshot().context.warned).toBe(false);
  });

  it('core §2 Module selection popup: with a module chosen before, the close button just closes', () => {
    const { actor, calls } = start({ current: FOOD });
    actor.send({ type: 'module.popup.open' });
    actor.send({ type: 'module.popup.close' });
    expect(calls).toEqual([]);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.popupOpen).toBe(false);
  });

  it('core §4 Module choice: rental with an empty rental cart is a plain choice', async () => {
    const { actor, calls, requests } = start({ current: FOOD });
    actor.send({ type: 'module.choose', module: RENTAL });
    expect(actor.getSnapshot().value).toBe('checkingRentalCart');
    await settle();
    expect(requests).toEqual([['cart', 6]]);
    expect(names(calls)).toEqual(['saveModule', 'announceSelected', 'goHome']);
  });

  it('core §4 Module choice: rental whose first provider picks up in an allowed zone: "Location set successfully", /home, close', async () => {
    const { actor, calls, requests } = start({ allowedZoneIds: [2, 1] }, { cart: async () => cartFrom(['1', '2'], ['3']) });
    actor.send({ type: 'module.popup.open' });
    actor.send({ type: 'module.choose', module: RENTAL });
    expect(actor.getSnapshot().context.popupOpen).toBe(true);
    await settle();
    expect(requests).toEqual([['cart', 6]]);
    expect(names(calls)).toEqual(['saveModule', 'announceLocationSet', 'goHome']);
    expect(actor.getSnapshot().context.popupOpen).toBe(false);
  });

  it('core §4 Module choice: no pickup zone matches: the whole cart is deleted, the clearing message, /home', async () => {
    const { actor, calls, requests } = start({ allowedZoneIds: [2, 1] }, { cart: async () => cartFrom(['3'], ['1']) });
    actor.send({ type: 'module.choose', module: RENTAL });
    await settle();
    await settle();
    expect(requests).toEqual([
      ['cart', 6],
      ['clear', 6],
    ]);
    expect(names(calls)).toEqual(['saveModule', 'announceCartCleared', 'goHome']);
    expect(actor.getSnapshot().context.current).toEqual(RENTAL);
  });

  it("core §8: a failed cart clear shows the server's message and still goes to /home", async () => {
    const { actor, calls } = start({ allowedZoneIds: [3] }, { cart: async () => cartFrom(['1', '2']), clear: async () => Promise.reject({ message: 'The selected guest id is invalid.' }) });
    actor.send({ type: 'module.choose', module: RENTAL });
    await settle();
    await settle();
    expect(calls).toEqual([
      ['saveModule', { module: RENTAL }],
      ['showServerError', { message: 'The selected guest id is invalid.' }],
      ['goHome', undefined],
    ]);
  });

  it('core §4 Module choice: a rental cart that cannot be read does not block the choice', async () => {
    const { actor, calls } = start({}, { cart: async () => Promise.reject(new Error('offline')) });
    actor.send({ type: 'module.choose', module: RENTAL });
    await settle();
    expect(names(calls)).toEqual(['saveModule', 'announceSelected', 'goHome']);
  });

  it('model: generated paths reach every state and take every transition (rental match and mismatch included)', () => {
    const entry = catalog.moduleChoice!;
    const paths = modelPaths(entry);
    expect(coverage(entry.machine, paths)).toEqual({ missedStates: [], missedTransitions: [], mismatches: [] });
    const outcomes = new Set(paths.map((p) => replay(entry.machine, p).actions).flatMap((a) => a.filter((n) => n.startsWith('announce'))));
    expect([...outcomes].sort()).toEqual(['announceCartCleared', 'announceLocationSet', 'announceSelected']);
  });

  it('model: every path that chooses a module ends at /home (an adopted one stays put), and the cart is cleared only after a mismatch', () => {
    const entry = catalog.moduleChoice!;
    for (const path of modelPaths(entry)) {
      const { actions } = replay(entry.machine, path);
      const chose = path.steps.some((s) => s.event.type === 'module.choose');
      const finished = path.steps.at(-1)!.value === 'idle' && actions.includes('saveModule');
      if (finished && chose) expect(actions).toContain('goHome');
      // A module adopted from a link moves nobody.
      if (!chose) expect(actions).not.toContain('goHome');
      if (actions.includes('announceCartCleared')) {
        const cart = path.steps.find((s) => s.event.type === 'xstate.done.actor.fetchRentalCart')!.event as unknown as { output: RentalCartView };
        const allowed = (path.input as ModuleChoiceInput).allowedZoneIds.map(String);
        expect(cart.output.carts[0]!.provider!.pickup_zone_id as string[]).not.toEqual(expect.arrayContaining([allowed[0]]));
      }
    }
  });
});

describe('moduleChoice machine, state by state', () => {
  it('core §4 Module choice model: every state a path reaches holds what the spec says', () => {
    expectStates(catalog.moduleChoice!, moduleExpectations);
  }, 60_000);
});

type View = StepView<ModuleChoiceContext>;
type Ev = Record<string, any> & { type: string };
const lastChoice = (v: View) => ([...v.events].reverse().find((e) => e.type === 'module.choose') as Ev | undefined)?.module as StoredModule | undefined;
/** The module in force: the last one chosen or adopted from a link. */
const lastModule = (v: View) => ([...v.events].reverse().find((e) => e.type === 'module.choose' || e.type === 'module.adopt') as Ev | undefined)?.module as StoredModule | undefined;
/** The effects of a step, in order: named actions that reach the edge, with their parameters. */
const effectsOf = (v: View) => v.step.effects.flatMap((e) => (e.kind === 'action' && !e.context ? [e.params === undefined ? [e.name] : [e.name, e.params]] : []));
/** core §4: the first provider's pickup zones against the zones allowed here. */
const cartFits = (v: View, output: RentalCartView) => {
  const allowed = (v.input as ModuleChoiceInput).allowedZoneIds.map(String);
  return ((output.carts[0]?.provider?.pickup_zone_id ?? []) as unknown[]).map(String).some((z) => allowed.includes(z));
};

/** What the customer notices after each step that ends a choice, by hand from core §4 and §8. */
function closingEffects(v: View): unknown[] {
  const e = v.event as Ev | null;
  switch (e?.type) {
    case 'module.choose':
      return [['saveModule', { module: e!.module }], ['announceSelected'], ['goHome']];
    case 'module.adopt':
      // A shared link's module is saved quietly: no message, no move.
      return [['saveModule', { module: e!.module }]];
    case 'xstate.done.actor.fetchRentalCart':
      return e!.output.carts.length === 0 ? [['announceSelected'], ['goHome']] : [['announceLocationSet'], ['goHome']];
    case 'xstate.error.actor.fetchRentalCart':
      return [['announceSelected'], ['goHome']];
    case 'xstate.done.actor.clearRentalCart':
      return [['announceCartCleared'], ['goHome']];
    case 'xstate.error.actor.clearRentalCart':
      return [['showServerError', { message: e!.error.message }], ['goHome']];
    default:
      return [];
  }
}

const moduleExpectations: Expectations<ModuleChoiceContext> = {
  idle: {
    sees: 'no popup; the side rail with the chosen module',
    context: (v) => ({ popupOpen: false, chosen: null, current: lastModule(v) ?? (v.input as ModuleChoiceInput).current }),
    check: (v) => {
      const e = v.event as Ev | null;
      if (e?.type === 'xstate.done.actor.fetchRentalCart' && e.output.carts.length) expect(cartFits(v, e.output)).toBe(true);
      expect(effectsOf(v)).toEqual(closingEffects(v));
    },
  },
  popup: {
    sees: 'the module tiles and "Select a type of module for your orders."',
    context: (v) => ({ popupOpen: true, warned: v.event?.type === 'module.popup.close' }),
    check: (v) => {
      // Closing with no module chosen yet: "A module must be selected to continue." and the popup stays.
      if (v.event?.type === 'module.popup.close') {
        expect((v.input as ModuleChoiceInput).current).toBeNull();
        expect(lastModule(v)).toBeUndefined();
        expect(effectsOf(v)).toEqual([['warnModuleRequired']]);
      } else expect(effectsOf(v)).toEqual([]);
    },
  },
  checkingRentalCart: {
    sees: 'rental chosen and saved; its cart is read before /home',
    calls: ['fetchRentalCart'],
    context: (v) => ({ current: lastChoice(v), chosen: lastChoice(v) }),
    check: (v) => {
      expect(lastChoice(v)?.module_type).toBe('rental');
      expect(effectsOf(v)).toEqual([['saveModule', { module: lastChoice(v) }]]);
    },
  },
  clearingCart: {
    sees: 'the rental cart is deleted: no pickup zone matches here',
    calls: ['clearRentalCart'],
    check: (v) => {
      const output = (v.event as Ev).output as RentalCartView;
      expect(output.carts.length).toBeGreaterThan(0);
      expect(cartFits(v, output)).toBe(false);
      expect(effectsOf(v)).toEqual([]);
    },
  },
};
