import { useEffect, useRef, useState, useSyncExternalStore, type ComponentType } from 'react';
import { createPortal } from 'react-dom';
import { toast } from '../../styled-system/recipes/toast';
import { currentToasts, subscribeToasts } from './toaster';
import { useHydrated } from './useHydrated';

type ItemsModule = typeof import('./ToastItems'); // eslint-disable-line @typescript-eslint/consistent-type-imports -- the lazy module's own type
// Fetched with the first toast, not with the first load (docs/budgets.md; a first visit makes no extra request).
let itemsModule: Promise<ItemsModule> | undefined;
const loadItems = () => (itemsModule ??= import('./ToastItems'));

/**
 * The toast region: errors are alerts, other results polite status messages. It lives directly in <body>
 * as a live region, so a modal dialog (which hides the rest of the page from screen readers) leaves it
 * heard, and it stacks above dialogs. The region is here from hydration on, so a screen reader hears the first
 * toast; the toasts' own code comes with the first of them (ToastItems) and they wait in the toaster till then.
 */
export function Toasts({ closeLabel }: { closeLabel: string }) {
  const list = useSyncExternalStore(subscribeToasts, currentToasts, currentToasts);
  const group = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const [Items, setItems] = useState<ComponentType<Parameters<ItemsModule['ToastItems']>[0]> | null>(null);
  const wanted = list.length > 0;
  useEffect(() => {
    if (!wanted || Items) return;
    let live = true;
    // A failed fetch (offline) is asked again with the next toast.
    loadItems().then(
      (m) => live && setItems(() => m.ToastItems),
      () => (itemsModule = undefined),
    );
    return () => void (live = false);
  }, [wanted, Items]);
  if (!hydrated) return null;
  return createPortal(
    <div
      ref={group}
      className={toast().group}
      data-scope="toast"
      data-part="group"
      aria-live="polite"
      data-live-announcer=""
    >
      {Items ? <Items list={list} closeLabel={closeLabel} group={group} /> : null}
    </div>,
    document.body,
  );
}
