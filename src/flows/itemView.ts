import { createContext, useContext } from 'react';
import type { itemConfigMachine } from '../../machines/catalog/itemConfig.machine';

/** An item to show in the detail dialog: what cards and lists know of it. */
export interface ItemRef {
  id: number;
  slug?: string | null;
  /** Campaign items have no details route of their own: the entry itself is shown (api2 §8.2). */
  campaign?: boolean;
}

export interface ItemView {
  /** core §2: quick view opens the item detail dialog. */
  open(item: ItemRef): void;
}

/** Provided by the product feature's dialog host (in the root layout); catalogue cards open items through it. */
export const ItemViewContext = createContext<ItemView>({ open: () => {} });
export const useItemView = () => useContext(ItemViewContext);

/** The item-configuration machine with its real effects (cart calls, toasts, buy now), provided by the edge. */
export const ItemConfigLogicContext = createContext<typeof itemConfigMachine | null>(null);
export const useItemConfigLogic = () => useContext(ItemConfigLogicContext);
