import type { ReactNode } from 'react';
import { DialogActions, FormDialog } from './FormDialog';

export interface ConfirmDialogProps {
  testId: string;
  title: ReactNode;
  description?: ReactNode;
  cancelLabel: ReactNode;
  confirmLabel: ReactNode;
  /** A fuller name for the confirm button when its label alone is vague ("Yes"). */
  confirmAriaLabel?: string;
  confirmVariant?: 'solid' | 'danger';
  /** While the confirmed action runs: the confirm button is disabled. */
  busy?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** A question with Cancel and a confirm button (alertdialog); Escape and the backdrop cancel. */
export function ConfirmDialog({
  testId,
  title,
  description,
  cancelLabel,
  confirmLabel,
  confirmAriaLabel,
  confirmVariant = 'solid',
  busy = false,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <FormDialog testId={testId} title={title} description={description} role="alertdialog" onClose={onCancel}>
      <DialogActions
        cancelLabel={cancelLabel}
        onCancel={onCancel}
        submitLabel={confirmLabel}
        submitAriaLabel={confirmAriaLabel}
        variant={confirmVariant}
        busy={busy}
        onConfirm={onConfirm}
      />
    </FormDialog>
  );
}
