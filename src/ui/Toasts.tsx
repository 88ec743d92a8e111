import { useSyncExternalStore } from 'react';
import { toast } from '../../styled-system/recipes';
import { currentToasts, dismiss, subscribeToasts } from './toaster';
import { CloseIcon } from './icons';

/** The toast region: errors are alerts, other results polite status messages. */
export function Toasts({ closeLabel }: { closeLabel: string }) {
  const list = useSyncExternalStore(subscribeToasts, currentToasts, currentToasts);
  const styles = toast();
  return (
    <div className={styles.group} data-scope="toast" data-part="group">
      {list.map((t) => (
        <div key={t.id} className={styles.root} data-scope="toast" data-part="root" data-type={t.kind} role={t.kind === 'error' ? 'alert' : 'status'}>
          <p className={styles.description}>{t.message}</p>
          <button type="button" className={styles.closeTrigger} aria-label={closeLabel} onClick={() => dismiss(t.id)}>
            <CloseIcon size={16} />
          </button>
        </div>
      ))}
    </div>
  );
}
