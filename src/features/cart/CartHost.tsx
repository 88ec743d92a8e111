import { Suspense, useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { useCartFlowsLoader } from '../../flows/cart';
import { useLoaded } from '../../flows/lazyActor';
import { useItemView } from '../../flows/itemView';
import { lazyPart } from '../../ui/lazyPart';

const ConflictDialog = lazyPart(() => import('./ConflictDialog'));
const CartDrawer = lazyPart(() => import('./CartDrawer'));

/**
 * The app-wide pieces of the cart flows, mounted inside the item-view host so a line's image and an item
 * that needs its options chosen can open the item dialog: the cart drawer and the store-conflict question.
 */
export function CartHost() {
  // Nothing to show until the first interaction has created the cart flows.
  const loader = useCartFlowsLoader();
  const flows = useLoaded(loader);
  const addToCart = flows?.addToCart;
  const itemView = useItemView();
  const conflict = useSelector(addToCart, (s) => s?.hasTag('confirming') ?? false);
  const drawerOpen = useSelector(flows?.checkout, (s) => s?.hasTag('open') ?? false);

  useEffect(() => {
    // core §4: items with variations open the detail dialog first. Subscribed as soon as the flows load
    // (not after the next render), so the very first add cannot be missed.
    let stopped = false;
    let sub: { unsubscribe(): void } | undefined;
    void loader.whenLoaded().then((f) => {
      if (stopped) return;
      sub = f.addToCart.on('cart.item.chooseVariation', ({ item }) =>
        itemView.open({ id: item.id, slug: item.slug, campaign: Boolean(item.available_date_starts) }),
      );
    });
    return () => {
      stopped = true;
      sub?.unsubscribe();
    };
  }, [loader, itemView]);

  return (
    <Suspense fallback={null}>
      {drawerOpen ? <CartDrawer /> : null}
      {conflict && addToCart ? <ConflictDialog actor={addToCart} /> : null}
    </Suspense>
  );
}
