import { useSyncExternalStore } from 'react';
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
  if (!useHydrated()) return null;
  return createPortal(
    <div className={styles.group} data-scope="toast" data-part="group" aria-live="polite" data-live-announcer="">
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
