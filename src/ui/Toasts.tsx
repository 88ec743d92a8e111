import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { toast } from '../../styled-system/recipes/toast';
import { currentToasts, dismiss, subscribeToasts } from './toaster';
import { CloseIcon } from './icons';
import { useHydrated } from './useHydrated';

/**
 * The toast region: errors are alerts, other results polite status messages. It lives directly in <body>
 * as a live region, so a modal dialog (which hides the rest of the page from screen readers) leaves it
 * heard, and it stacks above dialogs.
 */
export function Toasts({ closeLabel }: { closeLabel: string }) {
  const list = useSyncExternalStore(subscribeToasts, currentToasts, currentToasts);
  const styles = toast();
  const group = useRef<HTMLDivElement>(null);
  const count = list.length;
  const hydrated = useHydrated();
  useLayoutEffect(() => (group.current && count ? followPlace(group.current) : undefined), [count, hydrated]);
  if (!hydrated) return null;
  return createPortal(
    <div ref={group} className={styles.group} data-scope="toast" data-part="group" aria-live="polite" data-live-announcer="">
      {list.map((t) => (
        <div key={t.id} className={styles.root} data-scope="toast" data-part="root" data-type={t.kind} role={t.kind === 'error' ? 'alert' : 'status'}>
          <p className={styles.description}>{t.message}</p>
          <button type="button" className={styles.closeTrigger} aria-label={closeLabel} onClick={() => dismiss(t.id)}>
            <CloseIcon size={16} />
          </button>
        </div>
      ))}
    </div>,
    document.body,
  );
}

/** Elements marked `data-toast-avoid` hold the action a customer needs next (Buy Now, Proceed To Checkout,
 * Book trip): toasts never cover them. */
const GAP = 8;

/**
 * Where the stack goes while toasts show: at the bottom, unless a marked action is under it; then just above
 * that action, or at the top when there is no room above. Written straight to the element (a layout fact, not
 * React state).
 */
function placeStack(el: HTMLElement) {
  const height = [...el.children].reduce((h, c) => h + c.getBoundingClientRect().height + GAP, 0);
  const viewport = window.innerHeight;
  const band = viewport - 16 - height;
  let top = Infinity;
  for (const a of document.querySelectorAll('[data-toast-avoid]')) {
    const r = a.getBoundingClientRect();
    if (r.height > 0 && r.bottom > band && r.top < viewport) top = Math.min(top, r.top);
  }
  const above = top - height - GAP >= GAP;
  el.style.bottom = top === Infinity ? '' : above ? `${viewport - top + GAP}px` : 'auto';
  el.style.top = top === Infinity || above ? '' : `${GAP}px`;
}

/**
 * Places the stack now and again while toasts show: on scroll and resize, and a few times a second, because
 * the action to avoid often arrives with the toast (the rental cart opens as "Vehicle added" shows) or slides in.
 */
function followPlace(el: HTMLElement): () => void {
  let frame = 0;
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(() => ((frame = 0), placeStack(el)));
  };
  placeStack(el);
  const timer = setInterval(schedule, 150);
  window.addEventListener('scroll', schedule, { passive: true, capture: true });
  window.addEventListener('resize', schedule);
  return () => {
    cancelAnimationFrame(frame);
    clearInterval(timer);
    window.removeEventListener('scroll', schedule, { capture: true });
    window.removeEventListener('resize', schedule);
  };
}
