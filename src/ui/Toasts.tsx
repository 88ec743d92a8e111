import { Toast, Toaster } from '@ark-ui/react/toast';
import { toast } from '../../styled-system/recipes';
import { toaster } from './toaster';
import { CloseIcon } from './icons';

export function Toasts({ closeLabel }: { closeLabel: string }) {
  const styles = toast();
  return (
    <Toaster toaster={toaster} className={styles.group}>
      {(t) => (
        <Toast.Root className={styles.root} role={t.type === 'error' ? 'alert' : 'status'}>
          {t.title ? <Toast.Title className={styles.title}>{t.title}</Toast.Title> : null}
          <Toast.Description className={styles.description}>{t.description}</Toast.Description>
          <Toast.CloseTrigger className={styles.closeTrigger} aria-label={closeLabel}>
            <CloseIcon size={16} />
          </Toast.CloseTrigger>
        </Toast.Root>
      )}
    </Toaster>
  );
}
