import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CartLine, Item } from '../../api/types';
import { useCatalogSettings } from '../../api/queries/catalog';
import { cartQuery } from '../../api/queries/cart';
import { useScope } from '../../api/scope';
import { useItemView } from '../../flows/itemView';
import { useCartFlowsLoader } from '../../flows/cart';
import { hasOptions, itemSpecOf } from '../../domain/itemOptions';
import { findCartLine, initialSelection } from '../../domain/lineMatch';
import { canQuickAdd, isCampaignItem } from '../../domain/availability';
import { isStockTracked } from '../../domain/stock';

/**
 * What a product card does with its item (core §2 Product card, §4 Adding to the cart): quick view opens the
 * detail dialog; add sends one `cart.add` to the add-to-cart flow, which decides (dialog, product page,
 * store conflict, add) — an item of a closed store opens the dialog, which says so; the stepper of a line already in the cart drives that line.
 */
export function useItemActions(item: Item, storeOpen = true) {
  const view = useItemView();
  const cart = useCartFlowsLoader();
  const settings = useCatalogSettings();
  const scope = useScope();
  const lines = (useQuery(cartQuery(scope)).data ?? []) as CartLine[];
  const stockTracked = isStockTracked(settings.moduleConfig, item.module_type ?? scope.moduleType);
  const spec = itemSpecOf(item, stockTracked);
  const match = hasOptions(spec) ? null : findCartLine(spec, initialSelection(spec), lines);
  const line = match ? (lines.find((l) => l.id === match.id) ?? null) : null;
  const campaign = isCampaignItem(item);

  const open = useCallback(
    () => view.open({ id: item.id, slug: item.slug, campaign }),
    [view, item.id, item.slug, campaign],
  );
  const add = () => {
    const event = {
      type: 'cart.add',
      item: { ...item, module_id: item.module_id ?? scope.moduleId ?? undefined },
      ready: storeOpen && canQuickAdd(item, new Date(), stockTracked),
    } as const;
    // The cart flows load on the first add.
    void cart.get().then((flows) => flows.addToCart.send(event));
  };

  return { open, add, line };
}
