import { Suspense, useMemo, useState, type ReactNode } from 'react';
import { ItemViewContext, type ItemRef } from '../../flows/itemView';
import type ProductDialog from './ProductDialog';

let Dialog: typeof ProductDialog | undefined;
// Not React.lazy: a lazy component suspends on its first render even when its code is already here, and
// React then holds the revealed dialog back for 300 ms (its fallback throttle). Once loaded, `open` still
// renders within the tap: the promise settles in the tap's own microtasks.
const load = () => import('./ProductDialog').then((m) => (Dialog = m.default));

/** Lets any card open the item detail dialog; the dialog's code loads on first use, or earlier on `preload`. */
export function ItemDialogHost({ children }: { children: ReactNode }) {
  const [item, setItem] = useState<ItemRef | null>(null);
  const value = useMemo(() => ({ open: (ref: ItemRef) => void load().then(() => setItem(ref)), preload: load }), []);
  return (
    <ItemViewContext.Provider value={value}>
      {children}
      {item && Dialog ? (
        <Suspense fallback={null}>
          <Dialog key={`${item.id}-${item.campaign ? 'c' : 'i'}`} item={item} onClose={() => setItem(null)} />
        </Suspense>
      ) : null}
    </ItemViewContext.Provider>
  );
}
