import { createContext, use, useContext } from 'react';
import type { itemConfigMachine } from '../../machines/catalog/itemConfig.machine';
import type { LazyActor } from './lazyActor';

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
  /** Loads the dialog's code ahead of a likely open. */
  preload?(): unknown;
}

/** Provided by the product feature's dialog host (in the root layout); catalogue cards open items through it. */
export const ItemViewContext = createContext<ItemView>({ open: () => {} });
export const useItemView = () => useContext(ItemViewContext);

/** The item-configuration machine with its real effects (cart calls, toasts, buy now), provided by the edge. */
export const ItemConfigLogicContext = createContext<LazyActor<typeof itemConfigMachine> | null>(null);
/** The holder, for cards of the first screen: they load the logic on the first add. */
export const useItemConfigLoader = () => useContext(ItemConfigLogicContext);
/** The logic, suspending until it is loaded: for the item dialog and page. */
export function useItemConfigLogic(): typeof itemConfigMachine | null {
  const lazy = useContext(ItemConfigLogicContext);
  return lazy ? use(lazy.get()) : null;
}
