import { describe, expect, it } from 'vitest';
import { type ItemConfigContext, type ItemConfigInput } from '../../machines/catalog/itemConfig.machine';
import { catalog } from '../../machines/catalog';
import { expectStates, type Expectations } from '../tools/expectations';
import { type View, notices, emitted } from './itemConfig.helpers';

describe('itemConfig machine, state by state', () => {
  it('core §4/§5 model: every state a path reaches holds what the spec says', () => {
    expectStates(catalog.itemConfig!, configExpectations);
  }, 120_000);
});

type Ev = Record<string, any> & { type: string };

const itemOf = (v: View) => (v.input as ItemConfigInput).item as Record<string, any>;

/** Why a submit or Buy Now is refused, by hand for the catalogue's sample items (core §4, §5). */
function refusal(v: View): string[] {
  const input = v.input as ItemConfigInput;
  const item = itemOf(v);
  if (input.available === false && !input.scheduleOrder) return ['notAvailable'];
  if (item.stock === 0) return ['outOfStock'];
  if (item.id === 3) return v.context.selection.choice[0] === 'Masala' ? ['variationOutOfStock'] : [];
  // Food groups: Size is required; Toppings needs exactly two once any is picked.
  if (item.id === 1) {
    const f = v.context.selection.food;
    if (!f.Size?.length) return ['variationRequired'];
    if (f.Toppings?.length && f.Toppings.length !== 2) return ['variationRange'];
  }
  return [];
}

const configExpectations: Expectations<ItemConfigContext> = {
  editing: {
    sees: 'price, options, add-ons, quantity stepper, total; Add to Cart (or Update To Cart)',
    check: (v) => {
      const e = v.event as Ev | null;
      const item = itemOf(v);
      const { quantity } = v.context.selection;
      // The stepper stays between 1, the stock (when tracked) and maximum_cart_quantity.
      expect(quantity).toBeGreaterThanOrEqual(1);
      if (item.maximum_cart_quantity) expect(quantity).toBeLessThanOrEqual(item.maximum_cart_quantity);
      if ((v.input as ItemConfigInput).stockTracked !== false && typeof item.stock === 'number')
        expect(quantity).toBeLessThanOrEqual(Math.max(item.stock, 1));
      if (e?.type === 'item.cart.added') {
        // The add-to-cart flow announced the add; the dialog closes on the new lines.
        expect(v.from).toEqual(['adding']);
        expect(notices(v)).toEqual([]);
        expect(v.step.effects.some((x) => x.kind === 'action' && x.name === 'closeView')).toBe(true);
        expect(v.context.lines).toEqual(e.lines);
      } else if (e?.type === 'item.cart.notAdded') {
        // Cancelled or refused: the add-to-cart flow said why; the dialog stays as it was.
        expect(v.step.effects.filter((x) => x.kind === 'action' && !x.context)).toEqual([]);
      } else if (e?.type === 'xstate.done.actor.updateCart') {
        // core §4: "Updated successfully", or its alias "Item updated successfully" for a food item.
        expect(notices(v)).toEqual([{ kind: 'success', id: v.context.spec.isFood ? 'itemUpdated' : 'updated' }]);
        expect(v.step.effects.some((x) => x.kind === 'action' && x.name === 'closeView')).toBe(true);
        expect(v.context.lines).toEqual(e.output);
      } else if (e?.type === 'xstate.error.actor.updateCart') {
        // The server's refusal is shown; a late one, for a request no longer waited for, is not.
        expect(notices(v)).toEqual(v.from.includes('updating') ? [{ kind: 'error', texts: e.error.messages }] : []);
      } else if (e?.type === 'item.cart.submit' || e?.type === 'item.buyNow') {
        // Staying here after a submit: exactly one message says why.
        const said = notices(v).map((n) => n.id);
        const why = refusal(v);
        expect(said).toEqual(why.length ? why : ['noChanges']);
      }
    },
  },
  adding: {
    sees: 'the configured item goes to the add-to-cart flow',
    check: (v) => {
      expect(refusal(v)).toEqual([]);
      expect(v.context.line).toBeNull();
      // Entering asks the add-to-cart flow once; a late answer of another request changes nothing.
      const asked = v.step.effects.filter((x) => x.kind === 'action' && x.name === 'requestAdd');
      if (v.from.includes('adding')) return expect([emitted(v), asked]).toEqual([[], []]);
      const payload = { item_id: itemOf(v).id, quantity: v.context.selection.quantity };
      expect(emitted(v)[0]).toMatchObject({
        type: 'cart.add',
        payload,
        scheduled: (v.input as ItemConfigInput).available === false,
      });
      expect(asked).toMatchObject([{ params: { payload, storeId: itemOf(v).store_id } }]);
    },
  },
  updating: {
    sees: 'Update To Cart: the matching cart line is changed',
    calls: ['updateCart'],
    check: (v) => {
      expect(v.context.line).not.toBeNull();
      if (v.from.includes('updating')) return expect(emitted(v)).toEqual([]);
      expect(emitted(v)).toEqual([
        expect.objectContaining({
          type: 'cart.update',
          payload: expect.objectContaining({ cart_id: v.context.line!.id }),
        }),
      ]);
    },
  },
  boughtNow: {
    sees: '/checkout?page=buy_now (page=campaign for campaign items), the item dialog closed',
    check: (v) => {
      expect(v.step.status).toBe('done');
      expect(refusal(v)).toEqual([]);
      const campaign = Boolean(itemOf(v).available_date_starts);
      expect(v.step.effects.find((x) => x.kind === 'action' && x.name === 'startBuyNow')).toMatchObject({
        params: { campaign, payload: { item_id: itemOf(v).id } },
      });
      // The item dialog closes: checkout is not left under it.
      expect(v.step.effects.some((x) => x.kind === 'action' && x.name === 'closeView')).toBe(true);
    },
  },
};
