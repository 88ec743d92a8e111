import { lazy, Suspense, useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { useCartFlows } from '../../flows/cart';
import { useItemView } from '../../flows/itemView';

const ConflictDialog = lazy(() => import('./ConflictDialog'));
const CartDrawer = lazy(() => import('./CartDrawer'));

/**
 * The app-wide pieces of the cart flows, mounted inside the item-view host so a line's image and an item
 * that needs its options chosen can open the item dialog: the cart drawer and the store-conflict question.
 */
export function CartHost() {
  const { addToCart, checkout } = useCartFlows();
  const itemView = useItemView();
  const conflict = useSelector(addToCart, (s) => s.matches('confirmingConflict'));
  const drawerOpen = useSelector(checkout, (s) => s.matches('open'));

  useEffect(() => {
    // core §4: items with variations open the detail dialog first.
    const sub = addToCart.on('cart.item.chooseVariation', ({ item }) => itemView.open({ id: item.id, slug: item.slug, campaign: Boolean(item.available_date_starts) }));
    return () => sub.unsubscribe();
  }, [addToCart, itemView]);

  return (
    <Suspense fallback={null}>
      {drawerOpen ? <CartDrawer /> : null}
      {conflict ? <ConflictDialog actor={addToCart} /> : null}
    </Suspense>
  );
}
