import type { ReactNode } from 'react';
import { css } from '../../styled-system/css';
import { button } from '../../styled-system/recipes';
import { DialogCloseButton, DialogDescription, DialogFrame, DialogTitle } from './Dialog';

export interface FormDialogProps {
  testId: string;
  title: ReactNode;
  description?: ReactNode;
  /** Escape, the backdrop and the corner close button all call it. */
  onClose: () => void;
  /**
   * With it, the body is a form whose submit (Enter or a submit button) calls it instead of reloading the page;
   * without it, the body is laid out as it is given.
   */
  onSubmit?: () => void;
  /** Leave field checks to the dialog's own messages (the browser's bubbles are not translated). */
  noValidate?: boolean;
  /** The corner close button's accessible name; no corner button without it. */
  closeLabel?: string;
  closeSize?: 'sm' | 'icon';
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
}

const stack = css({ stack: '3' });

/**
 * The dialog every form and question shares: an open Ark dialog in a portal with its title, an optional
 * description, the body (a form when `onSubmit` is given) and an optional corner close button.
 */
export function FormDialog({
  testId,
  title,
  description,
  onClose,
  onSubmit,
  noValidate,
  closeLabel,
  closeSize = 'sm',
  role,
  children,
}: FormDialogProps) {
  return (
    <DialogFrame onClose={onClose} dialogRole={role} data-testid={testId}>
      <DialogTitle>{title}</DialogTitle>
      {description ? <DialogDescription>{description}</DialogDescription> : null}
      {onSubmit ? (
        <form
          noValidate={noValidate}
          className={stack}
          onSubmit={(e) => {
            e.preventDefault();
            onSubmit();
          }}
        >
          {children}
        </form>
      ) : (
        children
      )}
      {closeLabel ? <DialogCloseButton label={closeLabel} size={closeSize} /> : null}
    </DialogFrame>
  );
}

export interface DialogActionsProps {
  cancelLabel: ReactNode;
  onCancel: () => void;
  submitLabel: ReactNode;
  /** Without it the second button submits the dialog's form. */
  onConfirm?: () => void;
  variant?: 'solid' | 'danger';
  disabled?: boolean;
  /** While the action runs: the button is disabled and says so to assistive technology. */
  busy?: boolean;
  /** A fuller name for the button when its label alone is vague ("Yes"). */
  submitAriaLabel?: string;
  submitTestId?: string;
}

/** The end-aligned Cancel / confirm pair at the foot of a dialog. */
export function DialogActions({
  cancelLabel,
  onCancel,
  submitLabel,
  onConfirm,
  variant = 'solid',
  disabled = false,
  busy = false,
  submitAriaLabel,
  submitTestId,
}: DialogActionsProps) {
  return (
    <div className={css({ display: 'flex', gap: '3', justifyContent: 'flex-end', flexWrap: 'wrap' })}>
      <button type="button" className={button({ variant: 'outline' })} onClick={onCancel}>
        {cancelLabel}
      </button>
      <button
        type={onConfirm ? 'button' : 'submit'}
        className={button({ variant })}
        onClick={onConfirm}
        aria-label={submitAriaLabel}
        disabled={disabled || busy}
        aria-busy={busy}
        data-testid={submitTestId}
      >
        {submitLabel}
      </button>
    </div>
  );
}
