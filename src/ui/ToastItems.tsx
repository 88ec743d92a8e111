import { useLayoutEffect, type RefObject } from 'react';
import { css } from '../../styled-system/css';
import { toast } from '../../styled-system/recipes/toast';
import { dismiss, type Toast } from './toaster';
import { CloseIcon } from './icons';
import { followPlace } from './toastPlace';

/**
 * Each toast's message, its action and its Close button, drawn inside the live region `Toasts` keeps in <body>.
 * This module is fetched with the first toast, not with the first load. The stack stays clear of the action a
 * customer needs next (toastPlace).
 */
export function ToastItems({
  list,
  closeLabel,
  group,
}: {
  list: readonly Toast[];
  closeLabel: string;
  group: RefObject<HTMLDivElement | null>;
}) {
  const styles = toast();
  const count = list.length;
  useLayoutEffect(() => {
    const el = group.current;
    return el && count ? followPlace(el) : undefined;
  }, [count, group]);
  return list.map((t) => (
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
  ));
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
