import { useSelector } from '@xstate/react';
import { useRouter } from '@tanstack/react-router';
import type { Item, Store, Vehicle } from '../../api/types';
import { useWishlistFlow } from '../../flows/wishlist';
import { useAddToCart } from '../../flows/cart';
import { storeHref, wishKinds, wishTabLabels } from '../../domain/wishlist';
import { useWishlistView } from './useWishlistView';

/** The drawer's wiring: the wishlist flow (by tags), the list, and what each row's buttons do. */
export function useWishlistDrawer(onClose: () => void) {
  const router = useRouter();
  const wishlist = useWishlistFlow();
  const addToCart = useAddToCart();
  const confirming = useSelector(wishlist, (s) => s.hasTag('confirming'));
  const busy = useSelector(wishlist, (s) => s.hasTag('busy'));
  const view = useWishlistView();
  const kinds = wishKinds(view.moduleType);
  const rental = view.moduleType === 'rental';

  // Leaving for a store or a vehicle closes the drawer first.
  const openStore = (store: Store) => {
    onClose();
    router.history.push(storeHref(store, rental));
  };
  const openVehicle = (v: Vehicle) => {
    onClose();
    router.history.push(`/rental/vehicle-details?id=${encodeURIComponent(v.slug || String(v.id))}`);
  };
  // An item or a vehicle asks before it goes; a store goes at once.
  const askDelete = (id: number) => wishlist.send({ type: 'wishlist.remove.ask', target: { kind: kinds.items, id } });
  const removeStore = (id: number) => wishlist.send({ type: 'wishlist.remove', target: { kind: kinds.stores, id } });
  const addItem = (item: Item) => addToCart.send({ type: 'cart.add', item });

  return {
    wishlist,
    confirming,
    busy,
    labels: wishTabLabels(view.moduleType),
    list: view.list,
    money: view.money,
    openStore,
    openVehicle,
    askDelete,
    removeStore,
    addItem,
  };
}

export type WishlistDrawerView = ReturnType<typeof useWishlistDrawer>;
