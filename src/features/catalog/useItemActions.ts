import { useCallback } from 'react';
import { createActor } from 'xstate';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { Item } from '../../api/types';
import { cartLinesQuery, currentScope, useCatalogSettings } from '../../api/queries/catalog';
import { useItemConfigLoader, useItemView } from '../../flows/itemView';
import { hasOptions, itemSpecOf } from '../../domain/itemOptions';
import { findCartLine, initialSelection, type CartLineLike } from '../../domain/itemConfig';
import { isAvailableNow, isCampaignItem } from '../../domain/availability';
import { isStockTracked } from '../../domain/stock';

/**
 * What a product card does with its item (core §2 Product card, §4 Adding to the cart): quick view opens the
 * detail dialog; add goes through the item-configuration flow, except that items with variations open the
 * dialog first and ecommerce items with variations go to the product page; the stepper updates the cart line.
 */
export function useItemActions(item: Item) {
  const view = useItemView();
  const loader = useItemConfigLoader();
  const navigate = useNavigate();
  const settings = useCatalogSettings();
  const scope = currentScope();
  const lines = (useQuery(cartLinesQuery(scope)).data ?? []) as unknown as CartLineLike[];
  const stockTracked = isStockTracked(settings.moduleConfig, item.module_type ?? scope.moduleType);
  const spec = itemSpecOf(item, stockTracked);
  const line = hasOptions(spec) ? null : findCartLine(spec, initialSelection(spec), lines);
  const campaign = isCampaignItem(item);

  const open = useCallback(() => view.open({ id: item.id, slug: item.slug, campaign }), [view, item.id, item.slug, campaign]);

  const run = (events: Array<{ type: 'item.quantity.increment' } | { type: 'item.quantity.decrement' } | { type: 'item.cart.submit' }>) => {
    if (!loader) return;
    const input = { item, stockTracked, lines, available: isAvailableNow(item, new Date()), scheduleOrder: Boolean(item.schedule_order), digits: settings.money.digits };
    // The logic (and the cart flows it adds through) loads on the first add.
    void loader.get().then((logic) => {
      const actor = createActor(logic, { input }).start();
      for (const e of events) {
        const before = actor.getSnapshot().context.selection.quantity;
        actor.send(e);
        // A blocked step (limit, stock, minimum) has already said why; there is nothing to submit.
        if (e.type !== 'item.cart.submit' && actor.getSnapshot().context.selection.quantity === before) return;
      }
    });
  };

  const add = () => {
    if (hasOptions(spec)) {
      if (spec.moduleType === 'ecommerce') void navigate({ to: '/product/$id', params: { id: item.slug || String(item.id) }, search: { module_id: item.module_id ?? scope.moduleId ?? undefined } });
      else open();
      return;
    }
    run([{ type: 'item.cart.submit' }]);
  };

  return {
    open,
    add,
    quantity: line?.quantity ?? 0,
    increase: () => run([{ type: 'item.quantity.increment' }, { type: 'item.cart.submit' }]),
    decrease: () => run([{ type: 'item.quantity.decrement' }, { type: 'item.cart.submit' }]),
  };
}
