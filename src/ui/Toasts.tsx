import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { css } from '../../styled-system/css';
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
  useLayoutEffect(() => {
    const el = group.current;
    if (!el || !count) return;
    let stop: (() => void) | undefined;
    let live = true;
    void loadPlace().then((m) => live && (stop = m.followPlace(el)));
    return () => ((live = false), stop?.());
  }, [count, hydrated]);
  if (!hydrated) return null;
  return createPortal(
    <div
      ref={group}
      className={styles.group}
      data-scope="toast"
      data-part="group"
      aria-live="polite"
      data-live-announcer=""
    >
      {list.map((t) => (
        <div
          key={t.id}
          className={styles.root}
          data-scope="toast"
          data-part="root"
          data-type={t.kind}
          role={t.kind === 'error' ? 'alert' : 'status'}
        >
          <p className={styles.description}>{t.message}</p>
          {t.action ? <ToastActionButton toastId={t.id} label={t.action.label} run={t.action.run} /> : null}
          <button type="button" className={styles.closeTrigger} aria-label={closeLabel} onClick={() => dismiss(t.id)}>
            <CloseIcon size={16} />
          </button>
        </div>
      ))}
    </div>,
    document.body,
  );
}

const actionClass = css({
  pointerEvents: 'auto',
  mt: '2',
  minHeight: '11',
  px: '3',
  borderWidth: '1px',
  borderColor: 'currentColor',
  borderRadius: 'md',
  fontSize: 'sm',
  fontWeight: 'semibold',
  cursor: 'pointer',
});

/** The toast's own step: taken, the toast has done its work and goes. */
function ToastActionButton({ toastId, label, run }: { toastId: string; label: string; run: () => void }) {
  return (
    <button
      type="button"
      className={actionClass}
      onClick={() => {
        dismiss(toastId);
        run();
      }}
    >
      {label}
    </button>
  );
}

type PlaceModule = typeof import('./toastPlace'); // eslint-disable-line @typescript-eslint/consistent-type-imports -- the lazy module's own type
// Fetched with the first toast, not with the first load (docs/budgets.md; a first visit makes no extra request).
let placeModule: Promise<PlaceModule> | undefined;
const loadPlace = () => (placeModule ??= import('./toastPlace'));
