import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { ItemViewContext, type ItemRef } from '../../flows/itemView';

const ProductDialog = lazy(() => import('./ProductDialog'));

/** Lets any card open the item detail dialog; the dialog's code loads on first use. */
export function ItemDialogHost({ children }: { children: ReactNode }) {
  const [item, setItem] = useState<ItemRef | null>(null);
  const value = useMemo(() => ({ open: (ref: ItemRef) => setItem(ref) }), []);
  return (
    <ItemViewContext.Provider value={value}>
      {children}
      {item ? (
        <Suspense fallback={null}>
          <ProductDialog key={`${item.id}-${item.campaign ? 'c' : 'i'}`} item={item} onClose={() => setItem(null)} />
        </Suspense>
      ) : null}
    </ItemViewContext.Provider>
  );
}
