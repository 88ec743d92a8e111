import { describe, expect, it } from 'vitest';
import { catalog } from '../../machines/catalog';
import type { ModuleChoiceContext, ModuleChoiceInput } from '../../machines/modules/moduleChoice.machine';
import type { StoredModule } from '../../src/domain/module';
import type { RentalCartView } from '../../src/domain/zone';
import { expectStates, type Expectations, type StepView } from '../tools/expectations';
import { allowedZones, choices, type Ev } from './moduleChoice.model';

describe('moduleChoice machine, state by state', () => {
  it('core §4 Module choice model: every state a path reaches holds what the spec says', () => {
    expectStates(catalog.moduleChoice!, moduleExpectations);
  }, 60_000);
});

type View = StepView<ModuleChoiceContext>;
const chosenBy = (v: View, kinds: string[]) => {
  const events = v.events as Ev[];
  const picks = choices(events);
  return picks.findLast((m, i) => m !== undefined && kinds.includes(events[i]!.type));
};
const lastChoice = (v: View) => chosenBy(v, ['module.choose', 'module.offer']);
/** The module in force: the last one chosen, wished from a tile, adopted from a link or brought by a changed scope. */
const lastModule = (v: View) => chosenBy(v, ['module.choose', 'module.offer', 'module.adopt', 'scope.changed']);
const choseNow = (v: View) => choices(v.events as Ev[]).at(-1);
/** The effects of a step, in order: named actions that reach the edge, with their parameters. */
const effectsOf = (v: View) =>
  v.step.effects.flatMap((e) =>
    e.kind === 'action' && !e.context ? [e.params === undefined ? [e.name] : [e.name, e.params]] : [],
  );
/** core §4: the first provider's pickup zones against the zones allowed here. */
const cartFits = (v: View, output: RentalCartView) => {
  const allowed = allowedZones(v.input as ModuleChoiceInput, v.events as Ev[]).map(String);
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
    case 'module.offer':
      // The wished kind is offered here: chosen as on the rail; otherwise nothing reaches the customer yet.
      return choseNow(v) ? [['saveModule', { module: choseNow(v) }], ['announceSelected'], ['goHome']] : [];
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
    context: (v) => ({
      popupOpen: false,
      chosen: null,
      current: lastModule(v) ?? (v.input as ModuleChoiceInput).current,
    }),
    check: (v) => {
      const e = v.event as Ev | null;
      if (e?.type === 'xstate.done.actor.fetchRentalCart' && e.output.carts.length)
        expect(cartFits(v, e.output)).toBe(true);
      expect(effectsOf(v)).toEqual(closingEffects(v));
    },
  },
  popup: {
    sees: 'the module tiles and "Select a type of module for your orders."',
    // A changed scope leaves the popup as it was (its warning included).
    context: (v) =>
      v.event?.type === 'scope.changed'
        ? { popupOpen: true, wished: null }
        : { popupOpen: true, warned: v.event?.type === 'module.popup.close', wished: null },
    check: (v) => {
      // /home offered modules without the wished kind or the chosen module: the popup asks.
      if (v.event?.type === 'module.offer')
        expect(
          lastModule(v) === undefined || !(v.event as Ev).modules.some((m: StoredModule) => m.id === lastModule(v)!.id),
        ).toBe(true);
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
    // The scope may change while the cart is read (another tab): the module in force follows it.
    context: (v) => ({ current: lastModule(v), chosen: lastChoice(v) }),
    check: (v) => {
      expect(lastChoice(v)?.module_type).toBe('rental');
      // Entered by the choice: rental is saved; a changed scope while there only moves the module in force.
      expect(effectsOf(v)).toEqual(
        v.event?.type === 'scope.changed' ? [] : [['saveModule', { module: lastChoice(v) }]],
      );
    },
  },
  clearingCart: {
    sees: 'the rental cart is deleted: no pickup zone matches here',
    calls: ['clearRentalCart'],
    check: (v) => {
      // A changed scope while the cart is deleted changes nothing the customer sees.
      if (v.event?.type === 'scope.changed') return expect(effectsOf(v)).toEqual([]);
      const output = (v.event as Ev).output as RentalCartView;
      expect(output.carts.length).toBeGreaterThan(0);
      expect(cartFits(v, output)).toBe(false);
      expect(effectsOf(v)).toEqual([]);
    },
  },
};
