import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { moduleChoiceMachine, type ModuleChoiceInput } from '../../machines/modules/moduleChoice.machine';
import { catalog } from '../../machines/catalog';
import type { StoredModule } from '../../src/domain/module';
import type { RentalCartView } from '../../src/domain/zone';
import { coverage, modelPaths, replay } from '../tools/model';
import { allowedZones, choices, type Ev } from './moduleChoice.model';

const FOOD: StoredModule = { id: 1, module_type: 'food', module_name: 'Food' };
const GROCERY: StoredModule = { id: 2, module_type: 'grocery', module_name: 'Grocery' };
const RENTAL: StoredModule = { id: 6, module_type: 'rental', module_name: 'Rental' };
const cartFrom = (...zones: string[][]): RentalCartView => ({
  carts: zones.map((z) => ({ provider: { pickup_zone_id: z } })),
});

function start(
  input: Partial<ModuleChoiceInput> = {},
  fakes: { cart?: () => Promise<RentalCartView>; clear?: () => Promise<void> } = {},
) {
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

  it('acc §2 Landing: a Grocery tile tapped before a location is chosen selects Grocery once /home offers it', () => {
    const { actor, calls } = start();
    actor.send({ type: 'module.wish', moduleType: 'grocery' });
    expect(calls).toEqual([]);
    actor.send({ type: 'module.offer', modules: [FOOD, GROCERY] });
    expect(calls).toEqual([
      ['saveModule', { module: GROCERY }],
      ['announceSelected', undefined],
      ['goHome', undefined],
    ]);
    expect(actor.getSnapshot().context).toMatchObject({ current: GROCERY, wished: null, popupOpen: false });
  });

  it('acc §2 Landing: a tile whose kind is not offered here opens the module popup instead', () => {
    const { actor, calls } = start();
    actor.send({ type: 'module.wish', moduleType: 'rental' });
    actor.send({ type: 'module.offer', modules: [FOOD, GROCERY] });
    expect(calls).toEqual([]);
    expect(actor.getSnapshot().context).toMatchObject({ current: null, wished: null, popupOpen: true });
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
    const { actor, calls, requests } = start(
      { allowedZoneIds: [2, 1] },
      { cart: async () => cartFrom(['1', '2'], ['3']) },
    );
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
    const { actor, calls } = start(
      { allowedZoneIds: [3] },
      {
        cart: async () => cartFrom(['1', '2']),
        clear: async () => Promise.reject({ message: 'The selected guest id is invalid.' }),
      },
    );
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

  it('core §4 Module choice: a location chosen in another tab: the rental cart is checked against the zones where the customer is now', async () => {
    const { actor, calls } = start(
      { current: FOOD, allowedZoneIds: [2, 1] },
      { cart: async () => cartFrom(['1', '2']) },
    );
    actor.send({ type: 'scope.changed', module: FOOD, zoneIds: [3] });
    actor.send({ type: 'module.choose', module: RENTAL });
    await settle();
    await settle();
    expect(names(calls)).toEqual(['saveModule', 'announceCartCleared', 'goHome']);
  });

  it('core §4 Module choice: a module saved elsewhere is the module in force, so the popup closes without the warning', () => {
    const { actor, calls } = start({ current: null });
    actor.send({ type: 'module.popup.open' });
    actor.send({ type: 'scope.changed', module: GROCERY, zoneIds: [2, 1] });
    actor.send({ type: 'module.popup.close' });
    expect(names(calls)).toEqual([]);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.current).toEqual(GROCERY);
  });

  it('model: generated paths reach every state and take every transition (rental match and mismatch included)', () => {
    const entry = catalog.moduleChoice!;
    const paths = modelPaths(entry);
    expect(coverage(entry.machine, paths)).toEqual({ missedStates: [], missedTransitions: [], mismatches: [] });
    const outcomes = new Set(
      paths.map((p) => replay(entry.machine, p).actions).flatMap((a) => a.filter((n) => n.startsWith('announce'))),
    );
    expect([...outcomes].sort()).toEqual(['announceCartCleared', 'announceLocationSet', 'announceSelected']);
  }, 30_000);

  it('model: every path that chooses a module ends at /home (an adopted one stays put), and the cart is cleared only after a mismatch', () => {
    const entry = catalog.moduleChoice!;
    for (const path of modelPaths(entry)) {
      const { actions } = replay(entry.machine, path);
      // Chosen on the rail or the popup, or wished on a landing tile and offered by /home.
      const events = path.steps.map((s) => s.event as Ev);
      const chose = choices(events).some(
        (m, i) => m !== undefined && events[i]!.type !== 'module.adopt' && events[i]!.type !== 'scope.changed',
      );
      const finished = path.steps.at(-1)!.value === 'idle' && actions.includes('saveModule');
      if (finished && chose) expect(actions).toContain('goHome');
      // A module adopted from a link moves nobody.
      if (!chose) expect(actions).not.toContain('goHome');
      if (actions.includes('announceCartCleared')) {
        const at = path.steps.findIndex((s) => s.event.type === 'xstate.done.actor.fetchRentalCart');
        const cart = path.steps[at]!.event as unknown as { output: RentalCartView };
        const allowed = allowedZones(path.input as ModuleChoiceInput, events.slice(0, at)).map(String);
        expect(cart.output.carts[0]!.provider!.pickup_zone_id as string[]).not.toEqual(
          expect.arrayContaining([allowed[0]]),
        );
      }
    }
  });
});
