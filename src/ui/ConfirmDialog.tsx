import type { ReactNode } from 'react';
import { Portal } from '@ark-ui/react/portal';
import { css } from '../../styled-system/css';
import { button } from '../../styled-system/recipes';
import { DialogBackdrop, DialogContent, DialogDescription, DialogPositioner, DialogRoot, DialogTitle } from './Dialog';

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
export function ConfirmDialog({ testId, title, description, cancelLabel, confirmLabel, confirmAriaLabel, confirmVariant = 'solid', busy = false, onCancel, onConfirm }: ConfirmDialogProps) {
  return (
    <DialogRoot open role="alertdialog" onOpenChange={(d) => !d.open && onCancel()}>
      <Portal>
        <DialogBackdrop />
        <DialogPositioner>
          <DialogContent data-testid={testId}>
            <DialogTitle>{title}</DialogTitle>
            {description ? <DialogDescription>{description}</DialogDescription> : null}
            <div className={css({ display: 'flex', gap: '3', justifyContent: 'flex-end', flexWrap: 'wrap' })}>
              <button type="button" className={button({ variant: 'outline' })} onClick={onCancel}>
                {cancelLabel}
              </button>
              <button type="button" className={button({ variant: confirmVariant })} onClick={onConfirm} aria-label={confirmAriaLabel} disabled={busy} aria-busy={busy}>
                {confirmLabel}
              </button>
            </div>
          </DialogContent>
        </DialogPositioner>
      </Portal>
    </DialogRoot>
  );
}
